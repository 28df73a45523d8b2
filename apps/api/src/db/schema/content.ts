import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { translatedTextOf, trgm } from "./content-columns.ts";
import { originalLanguageCheck, translatable, trigramIndex } from "./translations.ts";

/**
 * The platform's own editorial content (decision 119; the e-learning tables are in learning.ts),
 * kept in the database and served read-only. The heritage records themselves (artworks, museums,
 * books, figures) are repository items (collections.ts, decisions 123 and 125). Pictures are /media/
 * URLs of locally generated images: `image` is the full size, `thumbnail` the small one for cards.
 */

export const historicalEvents = pgTable(
  "historical_events",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    period: text("period").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: ["rebellion", "conflict", "politics"] }).notNull(),
    badge: text("badge", { enum: ["Featured", "Popular", "New"] }).notNull(),
    image: text("image").notNull(),
    thumbnail: text("thumbnail").notNull(),
    ...translatable(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("historical_events_category_check", sql`${t.category} in ('rebellion', 'conflict', 'politics')`),
    check("historical_events_badge_check", sql`${t.badge} in ('Featured', 'Popular', 'New')`),
    originalLanguageCheck("historical_events"),
  ],
);

export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    read_time: integer("read_time").notNull(),
    image: text("image").notNull(),
    thumbnail: text("thumbnail").notNull(),
    ...translatable(),
    translated_text: translatedTextOf(["title", "description"]),
    published_at: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("articles_read_time_positive", sql`${t.read_time} > 0`),
    index("articles_published_idx").on(t.published_at, t.id),
    trgm("articles_title_trgm_idx", t.title),
    trigramIndex("articles_translated_text_trgm_idx", t.translated_text),
    originalLanguageCheck("articles"),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    image: text("image").notNull(),
    ...translatable(),
    position: integer("position").notNull().default(0),
  },
  () => [originalLanguageCheck("testimonials")],
);

export const partners = pgTable(
  "partners",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    ...translatable(),
    translated_text: translatedTextOf(["description"]),
    position: integer("position").notNull().default(0),
  },
  () => [originalLanguageCheck("partners")],
);
