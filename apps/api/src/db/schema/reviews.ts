import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { users } from "./users.ts";

/**
 * A buyer's rating (1-5) and review of a product (decision 181): one per person and
 * product. Migration 0031's trigger keeps products.rating and review_count equal to the
 * published reviews' average and count, whoever writes here (routes, seed, a cascade).
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    body: text("body").notNull().default(""),
    /** The language the reviewer wrote in (their request's), shown beside the text. */
    language: text("language", { enum: ["rw", "en", "fr"] })
      .notNull()
      .default("en"),
    /** True when written by someone whose order line of the product was delivered. */
    verified_purchase: boolean("verified_purchase").notNull().default(false),
    status: text("status", { enum: ["published", "hidden"] })
      .notNull()
      .default("published"),
    /** A moderator's reason, shown to the author only; set exactly when hidden. */
    hidden_reason: text("hidden_reason"),
    hidden_at: timestamp("hidden_at", { withTimezone: true }),
    /** Kept by a trigger on product_review_votes. */
    helpful_count: integer("helpful_count").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_reviews_product_user_key").on(t.product_id, t.user_id),
    index("product_reviews_newest_idx").on(t.product_id, t.status, t.created_at, t.id),
    index("product_reviews_helpful_idx").on(t.product_id, t.status, t.helpful_count, t.created_at, t.id),
    index("product_reviews_status_created_idx").on(t.status, t.created_at, t.id),
    index("product_reviews_user_idx").on(t.user_id),
    check("product_reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("product_reviews_status_check", sql`${t.status} in ('published', 'hidden')`),
    check(
      "product_reviews_hidden_reason_check",
      sql`(${t.status} = 'hidden') = (${t.hidden_reason} is not null)`,
    ),
    check("product_reviews_language_check", sql`${t.language} in ('rw', 'en', 'fr')`),
    check("product_reviews_helpful_nonnegative", sql`${t.helpful_count} >= 0`),
  ],
);

/** "Helpful" marks: one per person and review (the primary key says so). */
export const productReviewVotes = pgTable(
  "product_review_votes",
  {
    review_id: integer("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "product_review_votes_pkey", columns: [t.review_id, t.user_id] }),
    index("product_review_votes_user_idx").on(t.user_id),
  ],
);
