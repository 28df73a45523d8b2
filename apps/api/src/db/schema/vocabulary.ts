import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { originalLanguageCheck, translatable } from "./translations.ts";
import { users } from "./users.ts";

/** A deck of Kinyarwanda words. Its title and description follow decision 105. */
export const vocabDecks = pgTable(
  "vocab_decks",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    ...translatable(),
  },
  (t) => [uniqueIndex("vocab_decks_slug_key").on(t.slug), originalLanguageCheck("vocab_decks")],
);

export const vocabWords = pgTable(
  "vocab_words",
  {
    id: serial("id").primaryKey(),
    deck_id: integer("deck_id")
      .notNull()
      .references(() => vocabDecks.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    theme: text("theme").notNull(),
    word: text("word").notNull(),
    meaning_en: text("meaning_en").notNull(),
    meaning_fr: text("meaning_fr").notNull(),
    example_rw: text("example_rw").notNull().default(""),
    example_en: text("example_en").notNull().default(""),
    example_fr: text("example_fr").notNull().default(""),
    /** A recording when one exists; none are faked (decision 133). */
    audio: text("audio"),
  },
  (t) => [uniqueIndex("vocab_words_position_key").on(t.deck_id, t.position)],
);

/** One learner's FSRS memory state of one word (ts-fsrs Card fields); due cards are read by `due`. */
export const vocabCards = pgTable(
  "vocab_cards",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    word_id: integer("word_id")
      .notNull()
      .references(() => vocabWords.id, { onDelete: "cascade" }),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: real("stability").notNull(),
    difficulty: real("difficulty").notNull(),
    elapsed_days: integer("elapsed_days").notNull(),
    scheduled_days: integer("scheduled_days").notNull(),
    learning_steps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    state: integer("state").notNull(),
    last_review: timestamp("last_review", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.word_id] }), index("vocab_cards_due_idx").on(t.user_id, t.due)],
);

/** The days a learner reviewed (their UTC date), for the streak. */
export const vocabReviewDays = pgTable(
  "vocab_review_days",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    reviews: integer("reviews").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.day] }),
    check("vocab_review_days_positive", sql`${t.reviews} >= 0`),
  ],
);
