import type {
  ApplicationDecision,
  ApplicationStatus,
  CreatorApplicationInput,
  PromptAnswer,
} from "@heritage/domain/community";
import { messages } from "@heritage/domain/messages";
import { slugify } from "@heritage/domain/slug";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { pgErrorCode, UNIQUE_VIOLATION } from "../../../db/pg-errors.ts";
import { creatorApplications, creatorPromptAnswers, creators } from "../../../db/schema/community.ts";
import { users } from "../../../db/schema/users.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { mediaKeyUrl } from "../collections/publication-reads.ts";

/** Applications to become a creator and their decisions (decision 160). */

const m = messages.community;
type ApplicationRow = typeof creatorApplications.$inferSelect;
type CreatorRow = typeof creators.$inferSelect;

export function applicationView(row: ApplicationRow, username: string) {
  return {
    id: row.id,
    username,
    display_name: row.display_name,
    community: row.community,
    practice: row.practice,
    statement: row.statement,
    links: row.links,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** The avatar is stored as a media reference (`/media/...` or a bare key). */
const photoUrl = (avatar: string | null) =>
  !avatar ? null : avatar.startsWith("/") || avatar.startsWith("http") ? avatar : mediaKeyUrl(avatar);

export function creatorView(row: CreatorRow, avatar: string | null) {
  return {
    slug: row.slug,
    display_name: row.display_name,
    community: row.community,
    practice: row.practice,
    statement: row.statement,
    links: row.links,
    photo_url: photoUrl(avatar),
  };
}

export async function findCreatorByUser(db: Db, userId: number) {
  const [row] = await db.select().from(creators).where(eq(creators.user_id, userId));
  return row;
}

/** 409 while one waits or once approved; a declined person may apply again. */
export async function applyAsCreator(db: Db, userId: number, input: CreatorApplicationInput) {
  if (await findCreatorByUser(db, userId)) throw conflict(m.alreadyCreator);
  try {
    const [row] = await db
      .insert(creatorApplications)
      .values({ user_id: userId, ...input })
      .returning();
    return row!;
  } catch (error) {
    // The partial unique index: one pending application per person, even for two quick submits.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(m.applicationPending);
    throw error;
  }
}

export async function creatorStatus(db: Db, userId: number) {
  const [[latest], creator, [user], [prompt]] = await Promise.all([
    db
      .select()
      .from(creatorApplications)
      .where(eq(creatorApplications.user_id, userId))
      .orderBy(desc(creatorApplications.created_at), desc(creatorApplications.id))
      .limit(1),
    findCreatorByUser(db, userId),
    db.select({ username: users.username, avatar: users.avatar }).from(users).where(eq(users.id, userId)),
    db
      .select({ answer: creatorPromptAnswers.answer })
      .from(creatorPromptAnswers)
      .where(eq(creatorPromptAnswers.user_id, userId)),
  ]);
  return {
    application: latest && user ? applicationView(latest, user.username) : null,
    creator: creator ? creatorView(creator, user?.avatar ?? null) : null,
    prompt_answered: Boolean(prompt),
  };
}

/** The person's answer to "Join as Creator" (decision 166): the first one stays, later ones change nothing. */
export async function answerPrompt(db: Db, userId: number, answer: PromptAnswer) {
  await db.insert(creatorPromptAnswers).values({ user_id: userId, answer }).onConflictDoNothing();
}

export async function listApplications(
  db: Db,
  filter: { status?: ApplicationStatus; page: number; size: number },
) {
  const where = filter.status ? eq(creatorApplications.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: creatorApplications, username: users.username })
      .from(creatorApplications)
      .innerJoin(users, eq(users.id, creatorApplications.user_id))
      .where(where)
      .orderBy(desc(creatorApplications.created_at), desc(creatorApplications.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ total: count() }).from(creatorApplications).where(where),
  ]);
  return {
    count: total?.total ?? 0,
    results: rows.map((row) => applicationView(row.application, row.username)),
  };
}

/** A slug from the display name, unique by a suffix (`aline-uwase`, `aline-uwase-2`). */
async function makerSlug(db: Db, name: string) {
  const base = (slugify(name) || "maker").slice(0, 100).replace(/-+$/, "");
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ id: creators.id }).from(creators).where(eq(creators.slug, slug));
    if (!taken) return slug;
  }
}

/**
 * Approving creates the creator profile from the application, in one transaction with the
 * decision; only a pending application can be decided (409 otherwise, so two admins cannot both).
 */
export async function decideApplication(db: Db, id: number, adminId: number, decision: ApplicationDecision) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(creatorApplications)
      .set({
        status: decision.decision === "approve" ? "approved" : "declined",
        reason: decision.decision === "decline" ? decision.reason : null,
        decided_by: adminId,
        decided_at: sql`now()`,
      })
      .where(and(eq(creatorApplications.id, id), eq(creatorApplications.status, "pending")))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: creatorApplications.id })
        .from(creatorApplications)
        .where(eq(creatorApplications.id, id));
      throw exists ? conflict(m.applicationDecided) : notFound();
    }
    if (decision.decision === "approve" && !(await findCreatorByUser(tx, row.user_id))) {
      await tx.insert(creators).values({
        user_id: row.user_id,
        slug: await makerSlug(tx, row.display_name),
        display_name: row.display_name,
        community: row.community,
        practice: row.practice,
        statement: row.statement,
        links: row.links,
      });
    }
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, row.user_id));
    return applicationView(row, user?.username ?? "");
  });
}
