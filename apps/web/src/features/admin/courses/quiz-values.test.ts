import type { QuizQuestion } from "@heritage/domain/learning";
import { quizInputSchema } from "@heritage/domain/learning-admin";
import { describe, expect, it } from "vitest";
import { blankQuestion, freshId, quizInput, quizShows, quizValues } from "./quiz-values.ts";

const t = (en: string, rw?: string) => ({ en, ...(rw ? { rw } : {}) });
const QUESTIONS: QuizQuestion[] = [
  {
    id: "morning",
    kind: "single",
    prompt: t("Good morning?", "Mwaramutse?"),
    explanation: t("Said before noon."),
    options: [
      { id: "a", text: t("Mwiriwe") },
      { id: "b", text: t("Mwaramutse") },
    ],
    correct: "b",
  },
  {
    id: "any",
    kind: "multiple",
    prompt: t("Afternoon greetings?"),
    explanation: t("Both."),
    options: [
      { id: "a", text: t("Muraho") },
      { id: "b", text: t("Mwiriwe") },
      { id: "c", text: t("Mwaramutse") },
    ],
    correct: ["a", "b"],
  },
  {
    id: "pairs",
    kind: "match",
    prompt: t("Match them"),
    explanation: t("So."),
    pairs: [
      { id: "yego", left: t("Yego"), right: t("Yes") },
      { id: "oya", left: t("Oya"), right: t("No") },
    ],
  },
  {
    id: "with",
    kind: "typed",
    prompt: t("And a man?"),
    explanation: t("Contraction."),
    accepted: ["n’umugabo", "na umugabo"],
    accepted_in: { fr: ["et un homme"] },
  },
];
const quiz = { id: 1, title: t("Quiz", "Isuzuma"), pass_mark: 70, questions: QUESTIONS, version: 4 };

describe("the quiz form's values", () => {
  it("give back every kind of question as the API stores it, with the version", () => {
    const input = quizInput(quizValues(quiz), 4);
    expect(input).toEqual({ title: quiz.title, pass_mark: 70, questions: QUESTIONS, version: 4 });
    expect(quizInputSchema.safeParse(input).success).toBe(true);
  });

  it("send one accepted answer a line, blank lines and blank languages dropped", () => {
    const values = quizValues(quiz);
    values.questions[3]!.accepted = " n’umugabo \n\n na umugabo\n";
    values.questions[3]!.accepted_in = { en: "", rw: "n'umugabo", fr: "" };
    const typed = quizInput(values).questions[3];
    expect(typed).toMatchObject({
      accepted: ["n’umugabo", "na umugabo"],
      accepted_in: { rw: ["n'umugabo"] },
    });
  });

  it("keep a question's parts of other kinds while its kind changes", () => {
    const values = quizValues(quiz);
    values.questions[0]!.kind = "multiple";
    expect(quizInput(values).questions[0]).toMatchObject({ kind: "multiple", correct: ["b"] });
    values.questions[0]!.kind = "single";
    expect(quizInput(values).questions[0]).toMatchObject({ kind: "single", correct: "b" });
  });

  it("give new parts ids not used yet, and send a typed pass mark that is not a number as typed", () => {
    expect(freshId("q", ["q1", "q3"])).toBe("q4");
    expect(freshId("o", ["o3", "o4"])).toBe("o5");
    expect(blankQuestion(["q1"]).id).toBe("q2");
    const values = quizValues(quiz);
    values.pass_mark = "seventy";
    expect(quizInput(values).pass_mark).toBe("seventy");
    expect(quizInputSchema.safeParse(quizInput(values)).success).toBe(false);
  });

  it("show the server's messages at question fields, and leave others to the form's alert", () => {
    expect(quizShows("questions.2.correct")).toBe(true);
    expect(quizShows("questions.0.options.1.text.rw")).toBe(true);
    expect(quizShows("questions.1.pairs.0.right.fr")).toBe(true);
    expect(quizShows("questions.0.id")).toBe(false);
    expect(quizShows("questions")).toBe(false);
  });
});
