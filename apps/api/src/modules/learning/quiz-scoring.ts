import type { Language } from "@heritage/domain/languages";
import type { AnswerValue, QuizQuestion, ServedQuestion } from "@heritage/domain/learning";
import { messages } from "@heritage/domain/messages";
import { FieldErrors } from "../../lib/http-errors.ts";
import { textIn } from "./texts.ts";

const m = messages.learning;

/**
 * Typed answers compare without case, accents, apostrophe shapes or spacing: Kinyarwanda is
 * written with ’, ' or ` (n'umugabo, n’umugabo) and learners type on many keyboards.
 */
export function normaliseTyped(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[.!?,;:]+$/u, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/**
 * The right-hand items of a matching question, ordered by their text with ids made from that
 * order: nothing in what the browser gets links a right item to its left one.
 */
function rightItems(question: Extract<QuizQuestion, { kind: "match" }>, language: Language) {
  return question.pairs
    .map((pair) => ({ pair: pair.id, text: textIn(pair.right, language) }))
    .sort((a, b) => a.text.localeCompare(b.text) || a.pair.localeCompare(b.pair))
    .map((item, i) => ({ ...item, id: `r${i + 1}` }));
}

/**
 * The question as the learner sees it before answering; `order` puts the choices of a single or
 * multiple choice in the order of this attempt (quiz-order.ts).
 */
export function serveQuestion(
  question: QuizQuestion,
  language: Language,
  order: <T>(choices: T[], questionId: string) => T[] = (choices) => choices,
): ServedQuestion {
  const base = { id: question.id, kind: question.kind, prompt: textIn(question.prompt, language) };
  switch (question.kind) {
    case "single":
    case "multiple":
      return {
        ...base,
        options: order(question.options, question.id).map((o) => ({
          id: o.id,
          text: textIn(o.text, language),
        })),
      };
    case "match":
      return {
        ...base,
        left: question.pairs.map((p) => ({ id: p.id, text: textIn(p.left, language) })),
        right: rightItems(question, language).map(({ id, text }) => ({ id, text })),
      };
    case "typed":
      return base;
  }
}

const isStringArray = (value: AnswerValue): value is string[] => Array.isArray(value);
const isRecord = (value: AnswerValue): value is Record<string, string> =>
  typeof value === "object" && !Array.isArray(value);

/** Field errors (`answers.<question id>`) for answers that do not fit their question; none when all fit. */
export function answerShapeErrors(questions: QuizQuestion[], answers: Record<string, AnswerValue>) {
  const errors: Record<string, string[]> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[`answers.${id}`] = [m.unknownQuestion];
  for (const question of questions) {
    const answer = answers[question.id];
    const field = `answers.${question.id}`;
    if (answer === undefined || answer === "" || (isStringArray(answer) && answer.length === 0)) {
      errors[field] = [m.answerRequired];
      continue;
    }
    if (!fits(question, answer)) errors[field] = [m.answerShape];
  }
  return errors;
}

function fits(question: QuizQuestion, answer: AnswerValue): boolean {
  switch (question.kind) {
    case "single":
      return typeof answer === "string" && question.options.some((o) => o.id === answer);
    case "multiple": {
      if (!isStringArray(answer) || new Set(answer).size !== answer.length) return false;
      return answer.every((id) => question.options.some((o) => o.id === id));
    }
    case "match": {
      if (!isRecord(answer)) return false;
      const lefts = question.pairs.map((p) => p.id);
      const rights = new Set(question.pairs.map((_p, i) => `r${i + 1}`));
      const keys = Object.keys(answer);
      return keys.length === lefts.length && lefts.every((id) => rights.has(answer[id] ?? ""));
    }
    case "typed":
      return typeof answer === "string" && answer.trim().length > 0;
  }
}

/** Whether the answer is right, and the expected answer to show after the submission. */
export function check(question: QuizQuestion, answer: AnswerValue, language: Language) {
  switch (question.kind) {
    case "single":
      return { correct: answer === question.correct, expected: question.correct };
    case "multiple": {
      const given = new Set(answer as string[]);
      const correct = given.size === question.correct.length && question.correct.every((id) => given.has(id));
      return { correct, expected: question.correct };
    }
    case "match": {
      const rights = rightItems(question, language);
      const expected = Object.fromEntries(rights.map((r) => [r.pair, r.id]));
      const given = answer as Record<string, string>;
      return { correct: question.pairs.every((p) => given[p.id] === expected[p.id]), expected };
    }
    case "typed": {
      const typed = normaliseTyped(answer as string);
      const accepted = [...question.accepted, ...(question.accepted_in?.[language] ?? [])];
      const correct = accepted.some((variant) => normaliseTyped(variant) === typed);
      return { correct, expected: question.accepted[0] ?? "" };
    }
  }
}

/** Scores a whole submission, refusing it (400) when an answer does not fit its question. */
export function scoreQuiz(
  questions: QuizQuestion[],
  answers: Record<string, AnswerValue>,
  language: Language,
) {
  const errors = answerShapeErrors(questions, answers);
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  const results = questions.map((question) => ({
    id: question.id,
    ...check(question, answers[question.id]!, language),
    explanation: textIn(question.explanation, language),
  }));
  const right = results.filter((r) => r.correct).length;
  return { results, score: Math.round((right / Math.max(questions.length, 1)) * 100) };
}

/**
 * The course's rule for the answer key: shown once the learner has passed (now or before), or
 * once they have used the course's last attempt; a failed attempt with another to come never
 * gets it (decision 253).
 */
export function answersRevealed(attempt: {
  passed: boolean;
  passedBefore: boolean;
  attemptsLeft: number;
}): boolean {
  return attempt.passed || attempt.passedBefore || attempt.attemptsLeft <= 0;
}

type Scored = ReturnType<typeof scoreQuiz>["results"][number];

/** What a learner is told of each question: right or not, and the key only when revealed. */
export function resultsToSend(results: Scored[], revealed: boolean) {
  if (revealed) return results;
  return results.map(({ id, correct, explanation }) =>
    correct ? { id, correct, explanation } : { id, correct },
  );
}
