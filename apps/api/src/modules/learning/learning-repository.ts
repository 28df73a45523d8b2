import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creators } from "../../db/schema/community.ts";
import {
  courseCategories,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  lessons,
  quizAttempts,
  quizzes,
} from "../../db/schema/courses.ts";

/** A published course with its category, or undefined (unknown and unpublished are alike: 404). */
export async function findPublishedCourse(db: Db, id: number) {
  const [row] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      description: courses.description,
      duration: courses.duration,
      image: courses.image,
      level: courses.level,
      teaching_language: courses.teaching_language,
      // A creator's current name, linked to their page; the typed name when no creator teaches it.
      instructor_name: sql<string>`coalesce(${creators.display_name}, ${courses.instructor_name})`,
      instructor_slug: creators.slug,
      price_rwf: courses.price_rwf,
      original_language: courses.original_language,
      translations: courses.translations,
      category: courseCategories.name,
      category_slug: courseCategories.slug,
      category_original_language: courseCategories.original_language,
      category_translations: courseCategories.translations,
    })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .leftJoin(creators, eq(creators.id, courses.instructor_creator_id))
    .where(and(eq(courses.id, id), eq(courses.published, true)));
  return row;
}
export type CourseRow = NonNullable<Awaited<ReturnType<typeof findPublishedCourse>>>;

/** The course's modules, lessons (without bodies) and quizzes, each in its order. */
export async function courseStructure(db: Db, courseId: number) {
  const modules = await db
    .select({
      id: courseModules.id,
      title: courseModules.title,
      summary: courseModules.summary,
      original_language: courseModules.original_language,
      translations: courseModules.translations,
    })
    .from(courseModules)
    .where(eq(courseModules.course_id, courseId))
    .orderBy(asc(courseModules.position));
  const moduleIds = modules.map((m) => m.id);
  if (moduleIds.length === 0) return { modules, lessons: [], quizzes: [] };
  const [lessonRows, quizRows] = await Promise.all([
    db
      .select({
        id: lessons.id,
        module_id: lessons.module_id,
        title: lessons.title,
        minutes: lessons.minutes,
        original_language: lessons.original_language,
        translations: sql<
          Record<string, Record<string, string>>
        >`${lessons.translations} #- '{rw,body}' #- '{fr,body}' #- '{en,body}'`,
      })
      .from(lessons)
      .where(inArray(lessons.module_id, moduleIds))
      .orderBy(asc(lessons.module_id), asc(lessons.position)),
    db
      .select({
        id: quizzes.id,
        module_id: quizzes.module_id,
        title: quizzes.title,
        original_language: quizzes.original_language,
        translations: quizzes.translations,
      })
      .from(quizzes)
      .where(inArray(quizzes.module_id, moduleIds))
      .orderBy(asc(quizzes.module_id), asc(quizzes.position)),
  ]);
  // Lessons in course order: by their module's position, then their own.
  const order = new Map(moduleIds.map((id, i) => [id, i]));
  lessonRows.sort((a, b) => order.get(a.module_id)! - order.get(b.module_id)!);
  quizRows.sort((a, b) => order.get(a.module_id)! - order.get(b.module_id)!);
  return { modules, lessons: lessonRows, quizzes: quizRows };
}
export type CourseStructure = Awaited<ReturnType<typeof courseStructure>>;

/** What one learner has done in one course: enrolment, lessons done, best quiz scores. */
export async function learnerState(
  db: Db,
  userId: number,
  courseId: number,
  lessonIds: number[],
  quizIds: number[],
) {
  const [[enrolment], done, scores] = await Promise.all([
    db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.user_id, userId), eq(enrolments.course_id, courseId))),
    lessonIds.length === 0
      ? []
      : db
          .select({ id: lessonProgress.lesson_id })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.user_id, userId), inArray(lessonProgress.lesson_id, lessonIds))),
    quizIds.length === 0
      ? []
      : db
          .select({
            quiz_id: quizAttempts.quiz_id,
            best: max(quizAttempts.score),
            passed: sql<boolean>`bool_or(${quizAttempts.passed})`,
          })
          .from(quizAttempts)
          .where(and(eq(quizAttempts.user_id, userId), inArray(quizAttempts.quiz_id, quizIds)))
          .groupBy(quizAttempts.quiz_id),
  ]);
  return {
    enrolment,
    completed: new Set(done.map((row) => row.id)),
    passed: new Set(scores.filter((row) => row.passed).map((row) => row.quiz_id)),
  };
}
export type LearnerState = Awaited<ReturnType<typeof learnerState>>;
