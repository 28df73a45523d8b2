import type { QuizQuestion, Texts } from "@heritage/domain/learning";
import type {
  AdminCourse,
  AdminCourseRow,
  CourseInput,
  LessonInput,
  ModuleInput,
  QuizInput,
} from "@heritage/domain/learning-admin";
import { messages } from "@heritage/domain/messages";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/catalog.ts";
import { courseModules, lessons, quizzes } from "../../db/schema/courses.ts";
import { courseCategories, courses } from "../../db/schema/learning.ts";
import type { Translations } from "../../db/schema/translations.ts";
import { conflict, FieldErrors, notFound } from "../../lib/http-errors.ts";
import { mediaIdFromUrl } from "../media/image-references.ts";
import { translationsOf } from "./course-writer.ts";

const m = messages.learning;

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
    image: course.image,
    thumbnail: course.thumbnail,
    price_rwf: course.price_rwf,
    published: course.published,
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
    original_language: "en" as const,
    translations: translationsOf({ title: input.title, description: input.description }),
  };
}

export async function createAdminCourse(db: Db, input: CourseInput): Promise<number> {
  const values = {
    ...courseValues(input),
    category_id: await categoryId(db, input.category),
    ...(await cover(db, input)),
  };
  const [row] = await db
    .insert(courses)
    .values({ ...values, followers: 0 })
    .returning({ id: courses.id });
  return row!.id;
}

const requireVersion = (version: number | undefined) => {
  if (version === undefined) throw new FieldErrors({ version: [m.versionRequired] });
  return version;
};

/** No row at that version: 404 when it is gone, else 409 with the course as it is now (decision 075). */
async function refusal(db: Db, courseId: number | undefined, changed: string): Promise<never> {
  if (courseId === undefined) throw notFound();
  const current = await readAdminCourse(db, courseId);
  throw conflict(changed, { current });
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
    ...(await cover(db, input, existing)),
  };
  const [row] = await db
    .update(courses)
    .set(values)
    .where(and(eq(courses.id, id), eq(courses.version, version)))
    .returning({ id: courses.id });
  if (!row) await refusal(db, id, m.courseChanged);
}

/** The course a module belongs to (404 when either is gone). */
async function courseOf(db: Db, moduleId: number): Promise<number> {
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

/**
 * The module's lessons in a new order: every lesson of the module exactly once. Positions are
 * unique per module, so they are first moved out of the way, in one transaction.
 */
export async function reorderLessons(db: Db, moduleId: number, order: number[]): Promise<number> {
  const courseId = await courseOf(db, moduleId);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.module_id, moduleId))
      .for("update");
    const ids = new Set(rows.map((r) => r.id));
    if (
      order.length !== ids.size ||
      new Set(order).size !== order.length ||
      !order.every((id) => ids.has(id))
    )
      throw new FieldErrors({ lessons: [m.orderInvalid] });
    await tx
      .update(lessons)
      .set({ position: sql`${lessons.position} + 100000` })
      .where(eq(lessons.module_id, moduleId));
    for (const [position, id] of order.entries())
      await tx.update(lessons).set({ position }).where(eq(lessons.id, id));
  });
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
