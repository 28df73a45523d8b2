import { z } from "zod";
import { NO_NUL } from "./fields.ts";
import { messages } from "./messages.ts";
import { pageQuery, pageQuerySchema, paginatedSchema } from "./paging.ts";

/**
 * Ratings and reviews from buyers (decision 181): a shopper whose order line of a
 * product was delivered rates it 1-5 with an optional text, once, and may edit it for
 * REVIEW_EDIT_DAYS; others mark it helpful; admins hide it with a reason the author sees.
 */
const m = messages.reviews;

export const REVIEW_MAX_LENGTH = 2_000;
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Control and invisible characters, except the line breaks and tabs a paragraph may hold. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const hasControl = (value: string) => INVISIBLE.test(value.replace(/[\n\t]/g, ""));
/** Something a browser would read as a tag (<b>, </p>, <!-- -->, <img ...>); "3 < 5" is fine. */
const HTML_TAG = /<\s*\/?\s*[a-z!][^>]*>/i;

const reviewText = (max: number, tooLong: string) =>
  z.preprocess(
    (value) =>
      value === null || value === undefined
        ? ""
        : typeof value === "string"
          ? value.replace(/\r\n?/g, "\n").trim().normalize("NFC")
          : value,
    z
      .string()
      .max(max, tooLong)
      .refine(NO_NUL, { message: messages.common.nulCharacter, abort: true })
      .refine((value) => !hasControl(value), { message: m.controlCharacters, abort: true })
      .refine((value) => !HTML_TAG.test(value), m.noHtml),
  );

export const reviewInputSchema = z.object({
  rating: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ error: m.ratingRequired })
      .int(m.ratingRequired)
      .min(1, m.ratingRequired)
      .max(5, m.ratingRequired),
  ),
  body: reviewText(REVIEW_MAX_LENGTH, m.bodyTooLong).default(""),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewQuerySchema = pageQuery(50).extend({
  sort: z.enum(REVIEW_SORTS, { error: m.sortInvalid }).default("newest"),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  /** The language the reviewer wrote in. */
  language: z.enum(["rw", "en", "fr"]),
  author: z.string(),
  verified_purchase: z.boolean(),
  helpful_count: z.number().int(),
  /** Whether the signed-in reader already marked it helpful (false for visitors). */
  marked_helpful: z.boolean(),
  edited: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageSchema = paginatedSchema(reviewSchema);

/** GET /api/market/products/{id}/reviews/mine/: what the signed-in shopper may do. */
export const myReviewSchema = z.object({
  /** A delivered order line of the product is theirs. */
  eligible: z.boolean(),
  review: reviewSchema
    .extend({
      status: z.enum(["published", "hidden"]),
      /** The moderator's reason, shown to the author only. */
      hidden_reason: z.string().nullable(),
    })
    .nullable(),
  /** Until when the review can be edited (null before it is written, or once hidden). */
  editable_until: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const helpfulSchema = z.object({ helpful_count: z.number().int(), marked_helpful: z.boolean() });

export const REVIEW_STATUSES = ["published", "hidden"] as const;
export const adminReviewQuerySchema = pageQuerySchema.pick({ page: true }).extend({
  status: z.enum(REVIEW_STATUSES).optional(),
});
export const adminReviewSchema = reviewSchema.omit({ marked_helpful: true }).extend({
  product_name: z.string(),
  status: z.enum(REVIEW_STATUSES),
  hidden_reason: z.string().nullable(),
  hidden_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const hideReviewSchema = z.object({
  reason: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().normalize("NFC") : value),
    z
      .string({ error: m.reasonRequired })
      .min(3, m.reasonRequired)
      .max(500, m.reasonTooLong)
      .refine(NO_NUL, { message: messages.common.nulCharacter, abort: true })
      .refine((value) => !hasControl(value), { message: m.controlCharacters, abort: true })
      .refine((value) => !HTML_TAG.test(value), m.noHtml),
  ),
});
