import type { Language } from "@heritage/domain/languages";
import type { Lesson, LessonCompletion, MyCourse } from "@heritage/domain/learning";
import { messages } from "@heritage/domain/messages";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  certificates,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  lessons,
} from "../../db/schema/courses.ts";
import { localized } from "../../lib/content-language.ts";
import { HttpError, notFound } from "../../lib/http-errors.ts";
import { buildOutline, progressOf } from "./course-outline.ts";
import { courseStructure, findPublishedCourse, learnerState } from "./learning-repository.ts";
import { readToken, readTokenValid } from "./lesson-reading.ts";
import { textIn } from "./texts.ts";

const m = messages.learning;
const needSignIn = () => new HttpError(401, messages.auth.notAuthenticated);
const needEnrolment = () => new HttpError(403, m.notEnrolled);

/** What signs and checks a lesson's read token (lesson-reading.ts). */
export interface Reading {
  secret: Uint8Array;
  now: Date;
}

async function loadCourse(db: Db, courseId: number, userId: number | null) {
  const course = await findPublishedCourse(db, courseId);
  if (!course) throw notFound();
  const structure = await courseStructure(db, courseId);
  const state =
    userId === null
      ? null
      : await learnerState(
          db,
          userId,
          courseId,
          structure.lessons.map((l) => l.id),
          structure.quizzes.map((q) => q.id),
        );
  return { course, structure, state };
}

export async function courseOutline(db: Db, courseId: number, userId: number | null, language: Language) {
  const { course, structure, state } = await loadCourse(db, courseId, userId);
  const [certificate] =
    userId === null || !state?.enrolment
      ? []
      : await db
          .select({ code: certificates.code })
          .from(certificates)
          .where(and(eq(certificates.user_id, userId), eq(certificates.course_id, courseId)));
  return buildOutline(course, structure, state, certificate?.code ?? null, language);
}

/**
 * Free, published courses with at least one lesson; enrolling twice is one enrolment. A course
 * with nothing to read yet is refused whatever the page offered (decision 223).
 */
export async function enrol(db: Db, courseId: number, userId: number, language: Language) {
  const course = await findPublishedCourse(db, courseId);
  if (!course) throw notFound();
  if (course.price_rwf !== null) throw new HttpError(409, m.comingSoon);
  const { lessons: courseLessons } = await courseStructure(db, courseId);
  if (courseLessons.length === 0) throw new HttpError(409, m.noLessonsYet);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(enrolments)
      .values({ user_id: userId, course_id: courseId })
      .onConflictDoNothing()
      .returning({ id: enrolments.course_id });
    if (added.length > 0) {
      await tx
        .update(courses)
        .set({ followers: sql`${courses.followers} + 1` })
        .where(eq(courses.id, courseId));
    }
  });
  return courseOutline(db, courseId, userId, language);
}

/**
 * The learner's published courses, the last joined first, each with its progress and the lesson to
 * continue from (the course page's rule, resumeLesson). A learner follows a handful of courses: one
 * outline each is simpler than a second way to count progress.
 */
export async function myCourses(db: Db, userId: number, language: Language): Promise<MyCourse[]> {
  const joined = await db
    .select({ course_id: enrolments.course_id })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.course_id))
    .where(and(eq(enrolments.user_id, userId), eq(courses.published, true)))
    .orderBy(desc(enrolments.created_at), desc(enrolments.course_id));
  const outlines = await Promise.all(joined.map((row) => courseOutline(db, row.course_id, userId, language)));
  return outlines.flatMap(({ id, title, image, enrolment }) =>
    enrolment ? [{ id, title, image, enrolment }] : [],
  );
}

/** The course a lesson or quiz belongs to, published only. */
async function courseOfModule(db: Db, moduleId: number) {
  const [row] = await db
    .select({ course_id: courseModules.course_id })
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.course_id))
    .where(and(eq(courseModules.id, moduleId), eq(courses.published, true)));
  return row?.course_id;
}

/**
 * A lesson: the course's first one is open to everyone (the preview); the others need an
 * enrolment. Opening a lesson while enrolled makes it the resume point.
 */
export async function readLesson(
  db: Db,
  lessonId: number,
  userId: number | null,
  language: Language,
  reading: Reading,
): Promise<Lesson> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
  const courseId = lesson ? await courseOfModule(db, lesson.module_id) : undefined;
  if (!lesson || courseId === undefined) throw notFound();
  const { structure, state } = await loadCourse(db, courseId, userId);
  const ids = structure.lessons.map((l) => l.id);
  const index = ids.indexOf(lesson.id);
  if (index > 0) {
    if (userId === null) throw needSignIn();
    if (!state?.enrolment) throw needEnrolment();
  }
  if (state?.enrolment) {
    await db
      .update(enrolments)
      .set({ last_lesson_id: lesson.id })
      .where(and(eq(enrolments.user_id, userId!), eq(enrolments.course_id, courseId)));
  }
  const { media, position: _p, ...rest } = lesson;
  const served = localized(rest, language);
  // The body is what is read: a lesson whose body is not translated says so, even with its title translated.
  const bodyMissing = language !== lesson.original_language && !lesson.translations[language]?.body;
  return {
    ...served,
    ...(bodyMissing ? { translated: false, language: lesson.original_language } : {}),
    course_id: courseId,
    media: media.map((item) => ({
      kind: item.kind,
      src: item.src,
      caption: textIn(item.caption, language),
      transcript: item.transcript ? textIn(item.transcript, language) : null,
      captions: item.captions ?? null,
    })),
    previous_lesson_id: ids[index - 1] ?? null,
    next_lesson_id: ids[index + 1] ?? null,
    completed: Boolean(state?.completed.has(lesson.id)),
    read_token:
      state?.enrolment && !state.completed.has(lesson.id)
        ? readToken(reading.secret, userId!, lesson.id, reading.now)
        : null,
  };
}

export async function enrolledCourseOf(db: Db, moduleId: number, userId: number) {
  const courseId = await courseOfModule(db, moduleId);
  if (courseId === undefined) throw notFound();
  const [enrolled] = await db
    .select({ one: sql`1` })
    .from(enrolments)
    .where(and(eq(enrolments.user_id, userId), eq(enrolments.course_id, courseId)));
  if (!enrolled) throw needEnrolment();
  return courseId;
}

/**
 * Marks a lesson done (once); any lesson of an enrolled course, in any order, but only with the
 * read token its page was given and the page's word on how it was read: a film or recording
 * played out is only believed of a lesson that has one (decision 253).
 */
export async function completeLesson(
  db: Db,
  lessonId: number,
  userId: number,
  completion: LessonCompletion,
  reading: Reading,
) {
  const [lesson] = await db
    .select({ module_id: lessons.module_id, media: lessons.media })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound();
  const courseId = await enrolledCourseOf(db, lesson.module_id, userId);
  const played = lesson.media.some((item) => item.kind === "audio" || item.kind === "video");
  if (
    !readTokenValid(reading.secret, completion.read_token, userId, lessonId, reading.now) ||
    (completion.evidence === "media_ended" && !played)
  ) {
    throw new HttpError(409, m.lessonNotRead);
  }
  await db.insert(lessonProgress).values({ user_id: userId, lesson_id: lessonId }).onConflictDoNothing();
  const structure = await courseStructure(db, courseId);
  const state = await learnerState(
    db,
    userId,
    courseId,
    structure.lessons.map((l) => l.id),
    structure.quizzes.map((q) => q.id),
  );
  return { completed: true, progress: progressOf(structure, state) };
}
