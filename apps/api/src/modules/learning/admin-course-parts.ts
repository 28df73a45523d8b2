import type { QuizQuestion } from "@heritage/domain/learning";
import type { LessonInput, ModuleInput, QuizInput } from "@heritage/domain/learning-admin";
import { messages } from "@heritage/domain/messages";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseModules, courses, lessons, quizzes } from "../../db/schema/courses.ts";
import { notFound } from "../../lib/http-errors.ts";
import { refusal, requireVersion } from "./admin-course-versions.ts";
import { translationsOf } from "./course-writer.ts";

const m = messages.learning;

/** The course a module belongs to (404 when either is gone). */
export async function courseOf(db: Db, moduleId: number): Promise<number> {
  const [row] = await db
    .select({ course: courseModules.course_id })
    .from(courseModules)
    .where(eq(courseModules.id, moduleId));
  if (!row) throw notFound();
  return row.course;
}

const nextPosition = async (
  db: Db,
  table: typeof lessons | typeof quizzes | typeof courseModules,
  where: ReturnType<typeof eq>,
) => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
};

const moduleValues = (input: ModuleInput) => ({
  title: input.title.en,
  summary: input.summary?.en ?? "",
  translations: translationsOf({ title: input.title, summary: input.summary ?? { en: "" } }),
});

export async function addModule(db: Db, courseId: number, input: ModuleInput): Promise<number> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound();
  const position = await nextPosition(db, courseModules, eq(courseModules.course_id, courseId));
  const [row] = await db
    .insert(courseModules)
    .values({ course_id: courseId, position, ...moduleValues(input) })
    .returning({ id: courseModules.id });
  return row!.id;
}

export async function replaceModule(db: Db, id: number, input: ModuleInput): Promise<number> {
  const courseId = await courseOf(db, id);
  const [row] = await db
    .update(courseModules)
    .set(moduleValues(input))
    .where(and(eq(courseModules.id, id), eq(courseModules.version, requireVersion(input.version))))
    .returning({ id: courseModules.id });
  if (!row) await refusal(db, courseId, m.moduleChanged);
  return courseId;
}

const lessonValues = (input: LessonInput) => ({
  title: input.title.en,
  body: input.body.en,
  minutes: input.minutes,
  media: input.media.map((item) => ({ ...item, ...(item.transcript ? {} : { transcript: undefined }) })),
  translations: translationsOf({ title: input.title, body: input.body }),
});

export async function addLesson(db: Db, moduleId: number, input: LessonInput): Promise<number> {
  const courseId = await courseOf(db, moduleId);
  const position = await nextPosition(db, lessons, eq(lessons.module_id, moduleId));
  await db.insert(lessons).values({ module_id: moduleId, position, ...lessonValues(input) });
  return courseId;
}

async function lessonModule(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ module: lessons.module_id }).from(lessons).where(eq(lessons.id, id));
  if (!row) throw notFound();
  return row.module;
}

export async function replaceLesson(db: Db, id: number, input: LessonInput): Promise<number> {
  const courseId = await courseOf(db, await lessonModule(db, id));
  const [row] = await db
    .update(lessons)
    .set(lessonValues(input))
    .where(and(eq(lessons.id, id), eq(lessons.version, requireVersion(input.version))))
    .returning({ id: lessons.id });
  if (!row) await refusal(db, courseId, m.lessonChanged);
  return courseId;
}

export async function deleteLesson(db: Db, id: number): Promise<number> {
  const courseId = await courseOf(db, await lessonModule(db, id));
  await db.delete(lessons).where(eq(lessons.id, id));
  return courseId;
}

const quizValues = (input: QuizInput) => ({
  title: input.title.en,
  pass_mark: input.pass_mark,
  questions: input.questions as QuizQuestion[],
  translations: translationsOf({ title: input.title }),
});

export async function addQuiz(db: Db, moduleId: number, input: QuizInput): Promise<number> {
  const courseId = await courseOf(db, moduleId);
  const position = await nextPosition(db, quizzes, eq(quizzes.module_id, moduleId));
  await db.insert(quizzes).values({ module_id: moduleId, position, ...quizValues(input) });
  return courseId;
}

export async function replaceQuiz(db: Db, id: number, input: QuizInput): Promise<number> {
  const [quiz] = await db.select({ module: quizzes.module_id }).from(quizzes).where(eq(quizzes.id, id));
  if (!quiz) throw notFound();
  const courseId = await courseOf(db, quiz.module);
  const [row] = await db
    .update(quizzes)
    .set(quizValues(input))
    .where(and(eq(quizzes.id, id), eq(quizzes.version, requireVersion(input.version))))
    .returning({ id: quizzes.id });
  if (!row) await refusal(db, courseId, m.quizChanged);
  return courseId;
}
