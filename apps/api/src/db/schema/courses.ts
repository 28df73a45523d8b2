import { LANGUAGES } from "@heritage/domain/languages";
import { COURSE_LEVELS, type LessonMedia, type QuizQuestion } from "@heritage/domain/learning";
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
import { creators } from "./community.ts";
import { createdAt, translatedTextOf, trgm } from "./content-columns.ts";
import { originalLanguageCheck, translatable, trigramIndex } from "./translations.ts";
import { users } from "./users.ts";

/** E-learning content (course categories, courses, instructors), served read-only like the repository. */
export const courseCategories = pgTable(
  "course_categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    thumbnail: text("thumbnail").notNull(),
    ...translatable(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("course_categories_slug_key").on(t.slug), originalLanguageCheck("course_categories")],
);

export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    category_id: integer("category_id")
      .notNull()
      .references(() => courseCategories.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    duration: text("duration").notNull(),
    followers: integer("followers").notNull().default(0),
    image: text("image").notNull(),
    thumbnail: text("thumbnail").notNull(),
    ...translatable(),
    translated_text: translatedTextOf(["title", "description"]),
    created_at: createdAt,
    /** A stable name for links and the seed (null for the catalogue's older courses). */
    slug: text("slug"),
    level: text("level", { enum: COURSE_LEVELS }).notNull().default("beginner"),
    /** The language the lessons are taught in (the texts themselves come in all three, decision 105). */
    teaching_language: text("teaching_language", { enum: LANGUAGES }).notNull().default("en"),
    /** The instructor's name; kept when a creator teaches it, so the course outlives the profile. */
    instructor_name: text("instructor_name").notNull().default(""),
    /** An approved creator who teaches the course (decision 136): the course page links to their page. */
    instructor_creator_id: integer("instructor_creator_id").references(() => creators.id, {
      onDelete: "set null",
    }),
    published: boolean("published").notNull().default(true),
    /** Paid courses are out of scope: a priced course says 'coming soon' and cannot be enrolled. */
    price_rwf: integer("price_rwf"),
    /** How many attempts a learner has at each of the course's quizzes (decision 253). */
    quiz_attempts: integer("quiz_attempts").notNull().default(3),
    /** Raised on every change by a trigger (decision 075): admin writes name the version they loaded. */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("courses_slug_key").on(t.slug),
    check("courses_level_check", sql.raw(`"level" in ('beginner', 'intermediate', 'advanced')`)),
    check("courses_teaching_language_check", sql.raw(`"teaching_language" in ('rw', 'en', 'fr')`)),
    check("courses_price_positive", sql`${t.price_rwf} is null or ${t.price_rwf} > 0`),
    check("courses_followers_nonnegative", sql`${t.followers} >= 0`),
    check("courses_quiz_attempts_range", sql`${t.quiz_attempts} between 1 and 20`),
    index("courses_category_idx").on(t.category_id, t.id),
    index("courses_instructor_creator_idx").on(t.instructor_creator_id),
    index("courses_followers_idx").on(t.followers, t.id),
    index("courses_created_idx").on(t.created_at, t.id),
    trgm("courses_title_trgm_idx", t.title),
    trgm("courses_description_trgm_idx", t.description),
    trigramIndex("courses_translated_text_trgm_idx", t.translated_text),
    originalLanguageCheck("courses"),
  ],
);

export const instructors = pgTable(
  "instructors",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    image: text("image").notNull(),
    ...translatable(),
    translated_text: translatedTextOf(["role"]),
    position: integer("position").notNull().default(0),
  },
  () => [originalLanguageCheck("instructors")],
);

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A course's modules in order; each ends with its quizzes. */
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
