import { z } from "zod";
import { cleanText, NO_NUL } from "./fields.ts";
import { LANGUAGES } from "./languages.ts";
import { COURSE_LEVELS, type QuizQuestion } from "./learning.ts";
import { LESSON_CAPTIONS_PATH } from "./lesson-media.ts";
import { messages } from "./messages.ts";

/**
 * What the admin portal's "Courses" section writes (decision 134). Every text is `{en, rw?, fr?}`:
 * English is the original (the plain columns), the others go to translations (decision 105);
 * a blank translation is no translation.
 */
const m = messages.learning;

const line = (max: number) =>
  z.preprocess(
    cleanText,
    z
      .string({ error: m.englishRequired })
      .max(max, m.textTooLong)
      .refine(NO_NUL, messages.common.nulCharacter),
  );
const optionalLine = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? undefined : cleanText(v)),
    z.string().max(max, m.textTooLong).refine(NO_NUL, messages.common.nulCharacter).optional(),
  );

/** A text in three languages: English required, blank Kinyarwanda or French dropped. */
export const textsInput = (max: number) =>
  z
    .object(
      {
        en: line(max).pipe(z.string().min(1, m.englishRequired)),
        rw: optionalLine(max),
        fr: optionalLine(max),
      },
      { error: m.englishRequired },
    )
    .transform(({ en, rw, fr }) => ({ en, ...(rw ? { rw } : {}), ...(fr ? { fr } : {}) }));

const version = z.number().int().min(1).optional();

/** What a course allows when its administrator has not said (the column's default, migration 0228). */
export const DEFAULT_QUIZ_ATTEMPTS = 3;

export const courseInputSchema = z.object({
  title: textsInput(200),
  description: textsInput(2_000),
  category: z.string({ error: m.categoryUnknown }).min(1, m.categoryUnknown).max(80, m.categoryUnknown),
  level: z.enum(COURSE_LEVELS, { error: m.levelInvalid }),
  teaching_language: z.enum(LANGUAGES, { error: m.languageInvalid }),
  duration: line(60).pipe(z.string().min(1, m.durationRequired)),
  instructor_name: line(120).pipe(z.string().min(1, m.instructorRequired)),
  /** An approved creator who teaches it (decision 136); the name stays, for when the profile is gone. */
  instructor_creator_id: z
    .number({ error: m.instructorCreatorInvalid })
    .int(m.instructorCreatorInvalid)
    .positive(m.instructorCreatorInvalid)
    .nullable()
    .optional(),
  image: z.string({ error: m.imageRequired }).min(1, m.imageRequired).max(500, m.imageRequired),
  thumbnail: z.string().max(500).optional(),
  price_rwf: z
    .number({ error: m.priceInvalid })
    .int(m.priceInvalid)
    .positive(m.priceInvalid)
    .max(10_000_000, m.priceInvalid)
    .nullable(),
  published: z.boolean(),
  /** Attempts at each quiz of the course (decision 253); left out, a new course gets 3 and an edit keeps its number. */
  quiz_attempts: z
    .number({ error: m.quizAttemptsInvalid })
    .int(m.quizAttemptsInvalid)
    .min(1, m.quizAttemptsInvalid)
    .max(20, m.quizAttemptsInvalid)
    .optional(),
  version,
});
export type CourseInput = z.infer<typeof courseInputSchema>;

export const moduleInputSchema = z.object({
  title: textsInput(200),
  summary: textsInput(1_000).optional(),
  version,
});
export type ModuleInput = z.infer<typeof moduleInputSchema>;

const mediaInput = z
  .object({
    kind: z.enum(["image", "audio", "video"], { error: m.mediaInvalid }),
    src: z.string({ error: m.mediaInvalid }).min(1, m.mediaInvalid).max(500, m.mediaInvalid),
    caption: textsInput(500),
    transcript: textsInput(20_000).optional(),
    /** A WebVTT file the server stored, played as the medium's <track> (decision 138). */
    captions: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.string({ error: m.captionsSrcInvalid }).regex(LESSON_CAPTIONS_PATH, m.captionsSrcInvalid).optional(),
    ),
  })
  // Sound and film are not there for someone who cannot hear them without a transcript.
  .refine((item) => item.kind === "image" || item.transcript !== undefined, {
    message: m.mediaInvalid,
    path: ["transcript"],
  });

/** A whole number from 1 to `max`; anything else gets the one `message`. */
const wholeFrom1 = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

export const lessonInputSchema = z.object({
  title: textsInput(200),
  body: textsInput(60_000),
  minutes: wholeFrom1(600, m.minutesInvalid),
  media: z.array(mediaInput).max(20, m.mediaInvalid).default([]),
  version,
});
export type LessonInput = z.infer<typeof lessonInputSchema>;

const questionId = z
  .string({ error: m.questionIdInvalid })
  .regex(/^[A-Za-z0-9-]{1,40}$/, m.questionIdInvalid);
