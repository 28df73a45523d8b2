import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
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
  },
  (t) => [
    check("courses_followers_nonnegative", sql`${t.followers} >= 0`),
    index("courses_category_idx").on(t.category_id, t.id),
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
