import type { Texts } from "@heritage/domain/learning";
import type { AdminCourse, AdminCourseRow, AdminInstructorChoice } from "@heritage/domain/learning-admin";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creators } from "../../db/schema/community.ts";
import { courseCategories, courseModules, courses, lessons, quizzes } from "../../db/schema/courses.ts";
import type { Translations } from "../../lib/content-language.ts";
import { notFound } from "../../lib/http-errors.ts";

/** A row's field in every language: the plain column is English (decision 134), the rest translations. */
const textsOf = (row: { translations: Translations }, field: string, english: string): Texts => ({
  en: english,
  ...(row.translations.rw?.[field] ? { rw: row.translations.rw[field] } : {}),
  ...(row.translations.fr?.[field] ? { fr: row.translations.fr[field] } : {}),
});

/** Courses for the admin list, published or not, with enrolments and completions counted in SQL. */
export async function listAdminCourses(db: Db): Promise<AdminCourseRow[]> {
  // Written out in full: a one-table select leaves its columns unqualified, which the sub-queries would confuse.
  const lessonCount = sql<number>`(select count(*)::int from lessons l join course_modules cm on cm.id = l.module_id where cm.course_id = "courses"."id")`;
  const enrolled = sql<number>`(select count(*)::int from enrolments e where e.course_id = "courses"."id")`;
  const completed = sql<number>`(select count(*)::int from certificates c where c.course_id = "courses"."id")`;
  return db
    .select({
      id: courses.id,
      title: courses.title,
      level: courses.level,
      teaching_language: courses.teaching_language,
      published: courses.published,
      lessons: lessonCount,
      enrolments: enrolled,
      completions: completed,
      version: courses.version,
    })
    .from(courses)
    .orderBy(sql`${lessonCount} = 0`, asc(courses.title), asc(courses.id));
}

/** One course with every language's texts, its modules, lessons and quizzes (answers included). */
export async function readAdminCourse(db: Db, id: number): Promise<AdminCourse> {
  const [row] = await db
    .select({ course: courses, category: courseCategories.slug })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(eq(courses.id, id));
  if (!row) throw notFound();
  const { course } = row;
  const modules = await db
    .select()
    .from(courseModules)
    .where(eq(courseModules.course_id, id))
    .orderBy(asc(courseModules.position));
  const moduleIds = modules.map((mod) => mod.id);
  const lessonRows = moduleIds.length
    ? await db
        .select()
        .from(lessons)
        .where(inArray(lessons.module_id, moduleIds))
        .orderBy(asc(lessons.position))
    : [];
  const quizRows = moduleIds.length
    ? await db
        .select()
        .from(quizzes)
        .where(inArray(quizzes.module_id, moduleIds))
        .orderBy(asc(quizzes.position))
    : [];
  return {
    id: course.id,
    slug: course.slug,
    title: textsOf(course, "title", course.title),
    description: textsOf(course, "description", course.description),
    category: row.category,
    level: course.level,
    teaching_language: course.teaching_language,
    duration: course.duration,
    instructor_name: course.instructor_name,
    instructor_creator_id: course.instructor_creator_id,
    image: course.image,
    thumbnail: course.thumbnail,
    price_rwf: course.price_rwf,
    published: course.published,
    quiz_attempts: course.quiz_attempts,
    version: course.version,
    modules: modules.map((mod) => ({
      id: mod.id,
      title: textsOf(mod, "title", mod.title),
      summary: textsOf(mod, "summary", mod.summary),
      version: mod.version,
      lessons: lessonRows
        .filter((l) => l.module_id === mod.id)
        .map((l) => ({
          id: l.id,
          title: textsOf(l, "title", l.title),
          body: textsOf(l, "body", l.body),
          minutes: l.minutes,
          media: l.media.map((item) => ({ ...item, ...(item.transcript ? {} : { transcript: undefined }) })),
          version: l.version,
        })),
      quizzes: quizRows
        .filter((q) => q.module_id === mod.id)
        .map((q) => ({
          id: q.id,
          title: textsOf(q, "title", q.title),
          pass_mark: q.pass_mark,
          questions: q.questions,
          version: q.version,
        })),
    })),
  };
}

/** The approved creators an admin may name as instructor, by name. */
export async function listInstructorChoices(db: Db): Promise<AdminInstructorChoice[]> {
  return db
    .select({
      id: creators.id,
      slug: creators.slug,
      display_name: creators.display_name,
      community: creators.community,
    })
    .from(creators)
    .orderBy(asc(creators.display_name), asc(creators.id));
}
