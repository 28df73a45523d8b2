import { z } from "zod";
import { LANGUAGES } from "./languages.ts";
import { messages } from "./messages.ts";
import { servedLanguageSchema } from "./record-translations.ts";

const m = messages.learning;

export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** A text written in English with optional Kinyarwanda and French (nested records, decision 130). */
export type Texts = { en: string; rw?: string; fr?: string };

export interface LessonMedia {
  kind: "image" | "audio" | "video";
  src: string;
  /** Every medium says what it shows or says: a caption, and for sound or film a transcript. */
  caption: Texts;
  transcript?: Texts;
  /** A WebVTT caption file under /media/lessons/ (decision 138), for the player's <track>. */
  captions?: string;
}

interface QuestionBase {
  id: string;
  prompt: Texts;
  explanation: Texts;
}
export type QuizQuestion =
  | (QuestionBase & { kind: "single"; options: { id: string; text: Texts }[]; correct: string })
  | (QuestionBase & { kind: "multiple"; options: { id: string; text: Texts }[]; correct: string[] })
  | (QuestionBase & { kind: "match"; pairs: { id: string; left: Texts; right: Texts }[] })
  /**
   * Typed: any accepted variant counts, compared without case, accents or apostrophe differences;
   * `accepted_in` adds variants for readers of one language (a French reader may type "les Intore").
   */
  | (QuestionBase & {
      kind: "typed";
      accepted: string[];
      accepted_in?: Partial<Record<"en" | "rw" | "fr", string[]>>;
    });

const choice = z.object({ id: z.string(), text: z.string() });

/** A question as the learner sees it before answering: no answer in it. */
export const servedQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(["single", "multiple", "match", "typed"]),
  prompt: z.string(),
  options: z.array(choice).optional(),
  /** Matching: the left items, and the right items in an order unrelated to the pairs. */
  left: z.array(choice).optional(),
  right: z.array(choice).optional(),
});
export type ServedQuestion = z.infer<typeof servedQuestionSchema>;

export const quizSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  module_id: z.number().int(),
  title: z.string(),
  pass_mark: z.number().int(),
  questions: z.array(servedQuestionSchema),
  best_score: z.number().int().nullable(),
  passed: z.boolean(),
  /** Attempts used, and how many the course allows (decision 253): once used up, no more are taken. */
  attempts: z.number().int(),
  attempts_allowed: z.number().int(),
  ...servedLanguageSchema.shape,
});
export type Quiz = z.infer<typeof quizSchema>;

const answerValue = z.union([
  z.string().max(300, m.answerTooLong),
  z.array(z.string().max(40)).max(20),
  z.record(z.string().max(40), z.string().max(40)),
]);
export type AnswerValue = z.infer<typeof answerValue>;

export const quizSubmissionSchema = z.object({
  answers: z
    .record(z.string().max(40), answerValue, { error: m.answersRequired })
    .refine((answers) => Object.keys(answers).length <= 50, m.answersRequired),
});
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const questionResultSchema = z.object({
  id: z.string(),
  correct: z.boolean(),
  /**
   * Why the answer is right. Authors often name the answer in it, so a wrong answer gets it only
   * once the answers are revealed (see `expected`); a right one always.
   */
  explanation: z.string().optional(),
  /**
   * The right choice(s), pairs or the first accepted text: only once the learner has passed the
   * quiz (this attempt or an earlier one) or used the last attempt the course allows. Sent with a
   * failed attempt that has another to come, it would be an answer key for the next one.
   */
  expected: answerValue.optional(),
});
export const quizResultSchema = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  pass_mark: z.number().int(),
  best_score: z.number().int(),
  attempts: z.number().int(),
  attempts_allowed: z.number().int(),
  /** Whether `expected` (and every explanation) came with the results. */
  answers_revealed: z.boolean(),
  results: z.array(questionResultSchema),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const courseFilterSchema = z.object({
  level: z.enum(COURSE_LEVELS, { error: m.levelInvalid }).optional(),
  language: z.enum(LANGUAGES, { error: m.languageInvalid }).optional(),
});

const mediaSchema = z.object({
  kind: z.enum(["image", "audio", "video"]),
  src: z.string(),
  caption: z.string(),
  transcript: z.string().nullable(),
  captions: z.string().nullable(),
});

export const lessonSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  module_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  media: z.array(mediaSchema),
  minutes: z.number().int(),
  previous_lesson_id: z.number().int().nullable(),
  next_lesson_id: z.number().int().nullable(),
  completed: z.boolean(),
  /**
   * For an enrolled learner, what the done mark must carry back: the server's signed note that this
   * learner was given this lesson (decision 253). Null for a visitor or a lesson already done.
   */
  read_token: z.string().nullable(),
  ...servedLanguageSchema.shape,
});
export type Lesson = z.infer<typeof lessonSchema>;

/** How the page knows the lesson was read: its end scrolled into view, or its recording or film played out. */
export const LESSON_EVIDENCE = ["end_reached", "media_ended"] as const;
export const lessonCompletionSchema = z.object({
  read_token: z.string({ error: m.lessonNotRead }).min(1, m.lessonNotRead).max(200, m.lessonNotRead),
  evidence: z.enum(LESSON_EVIDENCE, { error: m.lessonNotRead }),
});
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;

const outlineLesson = z.object({
  id: z.number().int(),
  title: z.string(),
  minutes: z.number().int(),
  completed: z.boolean(),
});
const outlineQuiz = z.object({ id: z.number().int(), title: z.string(), passed: z.boolean() });
const outlineModule = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  lessons: z.array(outlineLesson),
  quizzes: z.array(outlineQuiz),
  /** Done items (lessons done + quizzes passed) of all, for this learner. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
});

export const courseOutlineSchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  category_slug: z.string(),
  level: z.enum(COURSE_LEVELS),
  teaching_language: z.enum(LANGUAGES),
  duration: z.string(),
  instructor_name: z.string(),
  /** The instructor's maker page (/makers/{slug}) when a creator teaches it, else null. */
  instructor_slug: z.string().nullable(),
  image: z.string(),
  is_free: z.boolean(),
  price_rwf: z.number().int().nullable(),
  first_lesson_id: z.number().int().nullable(),
  modules: z.array(outlineModule),
  enrolment: z
    .object({
      enrolled_at: z.string(),
      resume_lesson_id: z.number().int().nullable(),
      progress: z.object({ done: z.number().int(), total: z.number().int() }),
      completed: z.boolean(),
      certificate_code: z.string().nullable(),
    })
    .nullable(),
  ...servedLanguageSchema.shape,
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

/** A learner's course in "My courses": how far they are and where they pick up. */
export const myCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  enrolment: courseOutlineSchema.shape.enrolment.unwrap(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

export const certificateSchema = z.object({
  code: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  full_name: z.string(),
  issued_at: z.string(),
  verification_url: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateVerificationSchema = z.object({
  valid: z.literal(true),
  code: z.string(),
  full_name: z.string(),
  course_title: z.string(),
  issued_at: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
