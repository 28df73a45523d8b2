import { z } from "zod";
import { GALLERY_CATEGORIES, MUSEUM_CATEGORIES } from "./constants.ts";
import { COURSE_LEVELS, courseFilterSchema } from "./learning.ts";
import { pageQuerySchema } from "./paging.ts";
import { servedLanguageSchema } from "./record-translations.ts";

/**
 * Payloads of the read-only content API (/api/content/...): the repository, museums, heritage
 * and e-learning screens. The SPA reads these types; the routes serialise with these schemas.
 */

export const ARTWORK_CATEGORIES = GALLERY_CATEGORIES.filter((c) => c !== "All") as Exclude<
  (typeof GALLERY_CATEGORIES)[number],
  "All"
>[];
export type ArtworkCategory = (typeof ARTWORK_CATEGORIES)[number];
export const MUSEUM_KINDS = MUSEUM_CATEGORIES.filter((c) => c !== "All") as Exclude<
  (typeof MUSEUM_CATEGORIES)[number],
  "All"
>[];
export type MuseumCategory = (typeof MUSEUM_KINDS)[number];
export const EVENT_CATEGORIES = ["rebellion", "conflict", "politics"] as const;
export const EVENT_BADGES = ["Featured", "Popular", "New"] as const;

const searchTerm = z.string().max(200, "Search is too long.").optional();

export const searchQuerySchema = pageQuerySchema.extend({ search: searchTerm });

export const courseQuerySchema = pageQuerySchema.extend({
  search: searchTerm,
  /** A course category's slug. */
  category: z.string().max(120, "Unknown course category.").optional(),
  ordering: z.enum(["popular", "newest"], { error: "Unknown ordering." }).optional(),
  ...courseFilterSchema.shape,
});
export type CourseQuery = z.infer<typeof courseQuerySchema>;

const picture = { image: z.string(), thumbnail: z.string() };
/** The language of a record's texts as served, and whether it is the one asked for (decision 105). */
const served = servedLanguageSchema.shape;

export const historicalEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.string(),
  description: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  badge: z.enum(EVENT_BADGES),
  ...picture,
  ...served,
});
export type HistoricalEvent = z.infer<typeof historicalEventSchema>;

export const articleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Minutes. */
  read_time: z.number().int(),
  published_at: z.string(),
  ...picture,
  ...served,
});
export type Article = z.infer<typeof articleSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string(),
  ...served,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const courseCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  course_count: z.number().int(),
  ...picture,
  ...served,
});
export type CourseCategory = z.infer<typeof courseCategorySchema>;

export const courseSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  category_slug: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.string(),
  followers: z.number().int(),
  slug: z.string().nullable(),
  level: z.enum(COURSE_LEVELS),
  teaching_language: z.enum(["rw", "en", "fr"]),
  instructor_name: z.string(),
  is_free: z.boolean(),
  /** Courses with lessons are listed first; the catalogue's others are descriptions only so far. */
  lesson_count: z.number().int(),
  ...picture,
  ...served,
});
export type Course = z.infer<typeof courseSchema>;

export const instructorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  image: z.string(),
  ...served,
});
export type Instructor = z.infer<typeof instructorSchema>;

export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  ...served,
});
export type Partner = z.infer<typeof partnerSchema>;
