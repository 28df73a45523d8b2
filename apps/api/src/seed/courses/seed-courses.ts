import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { courseCategories, courseModules, courses } from "../../db/schema/courses.ts";
import { insertCourse } from "../../modules/learning/course-writer.ts";
import { IMIGONGO_COURSE } from "./imigongo-course.ts";
import { KINYARWANDA_COURSE } from "./kinyarwanda-course.ts";
import { MUSIC_COURSE } from "./music-course.ts";
import { translateSeededCourses } from "./translate-seeded.ts";
import { withTranslations } from "./translations/index.ts";

const COURSES_SEED_LOCK = 7_240_317;

/** The courses as written, with their lessons and quizzes in Kinyarwanda and French (decision 133). */
export const SEEDED_COURSES = [KINYARWANDA_COURSE, IMIGONGO_COURSE, MUSIC_COURSE].map(withTranslations);

/** The catalogue's descriptive courses that the real ones replace (same subject, no lessons). */
const REPLACED_DEMO_TITLES = ["Kinyarwanda for Beginners", "Ingoma: the Drums of Rwanda", "Imigongo at Home"];

/**
 * Adds the three courses with lessons when no course has modules yet (after the content seed made
 * the categories). Their picture is their category's. Returns how many were added.
 */
export async function seedCourses(db: Db): Promise<number> {
  const [any] = await db.select({ one: sql`1` }).from(courseModules).limit(1);
  // A database seeded before the translations: add the texts its seeded courses lack.
  if (any) {
    await translateSeededCourses(db, SEEDED_COURSES);
    return 0;
  }
  // Two API processes starting together: the second waits, then finds the courses there.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COURSES_SEED_LOCK})`);
    return addCourses(tx);
  });
}

async function addCourses(db: DbOrTx): Promise<number> {
  let added = 0;
  for (const course of SEEDED_COURSES) {
    const [category] = await db
      .select({ image: courseCategories.image, thumbnail: courseCategories.thumbnail })
      .from(courseCategories)
      .where(eq(courseCategories.slug, course.category));
    const [exists] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, course.slug));
    if (!category || exists) continue;
    await insertCourse(db, course, category);
    added++;
  }
  await db
    .update(courses)
    .set({ published: false })
    .where(and(isNull(courses.slug), inArray(courses.title, REPLACED_DEMO_TITLES)));
  return added;
}
