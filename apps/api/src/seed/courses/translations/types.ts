/**
 * A seeded course's lessons and quizzes in one more language (decision 133). Lessons are keyed by
 * their English title, quizzes by their English title and each question by its id, so a test can
 * tell when a translation names something the course no longer has.
 */
export interface CourseTranslation {
  /** English lesson title → the lesson's Markdown body in this language. */
  lessons: Record<string, string>;
}

export interface QuestionTranslation {
  prompt: string;
  explanation: string;
  /** In the order of the English options; left out when the options are Kinyarwanda words or numbers. */
  options?: string[];
  /** Pair id → the sides that read differently in this language (Kinyarwanda words stay as they are). */
  pairs?: Record<string, { left?: string; right?: string }>;
  /** Typed answers: more variants accepted from readers in this language, beside the common ones. */
  accepted?: string[];
}

/** English quiz title → question id → its texts in this language. */
export type QuizTranslations = Record<string, Record<string, QuestionTranslation>>;
