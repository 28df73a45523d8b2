import type { Language } from "@heritage/domain/languages";
import type { AnswerValue, Lesson, MyCourse, Quiz, QuizResult } from "@heritage/domain/learning";
import { messages } from "@heritage/domain/messages";
import { and, count, desc, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  certificates,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  lessons,
  quizAttempts,
  quizzes,
} from "../../db/schema/courses.ts";
import { localized } from "../../lib/content-language.ts";
import { HttpError, notFound } from "../../lib/http-errors.ts";
import { buildOutline, progressOf } from "./course-outline.ts";
import { courseStructure, findPublishedCourse, learnerState } from "./learning-repository.ts";
import { answersRevealed, resultsToSend, scoreQuiz, serveQuestion } from "./quiz-scoring.ts";
import { textIn } from "./texts.ts";

const m = messages.learning;
const needSignIn = () => new HttpError(401, messages.auth.notAuthenticated);
const needEnrolment = () => new HttpError(403, m.notEnrolled);

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
  };
}

async function enrolledCourseOf(db: Db, moduleId: number, userId: number) {
  const courseId = await courseOfModule(db, moduleId);
  if (courseId === undefined) throw notFound();
  const [enrolled] = await db
    .select({ one: sql`1` })
    .from(enrolments)
    .where(and(eq(enrolments.user_id, userId), eq(enrolments.course_id, courseId)));
  if (!enrolled) throw needEnrolment();
  return courseId;
}

/** Marks a lesson done (once); any lesson of an enrolled course, in any order. */
export async function completeLesson(db: Db, lessonId: number, userId: number) {
  const [lesson] = await db
    .select({ module_id: lessons.module_id })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound();
  const courseId = await enrolledCourseOf(db, lesson.module_id, userId);
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

async function attemptsSummary(db: Db, userId: number, quizId: number) {
  const [row] = await db
    .select({
      attempts: count(),
      best: max(quizAttempts.score),
      passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.user_id, userId), eq(quizAttempts.quiz_id, quizId)));
  return { attempts: row?.attempts ?? 0, best_score: row?.best ?? null, passed: Boolean(row?.passed) };
}

/** A quiz's questions without their answers (enrolled learners only). */
export async function readQuiz(db: Db, quizId: number, userId: number, language: Language): Promise<Quiz> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) throw notFound();
  const courseId = await enrolledCourseOf(db, quiz.module_id, userId);
  const { questions, position: _p, ...rest } = quiz;
  // The questions are what is read: any of them without this language gets the 'Not yet translated' note.
  const questionsMissing = language !== quiz.original_language && questions.some((q) => !q.prompt[language]);
  return {
    ...localized(rest, language),
    ...(questionsMissing ? { translated: false, language: quiz.original_language } : {}),
    course_id: courseId,
    questions: questions.map((q) => serveQuestion(q, language)),
    ...(await attemptsSummary(db, userId, quizId)),
  };
}

/** Scores a submission on the server, keeps the attempt, and says what was right and why. */
export async function submitQuiz(
  db: Db,
  quizId: number,
  userId: number,
  answers: Record<string, AnswerValue>,
  language: Language,
): Promise<QuizResult> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) throw notFound();
  await enrolledCourseOf(db, quiz.module_id, userId);
  const { results, score } = scoreQuiz(quiz.questions, answers, language);
  const passed = score >= quiz.pass_mark;
  await db.insert(quizAttempts).values({ user_id: userId, quiz_id: quizId, score, passed, answers });
  // Counted after the insert: `passed` here includes this attempt, which is what the rule asks.
  const summary = await attemptsSummary(db, userId, quizId);
  const revealed = answersRevealed({ passed, passedBefore: summary.passed });
  return {
    score,
    passed,
    pass_mark: quiz.pass_mark,
    best_score: summary.best_score ?? score,
    attempts: summary.attempts,
    answers_revealed: revealed,
    results: resultsToSend(results, revealed),
  };
}
