import { LANGUAGES } from "@heritage/domain/languages";
import { COURSE_LEVELS } from "@heritage/domain/learning";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { creators } from "./community.ts";
import { createdAt, translatedTextOf, trgm } from "./content-columns.ts";
import { originalLanguageCheck, translatable, trigramIndex } from "./translations.ts";

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
    /** Paid courses are out of scope (issue 17): a priced course says 'coming soon' and cannot be enrolled. */
    price_rwf: integer("price_rwf"),
    /** Raised on every change by a trigger (decision 075): admin writes name the version they loaded. */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("courses_slug_key").on(t.slug),
    check("courses_level_check", sql.raw(`"level" in ('beginner', 'intermediate', 'advanced')`)),
    check("courses_teaching_language_check", sql.raw(`"teaching_language" in ('rw', 'en', 'fr')`)),
    check("courses_price_positive", sql`${t.price_rwf} is null or ${t.price_rwf} > 0`),
    check("courses_followers_nonnegative", sql`${t.followers} >= 0`),
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
