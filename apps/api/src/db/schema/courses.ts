import type { LessonMedia, QuizQuestion } from "@heritage/domain/learning";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { courses } from "./learning.ts";
import { originalLanguageCheck, translatable } from "./translations.ts";
import { users } from "./users.ts";

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A course's modules in order; each ends with its quizzes (issue 17). */
export const courseModules = pgTable(
  "course_modules",
  {
    id: serial("id").primaryKey(),
    course_id: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    ...translatable(),
    /** Raised on every change by a trigger (decision 075): admin writes name the version they loaded. */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("course_modules_position_key").on(t.course_id, t.position),
    originalLanguageCheck("course_modules"),
  ],
);

/** A lesson: a Markdown body (rendered without raw HTML), and media each with a caption or transcript. */
export const lessons = pgTable(
  "lessons",
  {
    id: serial("id").primaryKey(),
    module_id: integer("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Captions and transcripts carry their own three languages (decision 130). */
    media: jsonb("media").$type<LessonMedia[]>().notNull().default([]),
    minutes: integer("minutes").notNull().default(5),
    ...translatable(),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("lessons_position_key").on(t.module_id, t.position), originalLanguageCheck("lessons")],
);

/** A module's quiz; its questions (answers included) never leave the server before a submission. */
export const quizzes = pgTable(
  "quizzes",
  {
    id: serial("id").primaryKey(),
    module_id: integer("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    title: text("title").notNull(),
    /** The share of points needed to pass, in percent. */
    pass_mark: integer("pass_mark").notNull().default(70),
    questions: jsonb("questions").$type<QuizQuestion[]>().notNull(),
    ...translatable(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("quizzes_module_idx").on(t.module_id),
    check("quizzes_pass_mark_range", sql`${t.pass_mark} between 1 and 100`),
    originalLanguageCheck("quizzes"),
  ],
);

export const enrolments = pgTable(
  "enrolments",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    course_id: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The resume point: the lesson last opened. */
    last_lesson_id: integer("last_lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    created_at: at("created_at"),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.course_id] }), index("enrolments_course_idx").on(t.course_id)],
);

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lesson_id: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    completed_at: at("completed_at"),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.lesson_id] })],
);

export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quiz_id: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    answers: jsonb("answers").notNull(),
    created_at: at("created_at"),
  },
  (t) => [
    index("quiz_attempts_user_quiz_idx").on(t.user_id, t.quiz_id),
    check("quiz_attempts_score_range", sql`${t.score} between 0 and 100`),
  ],
);

/** One per person and course (the primary key makes concurrent issues one); `code` is public. */
export const certificates = pgTable(
  "certificates",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    course_id: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    /** As printed: later name changes do not rewrite an issued certificate. */
    full_name: text("full_name").notNull(),
    course_title: text("course_title").notNull(),
    issued_at: at("issued_at"),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.course_id] }), uniqueIndex("certificates_code_key").on(t.code)],
);
