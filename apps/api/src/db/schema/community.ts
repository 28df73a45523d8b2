import { APPLICATION_STATUSES, PROMPT_ANSWERS, REVIEW_STATES } from "@heritage/domain/community";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { items } from "./collections.ts";
import { users } from "./users.ts";

/**
 * Creators and their contributions (decisions 160 and 161). A person applies; an admin
 * decides; an approved person gets a `creators` row (the server's creator role: a row, not a
 * token claim, so revoking it takes effect at once). Items they draft are ordinary repository
 * items (unpublished) with a `creator_items` row holding the review state; every change of an
 * item, by creator or admin, leaves an `item_history` row.
 */

const ms = { withTimezone: true, precision: 3 } as const;
const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

export const creatorApplications = pgTable(
  "creator_applications",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    display_name: text("display_name").notNull(),
    community: text("community").notNull(),
    practice: text("practice").notNull(),
    statement: text("statement").notNull(),
    links: text("links").array().notNull().default(sql`'{}'`),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    /** Why it was declined, shown to the applicant. */
    reason: text("reason"),
    decided_by: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decided_at: timestamp("decided_at", ms),
    created_at: timestamp("created_at", ms).notNull().defaultNow(),
  },
  (t) => [
    check("creator_applications_status_check", sql.raw(`"status" in (${inList(APPLICATION_STATUSES)})`)),
    // One application waits at a time per person; two quick submits cannot both pass.
    uniqueIndex("creator_applications_one_pending").on(t.user_id).where(sql`${t.status} = 'pending'`),
    index("creator_applications_status_idx").on(t.status, t.created_at),
    index("creator_applications_user_idx").on(t.user_id, t.created_at),
  ],
);

export const creators = pgTable(
  "creators",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    display_name: text("display_name").notNull(),
    community: text("community").notNull(),
    practice: text("practice").notNull(),
    statement: text("statement").notNull(),
    links: text("links").array().notNull().default(sql`'{}'`),
    created_at: timestamp("created_at", ms).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("creators_user_key").on(t.user_id),
    uniqueIndex("creators_slug_key").on(t.slug),
    check("creators_slug_check", sql.raw(`"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("slug") <= 120`)),
  ],
);

export const creatorItems = pgTable(
  "creator_items",
  {
    item_id: integer("item_id")
      .primaryKey()
      .references(() => items.id, { onDelete: "cascade" }),
    creator_id: integer("creator_id")
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    review: text("review", { enum: REVIEW_STATES }).notNull().default("draft"),
    /** The admin's comment when the item was returned; shown to the creator. */
    review_comment: text("review_comment"),
    submitted_at: timestamp("submitted_at", ms),
  },
  (t) => [
    check("creator_items_review_check", sql.raw(`"review" in (${inList(REVIEW_STATES)})`)),
    index("creator_items_creator_idx").on(t.creator_id),
    index("creator_items_review_idx").on(t.review, t.submitted_at),
  ],
);

export interface HistoryChange {
  /** The fields that changed (`dc.title`, `community`, `published`, …). */
  changed: string[];
}

export const itemHistory = pgTable(
  "item_history",
  {
    id: serial("id").primaryKey(),
    item_id: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    actor_id: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** created, updated, submitted, returned, published, unpublished, deleted. */
    action: text("action").notNull(),
    changes: jsonb("changes").$type<HistoryChange>().notNull().default({ changed: [] }),
    comment: text("comment"),
    created_at: timestamp("created_at", ms).notNull().defaultNow(),
  },
  (t) => [index("item_history_item_idx").on(t.item_id, t.created_at)],
);

/**
 * The "Join as Creator" question on /resources: answered once per account, so it is not
 * asked again on another device (decision 166). The device keeps its own answer for visitors.
 */
export const creatorPromptAnswers = pgTable(
  "creator_prompt_answers",
  {
    user_id: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    answer: text("answer", { enum: PROMPT_ANSWERS }).notNull(),
    answered_at: timestamp("answered_at", ms).notNull().defaultNow(),
  },
  () => [check("creator_prompt_answers_answer_check", sql.raw(`"answer" in (${inList(PROMPT_ANSWERS)})`))],
);
