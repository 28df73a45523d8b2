import type { Language } from "@heritage/domain/languages";
import type { AnswerValue, Quiz, QuizResult } from "@heritage/domain/learning";
import { messages } from "@heritage/domain/messages";
import { and, count, eq, max, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { courseModules, courses, enrolments, quizAttempts, quizzes } from "../../db/schema/courses.ts";
import { localized } from "../../lib/content-language.ts";
import { HttpError, notFound } from "../../lib/http-errors.ts";
import { enrolledCourseOf } from "./learning-service.ts";
import { choiceOrder } from "./quiz-order.ts";
import { answersRevealed, resultsToSend, scoreQuiz, serveQuestion } from "./quiz-scoring.ts";

const m = messages.learning;

async function attemptsSummary(db: DbOrTx, userId: number, quizId: number) {
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

/** The quiz with the number of attempts its course allows (decision 253). */
async function quizWithAllowance(db: Db, quizId: number) {
  const [row] = await db
    .select({ quiz: quizzes, attempts_allowed: courses.quiz_attempts })
    .from(quizzes)
    .innerJoin(courseModules, eq(courseModules.id, quizzes.module_id))
    .innerJoin(courses, eq(courses.id, courseModules.course_id))
    .where(eq(quizzes.id, quizId));
  if (!row) throw notFound();
  return row;
}

/**
 * A quiz's questions without their answers (enrolled learners only), the choices in this
 * attempt's order: the next attempt shows them in another (quiz-order.ts).
 */
export async function readQuiz(db: Db, quizId: number, userId: number, language: Language): Promise<Quiz> {
  const { quiz, attempts_allowed } = await quizWithAllowance(db, quizId);
  const courseId = await enrolledCourseOf(db, quiz.module_id, userId);
  const { questions, position: _p, ...rest } = quiz;
  // The questions are what is read: any of them without this language gets the 'Not yet translated' note.
  const questionsMissing = language !== quiz.original_language && questions.some((q) => !q.prompt[language]);
  const summary = await attemptsSummary(db, userId, quizId);
  const order = <T>(choices: T[], questionId: string) =>
    choiceOrder(choices, { userId, quizId, questionId }, summary.attempts);
  return {
    ...localized(rest, language),
    ...(questionsMissing ? { translated: false, language: quiz.original_language } : {}),
    course_id: courseId,
    questions: questions.map((q) => serveQuestion(q, language, order)),
    ...summary,
    attempts_allowed,
  };
}

/**
 * Scores a submission on the server, keeps the attempt, and says what was right and why. The
 * course's attempts are counted under a lock on the learner's enrolment, so attempts sent at once
 * cannot pass the limit; once it is reached the answer is 409 (decision 253).
 */
export async function submitQuiz(
  db: Db,
  quizId: number,
  userId: number,
  answers: Record<string, AnswerValue>,
  language: Language,
): Promise<QuizResult> {
  const { quiz, attempts_allowed } = await quizWithAllowance(db, quizId);
  const courseId = await enrolledCourseOf(db, quiz.module_id, userId);
  const { results, score } = scoreQuiz(quiz.questions, answers, language);
  const passed = score >= quiz.pass_mark;
  const summary = await db.transaction(async (tx) => {
    await tx
      .select({ user_id: enrolments.user_id })
      .from(enrolments)
      .where(and(eq(enrolments.user_id, userId), eq(enrolments.course_id, courseId)))
      .for("update");
    const before = await attemptsSummary(tx, userId, quizId);
    if (before.attempts >= attempts_allowed) throw new HttpError(409, m.noAttemptsLeft);
    await tx.insert(quizAttempts).values({ user_id: userId, quiz_id: quizId, score, passed, answers });
    // Counted after the insert: `passed` here includes this attempt, which is what the rule asks.
    return attemptsSummary(tx, userId, quizId);
  });
  const revealed = answersRevealed({
    passed,
    passedBefore: summary.passed,
    attemptsLeft: attempts_allowed - summary.attempts,
  });
  return {
    score,
    passed,
    pass_mark: quiz.pass_mark,
    best_score: summary.best_score ?? score,
    attempts: summary.attempts,
    attempts_allowed,
    answers_revealed: revealed,
    results: resultsToSend(results, revealed),
  };
}
