import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * 'Forgot password?' (decision 172): one row per link sent. Only the SHA-256 of the token
 * is kept, so a copy of the database cannot reset anybody's password; a link works once (used_at)
 * and until expires_at.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.user_id, t.created_at)],
);

/**
 * Emails written while no SMTP server is configured (the embedded default, decision 172): the admin
 * portal's Outbox reads them, and so do the tests. With SMTP_HOST set, nothing is written here.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    language: text("language").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.created_at)],
);

/** A shopper's saved delivery addresses; at most one is the default, which checkout prefills. */
export const userAddresses = pgTable(
  "user_addresses",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    contact_phone: text("contact_phone").notNull(),
    delivery_address: text("delivery_address").notNull(),
    delivery_country: text("delivery_country").notNull().default("RW"),
    delivery_district: text("delivery_district"),
    is_default: boolean("is_default").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_addresses_user_idx").on(t.user_id),
    uniqueIndex("user_addresses_one_default").on(t.user_id).where(sql`${t.is_default}`),
    check("user_addresses_country_check", sql`${t.delivery_country} ~ '^[A-Z]{2}$'`),
  ],
);
