import crypto from "node:crypto";
import type { Language } from "@heritage/domain/languages";
import type { Certificate, CertificateVerification } from "@heritage/domain/learning";
import { messages } from "@heritage/domain/messages";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creators } from "../../db/schema/community.ts";
import { certificates, courses } from "../../db/schema/courses.ts";
import { users } from "../../db/schema/users.ts";
import type { Translations } from "../../lib/content-language.ts";
import { HttpError, notFound } from "../../lib/http-errors.ts";
import type { CertificateText } from "./certificate-pdf.ts";
import { courseOutline } from "./learning-service.ts";

// Letters and digits that cannot be misread (no 0/O, 1/I/L).
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function newCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const verificationPath = (code: string) => `/certificates/${code}`;

type Row = typeof certificates.$inferSelect;
const served = (row: Row, origin: string): Certificate => ({
  code: row.code,
  course_id: row.course_id,
  course_title: row.course_title,
  full_name: row.full_name,
  issued_at: row.issued_at.toISOString(),
  verification_url: `${origin}${verificationPath(row.code)}`,
});

/**
 * Issues the certificate of a finished course, once: the (person, course) primary key makes
 * concurrent requests insert one row, and every request answers with that row.
 */
export async function issueCertificate(db: Db, courseId: number, userId: number, origin: string) {
  const outline = await courseOutline(db, courseId, userId, "en");
  if (!outline.enrolment) throw new HttpError(403, messages.learning.notEnrolled);
  if (!outline.enrolment.completed) throw new HttpError(409, messages.learning.notComplete);
  const [person] = await db
    .select({ first: users.first_name, last: users.last_name, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  const fullName = `${person?.first ?? ""} ${person?.last ?? ""}`.trim() || person?.username || "";
  await db
    .insert(certificates)
    .values({
      user_id: userId,
      course_id: courseId,
      code: newCode(),
      full_name: fullName,
      course_title: outline.title,
    })
    .onConflictDoNothing({ target: [certificates.user_id, certificates.course_id] });
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.user_id, userId), eq(certificates.course_id, courseId)));
  return served(row!, origin);
}

export async function myCertificates(db: Db, userId: number, origin: string) {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.user_id, userId))
    .orderBy(desc(certificates.issued_at));
  return rows.map((row) => served(row, origin));
}

/** A certificate of the signed-in person by its code (for the PDF). */
export async function ownCertificate(db: Db, code: string, userId: number, origin: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(sql`${certificates.code} = upper(${code})`, eq(certificates.user_id, userId)));
  if (!row) throw notFound(messages.learning.certificateNotFound);
  return served(row, origin);
}

/**
 * What the PDF of one's own certificate says in `language`: the course's title in that language
 * when it has one (else the title as issued), and the course's instructor as the course page names
 * them (a teaching creator's current name, else the typed one).
 */
export async function certificateDocument(
  db: Db,
  code: string,
  userId: number,
  origin: string,
  language: Language,
): Promise<CertificateText> {
  const certificate = await ownCertificate(db, code, userId, origin);
  const [course] = await db
    .select({
      title: courses.title,
      original_language: courses.original_language,
      translations: courses.translations,
      instructor_name: sql<string>`coalesce(${creators.display_name}, ${courses.instructor_name})`,
    })
    .from(courses)
    .leftJoin(creators, eq(creators.id, courses.instructor_creator_id))
    .where(eq(courses.id, certificate.course_id));
  const translated =
    course && language !== course.original_language
      ? (course.translations as Translations)[language]?.title
      : undefined;
  return {
    ...certificate,
    course_title: translated || certificate.course_title,
    instructor_name: course?.instructor_name ?? "",
    issued_at: new Date(certificate.issued_at),
  };
}

/** The public check: the code's holder, course and date, or 404. */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateVerification> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(sql`${certificates.code} = upper(${code.slice(0, 40)})`);
  if (!row) throw notFound(messages.learning.certificateNotFound);
  return {
    valid: true,
    code: row.code,
    full_name: row.full_name,
    course_title: row.course_title,
    issued_at: row.issued_at.toISOString(),
  };
}