const optionInput = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,20}$/, m.optionsInvalid),
  text: textsInput(300),
});
const options = z
  .array(optionInput, { error: m.optionsInvalid })
  .min(2, m.optionsInvalid)
  .max(10, m.optionsInvalid)
  .refine((list) => new Set(list.map((o) => o.id)).size === list.length, m.optionsInvalid);
const base = { id: questionId, prompt: textsInput(1_000), explanation: textsInput(2_000) };

const questionInput = z
  .discriminatedUnion(
    "kind",
    [
      z.object({
        ...base,
        kind: z.literal("single"),
        options,
        correct: z.string({ error: m.correctInvalid }),
      }),
      z.object({
        ...base,
        kind: z.literal("multiple"),
        options,
        correct: z.array(z.string(), { error: m.correctInvalid }).min(1, m.correctInvalid),
      }),
      z.object({
        ...base,
        kind: z.literal("match"),
        pairs: z
          .array(
            z.object({
              id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, m.pairsInvalid),
              left: textsInput(300),
              right: textsInput(300),
            }),
            { error: m.pairsInvalid },
          )
          .min(2, m.pairsInvalid)
          .max(10, m.pairsInvalid)
          .refine(
            (pairs) =>
              new Set(pairs.map((p) => p.id)).size === pairs.length &&
              new Set(pairs.map((p) => p.right.en)).size === pairs.length,
            m.pairsInvalid,
          ),
      }),
      z.object({
        ...base,
        kind: z.literal("typed"),
        accepted: z
          .array(line(300), { error: m.acceptedInvalid })
          .transform((list) => list.filter(Boolean))
          .pipe(z.array(z.string()).min(1, m.acceptedInvalid).max(20, m.acceptedInvalid)),
        accepted_in: z
          .partialRecord(
            z.enum(LANGUAGES),
            z
              .array(line(300))
              .max(20)
              .transform((list) => list.filter(Boolean)),
          )
          .optional(),
      }),
    ],
    { error: m.answerShape },
  )
  .superRefine((q, ctx) => {
    const ids = new Set("options" in q ? q.options.map((o) => o.id) : []);
    if (q.kind === "single" && !ids.has(q.correct))
      ctx.addIssue({ code: "custom", path: ["correct"], message: m.correctInvalid });
    if (
      q.kind === "multiple" &&
      (new Set(q.correct).size !== q.correct.length || !q.correct.every((id) => ids.has(id)))
    )
      ctx.addIssue({ code: "custom", path: ["correct"], message: m.correctInvalid });
  });

export const quizInputSchema = z.object({
  title: textsInput(200),
  pass_mark: wholeFrom1(100, m.passMarkInvalid),
  questions: z
    .array(questionInput, { error: m.questionsRequired })
    .min(1, m.questionsRequired)
    .max(50, m.questionsRequired)
    .refine((list) => new Set(list.map((q) => q.id)).size === list.length, m.questionIdInvalid),
  version,
});
export type QuizInput = z.infer<typeof quizInputSchema>;

export const lessonOrderSchema = z.object({
  lessons: z
    .array(z.number().int(), { error: m.orderInvalid })
    .min(1, m.orderInvalid)
    .max(200, m.orderInvalid),
});

/** The course's modules in their new order: every module of the course once (decision 137). */
export const moduleOrderSchema = z.object({
  modules: z
    .array(z.number().int(), { error: m.moduleOrderInvalid })
    .min(1, m.moduleOrderInvalid)
    .max(200, m.moduleOrderInvalid),
});

/** What the admin reads back: every language's texts, the answers, and each record's version. */
export type AdminTexts = { en: string; rw?: string; fr?: string };
export type AdminLesson = {
  id: number;
  title: AdminTexts;
  body: AdminTexts;
  minutes: number;
  media: LessonInput["media"];
  version: number;
};
export type AdminQuiz = {
  id: number;
  title: AdminTexts;
  pass_mark: number;
  questions: QuizQuestion[];
  version: number;
};
export type AdminModule = {
  id: number;
  title: AdminTexts;
  summary: AdminTexts;
  lessons: AdminLesson[];
  quizzes: AdminQuiz[];
  version: number;
};
export type AdminCourse = {
  id: number;
  slug: string | null;
  title: AdminTexts;
  description: AdminTexts;
  category: string;
  level: (typeof COURSE_LEVELS)[number];
  teaching_language: (typeof LANGUAGES)[number];
  duration: string;
  instructor_name: string;
  instructor_creator_id: number | null;
  image: string;
  thumbnail: string;
  price_rwf: number | null;
  published: boolean;
  quiz_attempts: number;
  version: number;
  modules: AdminModule[];
};
export type AdminCourseRow = Pick<
  AdminCourse,
  "id" | "level" | "teaching_language" | "published" | "version"
> & {
  title: string;
  lessons: number;
  enrolments: number;
  completions: number;
};

/** An approved creator the admin may name as a course's instructor. */
export type AdminInstructorChoice = { id: number; slug: string; display_name: string; community: string };
