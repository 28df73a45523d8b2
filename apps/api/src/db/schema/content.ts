import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, translatedTextOf, trgm } from "./content-columns.ts";
import { originalLanguageCheck, translatable, trigramIndex } from "./translations.ts";

/**
 * Public repository content (the e-learning tables are in learning.ts) (product §3 "sample entities"), kept in the database
 * and served read-only. Pictures are /media/ URLs of locally generated images: `image` is the
 * full size, `thumbnail` the small one for cards.
 */

export const artworks = pgTable(
  "artworks",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    category: text("category", {
      enum: ["Traditional Dance", "Handicrafts", "Landscapes", "Historical Art", "Festivals"],
    }).notNull(),
    artist: text("artist").notNull(),
    year: integer("year").notNull(),
    description: text("description").notNull(),
    medium: text("medium").notNull(),
    origin: text("origin").notNull(),
    rights: text("rights").notNull(),
    image: text("image").notNull(),
    thumbnail: text("thumbnail").notNull(),
    is_featured: boolean("is_featured").notNull().default(false),
    ...translatable(),
    translated_text: translatedTextOf(["title", "description", "medium"]),
    created_at: createdAt,
  },
  (t) => [
    check(
      "artworks_category_check",
      sql`${t.category} in ('Traditional Dance', 'Handicrafts', 'Landscapes', 'Historical Art', 'Festivals')`,
    ),
    index("artworks_category_idx").on(t.category, t.id),
    index("artworks_created_idx").on(t.created_at, t.id),
    trgm("artworks_title_trgm_idx", t.title),
    trgm("artworks_artist_trgm_idx", t.artist),
    trgm("artworks_description_trgm_idx", t.description),
    trigramIndex("artworks_translated_text_trgm_idx", t.translated_text),
    originalLanguageCheck("artworks"),
  ],
);

export const museums = pgTable(
  "museums",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    location: text("location").notNull(),
    description: text("description").notNull(),
    long_description: text("long_description").notNull(),
    category: text("category", { enum: ["Historical", "Cultural", "History", "Memorial", "Art"] }).notNull(),
    hours: text("hours").notNull().default("9:00 AM - 5:00 PM"),
    image: text("image").notNull(),
    thumbnail: text("thumbnail").notNull(),
    ...translatable(),
    translated_text: translatedTextOf(["name", "location", "description"]),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check(
      "museums_category_check",
      sql`${t.category} in ('Historical', 'Cultural', 'History', 'Memorial', 'Art')`,
    ),
    uniqueIndex("museums_slug_key").on(t.slug),
    index("museums_category_idx").on(t.category, t.position),
    trgm("museums_name_trgm_idx", t.name),
    trgm("museums_location_trgm_idx", t.location),
    trgm("museums_description_trgm_idx", t.description),
    trigramIndex("museums_translated_text_trgm_idx", t.translated_text),
    originalLanguageCheck("museums"),
  ],
);

const museumId = () =>
  integer("museum_id")
    .notNull()
    .references(() => museums.id, { onDelete: "cascade" });

export const museumArtifacts = pgTable(
  "museum_artifacts",
  {
    id: serial("id").primaryKey(),
    museum_id: museumId(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** Also decides the museum tab: 'Cultural Heritage' and 'Natural History' have their own. */
    category: text("category").notNull(),
    historical_period: text("historical_period").notNull(),
    image: text("image").notNull(),
    thumbnail: text("thumbnail").notNull(),
    ...translatable(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("museum_artifacts_museum_idx").on(t.museum_id, t.position),
    originalLanguageCheck("museum_artifacts"),
  ],
);

export const museumGalleryImages = pgTable(
  "museum_gallery_images",
  {
    id: serial("id").primaryKey(),
    museum_id: museumId(),
    caption: text("caption").notNull(),
    image: text("image").notNull(),
    thumbnail: text("thumbnail").notNull(),
    ...translatable(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("museum_gallery_images_museum_idx").on(t.museum_id, t.position),
    originalLanguageCheck("museum_gallery_images"),
  ],
);

export const virtualExhibitions = pgTable(
  "virtual_exhibitions",
  {
    id: serial("id").primaryKey(),
    museum_id: museumId(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    type: text("type", { enum: ["tour", "experience", "exhibition"] }).notNull(),
    duration: text("duration").notNull(),
    featured: boolean("featured").notNull().default(false),
    ...translatable(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("virtual_exhibitions_type_check", sql`${t.type} in ('tour', 'experience', 'exhibition')`),
    index("virtual_exhibitions_museum_idx").on(t.museum_id, t.position),
    originalLanguageCheck("virtual_exhibitions"),
  ],
);

/** Real people of Rwanda's history, shown beside a museum ('You may also like these'). */
export const historicalFigures = pgTable(
  "historical_figures",
  {
    id: serial("id").primaryKey(),
    museum_id: integer("museum_id").references(() => museums.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    era: text("era").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    ...translatable(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("historical_figures_museum_idx").on(t.museum_id, t.position),
    originalLanguageCheck("historical_figures"),
  ],
);

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

/** Showcase books; price in whole Rwandan francs like every other amount. */
export const books = pgTable(
  "books",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    author: text("author").notNull(),
    price: integer("price").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1 }).notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    thumbnail: text("thumbnail").notNull(),
    is_new: boolean("is_new").notNull().default(false),
    ...translatable(),
    translated_text: translatedTextOf(["title", "description"]),
    created_at: createdAt,
  },
  (t) => [
    check("books_price_positive", sql`${t.price} > 0`),
    check("books_rating_range", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    trgm("books_title_trgm_idx", t.title),
    trgm("books_author_trgm_idx", t.author),
    trigramIndex("books_translated_text_trgm_idx", t.translated_text),
    originalLanguageCheck("books"),
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
