import type { QuizQuestion } from "@heritage/domain/learning";
import type { AdminQuiz, QuizInput } from "@heritage/domain/learning-admin";
import { type TextsValue, textsInput, textsValue, typedWholeNumber } from "./form-kit.tsx";

export type QuestionKind = QuizQuestion["kind"];
export type OptionValue = { id: string; text: TextsValue; right: boolean };
export type PairValue = { id: string; left: TextsValue; right: TextsValue };
/** A question as the editor holds it: every kind's parts, so switching kinds loses nothing typed. */
export type QuestionValue = {
  id: string;
  kind: QuestionKind;
  prompt: TextsValue;
  explanation: TextsValue;
  options: OptionValue[];
  pairs: PairValue[];
  /** Accepted typed answers, one a line: in every language, and per reader's language. */
  accepted: string;
  accepted_in: TextsValue;
};
export type QuizValues = { title: TextsValue; pass_mark: string; questions: QuestionValue[] };

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** An id not yet used in `taken`: `prefix` and the next free number (the server's id rules allow it). */
export function freshId(prefix: string, taken: readonly string[]): string {
  let n = taken.length + 1;
  while (taken.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

export const blankOption = (taken: readonly string[]): OptionValue => ({
  id: freshId("o", taken),
  text: textsValue(),
  right: false,
});
export const blankPair = (taken: readonly string[]): PairValue => ({
  id: freshId("p", taken),
  left: textsValue(),
  right: textsValue(),
});

export function blankQuestion(taken: readonly string[]): QuestionValue {
  const a = blankOption([]);
  return {
    id: freshId("q", taken),
    kind: "single",
    prompt: textsValue(),
    explanation: textsValue(),
    options: [a, blankOption([a.id])],
    pairs: [blankPair([]), blankPair(["p1"])],
    accepted: "",
    accepted_in: textsValue(),
  };
}

function questionValue(q: QuizQuestion): QuestionValue {
  const value = { ...blankQuestion([]), id: q.id, kind: q.kind };
  value.prompt = textsValue(q.prompt);
  value.explanation = textsValue(q.explanation);
  if (q.kind === "single" || q.kind === "multiple") {
    const right = new Set(q.kind === "single" ? [q.correct] : q.correct);
    value.options = q.options.map((o) => ({ id: o.id, text: textsValue(o.text), right: right.has(o.id) }));
  }
  if (q.kind === "match")
    value.pairs = q.pairs.map((p) => ({ id: p.id, left: textsValue(p.left), right: textsValue(p.right) }));
  if (q.kind === "typed") {
    value.accepted = q.accepted.join("\n");
    value.accepted_in = {
      en: (q.accepted_in?.en ?? []).join("\n"),
      rw: (q.accepted_in?.rw ?? []).join("\n"),
      fr: (q.accepted_in?.fr ?? []).join("\n"),
    };
  }
  return value;
}

export const quizValues = (quiz?: AdminQuiz): QuizValues => ({
  title: textsValue(quiz?.title),
  pass_mark: String(quiz?.pass_mark ?? 70),
  questions: quiz ? quiz.questions.map(questionValue) : [blankQuestion([])],
});

function questionInput(q: QuestionValue): QuizInput["questions"][number] {
  const base = { id: q.id, prompt: textsInput(q.prompt), explanation: textsInput(q.explanation) };
  const options = q.options.map((o) => ({ id: o.id, text: textsInput(o.text) }));
  const right = q.options.filter((o) => o.right).map((o) => o.id);
  switch (q.kind) {
    case "single":
      return { ...base, kind: "single", options, correct: right[0] ?? "" };
    case "multiple":
      return { ...base, kind: "multiple", options, correct: right };
    case "match":
      return {
        ...base,
        kind: "match",
        pairs: q.pairs.map((p) => ({ id: p.id, left: textsInput(p.left), right: textsInput(p.right) })),
      };
    case "typed": {
      const perLanguage = Object.fromEntries(
        (["en", "rw", "fr"] as const)
          .map((language) => [language, lines(q.accepted_in[language])] as const)
          .filter(([, list]) => list.length > 0),
      );
      return {
        ...base,
        kind: "typed",
        accepted: lines(q.accepted),
        ...(Object.keys(perLanguage).length > 0 ? { accepted_in: perLanguage } : {}),
      };
    }
  }
}

export function quizInput(values: QuizValues, version?: number): QuizInput {
  return {
    title: textsInput(values.title),
    pass_mark: typedWholeNumber(values.pass_mark),
    questions: values.questions.map(questionInput),
    ...(version ? { version } : {}),
  };
}

/** The paths of server messages the quiz form shows at a field; others go to the form's alert. */
export const quizShows = (path: string) =>
  /^title\.(en|rw|fr)$/.test(path) ||
  path === "pass_mark" ||
  /^questions\.\d+\.(prompt|explanation)\.(en|rw|fr)$/.test(path) ||
  /^questions\.\d+\.(options|pairs|correct|accepted)$/.test(path) ||
  /^questions\.\d+\.options\.\d+\.text\.(en|rw|fr)$/.test(path) ||
  /^questions\.\d+\.pairs\.\d+\.(left|right)\.(en|rw|fr)$/.test(path);
