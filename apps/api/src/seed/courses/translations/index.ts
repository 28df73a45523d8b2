import type { QuizQuestion, Texts } from "@heritage/domain/learning";
import type { CourseDefinition } from "../../../modules/learning/course-writer.ts";
import { FR_IMIGONGO } from "./fr-imigongo.ts";
import { FR_KINYARWANDA } from "./fr-kinyarwanda.ts";
import { FR_MUSIC } from "./fr-music.ts";
import { FR_QUIZZES } from "./fr-quizzes.ts";
import { RW_IMIGONGO } from "./rw-imigongo.ts";
import { RW_KINYARWANDA } from "./rw-kinyarwanda.ts";
import { RW_MUSIC } from "./rw-music.ts";
import { RW_QUIZZES } from "./rw-quizzes.ts";
import type { CourseTranslation, QuestionTranslation, QuizTranslations } from "./types.ts";

type Other = "rw" | "fr";

/** Course slug → its lessons in each other language. */
export const LESSON_TRANSLATIONS: Record<string, Record<Other, CourseTranslation>> = {
  "kinyarwanda-for-beginners": { rw: RW_KINYARWANDA, fr: FR_KINYARWANDA },
  "imigongo-history-and-technique": { rw: RW_IMIGONGO, fr: FR_IMIGONGO },
  "music-and-dance-intore-inanga-ingoma": { rw: RW_MUSIC, fr: FR_MUSIC },
};
export const QUIZ_TRANSLATIONS: Record<Other, QuizTranslations> = { rw: RW_QUIZZES, fr: FR_QUIZZES };

const with_ = (text: Texts, language: Other, translated: string | undefined): Texts => ({
  ...text,
  [language]: translated ?? text[language] ?? text.en,
});

/** One question with its texts in one more language; words that are Kinyarwanda stay as written. */
export function translateQuestion(
  question: QuizQuestion,
  language: Other,
  texts: QuestionTranslation | undefined,
): QuizQuestion {
  if (!texts) return question;
  const base = {
    ...question,
    prompt: with_(question.prompt, language, texts.prompt),
    explanation: with_(question.explanation, language, texts.explanation),
  };
  switch (base.kind) {
    case "single":
    case "multiple":
      return {
        ...base,
        options: base.options.map((o, i) => ({ ...o, text: with_(o.text, language, texts.options?.[i]) })),
      } as QuizQuestion;
    case "match":
      return {
        ...base,
        pairs: base.pairs.map((p) => ({
          ...p,
          left: with_(p.left, language, texts.pairs?.[p.id]?.left),
          right: with_(p.right, language, texts.pairs?.[p.id]?.right),
        })),
      };
    case "typed":
      return texts.accepted
        ? { ...base, accepted_in: { ...base.accepted_in, [language]: texts.accepted } }
        : base;
  }
}

/** The course as seeded: its lessons and quizzes carrying the Kinyarwanda and French texts (decision 133). */
export function withTranslations(course: CourseDefinition): CourseDefinition {
  const lessonTexts = LESSON_TRANSLATIONS[course.slug];
  return {
    ...course,
    modules: course.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => {
        const body = { ...lesson.body };
        for (const language of ["rw", "fr"] as const) {
          const text = lessonTexts?.[language].lessons[lesson.title.en];
          if (text) body[language] = text;
        }
        return { ...lesson, body };
      }),
      quizzes: module.quizzes.map((quiz) => ({
        ...quiz,
        questions: quiz.questions.map((question) =>
          (["rw", "fr"] as const).reduce(
            (q, language) =>
              translateQuestion(q, language, QUIZ_TRANSLATIONS[language][quiz.title.en]?.[q.id]),
            question,
          ),
        ),
      })),
    })),
  };
}
