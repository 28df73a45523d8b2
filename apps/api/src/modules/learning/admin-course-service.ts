import type { CourseInput } from "@heritage/domain/learning-admin";
import { messages } from "@heritage/domain/messages";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/catalog.ts";
import { creators } from "../../db/schema/community.ts";
import { courseCategories, courses } from "../../db/schema/courses.ts";
import { FieldErrors, notFound } from "../../lib/http-errors.ts";
import { mediaIdFromUrl } from "../../media/image-references.ts";
import { refusal, requireVersion } from "./admin-course-versions.ts";
import { translationsOf } from "./course-writer.ts";

const m = messages.learning;

async function categoryId(db: Db, slug: string): Promise<number> {
  const [row] = await db
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(eq(courseCategories.slug, slug));
  if (!row) throw new FieldErrors({ category: [m.categoryUnknown] });
  return row.id;
}

/** The cover is a picture the media pipeline stored (POST /api/media), or the course's own. */
async function cover(db: Db, input: CourseInput, current?: { image: string; thumbnail: string }) {
  if (current && input.image === current.image) return { image: current.image, thumbnail: current.thumbnail };
  const id = mediaIdFromUrl(input.image);
  const [row] = id
    ? await db.select({ url: media.url, thumbnail: media.thumbnail_url }).from(media).where(eq(media.id, id))
    : [];
  if (!row) throw new FieldErrors({ image: [m.imageRequired] });
  return { image: row.url, thumbnail: row.thumbnail };
}

/** The instructor is an approved creator (a `creators` row, decision 160) or no one but a name. */
async function instructorCreator(db: Db, input: CourseInput): Promise<number | null> {
  const id = input.instructor_creator_id ?? null;
  if (id === null) return null;
  const [row] = await db.select({ id: creators.id }).from(creators).where(eq(creators.id, id));
  if (!row) throw new FieldErrors({ instructor_creator_id: [m.instructorCreatorInvalid] });
  return row.id;
}

function courseValues(input: CourseInput) {
  return {
    title: input.title.en,
    description: input.description.en,
    level: input.level,
    teaching_language: input.teaching_language,
    duration: input.duration,
    instructor_name: input.instructor_name,
    price_rwf: input.price_rwf,
    published: input.published,
    ...(input.quiz_attempts === undefined ? {} : { quiz_attempts: input.quiz_attempts }),
    original_language: "en" as const,
    translations: translationsOf({ title: input.title, description: input.description }),
  };
}

export async function createAdminCourse(db: Db, input: CourseInput): Promise<number> {
  const values = {
    ...courseValues(input),
    category_id: await categoryId(db, input.category),
    instructor_creator_id: await instructorCreator(db, input),
    ...(await cover(db, input)),
  };
  const [row] = await db
    .insert(courses)
    .values({ ...values, followers: 0 })
    .returning({ id: courses.id });
  return row!.id;
}

export async function replaceAdminCourse(db: Db, id: number, input: CourseInput): Promise<void> {
  const version = requireVersion(input.version);
  const [existing] = await db
    .select({ image: courses.image, thumbnail: courses.thumbnail })
    .from(courses)
    .where(eq(courses.id, id));
  if (!existing) throw notFound();
  const values = {
    ...courseValues(input),
    category_id: await categoryId(db, input.category),
    instructor_creator_id: await instructorCreator(db, input),
    ...(await cover(db, input, existing)),
  };
  const [row] = await db
    .update(courses)
    .set(values)
    .where(and(eq(courses.id, id), eq(courses.version, version)))
    .returning({ id: courses.id });
  if (!row) await refusal(db, id, m.courseChanged);
}
