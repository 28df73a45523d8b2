import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    password_hash: text("password_hash").notNull(),
    first_name: text("first_name").notNull().default(""),
    last_name: text("last_name").notNull().default(""),
    type: text("type", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    avatar: text("avatar"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_type_idx").on(t.type),
    check("users_type_check", sql`${t.type} in ('user', 'admin')`),
  ],
);

/** Refresh tokens are stored as SHA-256 hashes; a family ties every rotation of one sign-in together. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    family: uuid("family").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.family), index("refresh_tokens_user_idx").on(t.user_id)],
);

/** Failed sign-ins per account and client address: the lockout of SPEC §4, shared by every API process. */
export const loginFailures = pgTable(
  "login_failures",
  {
    account: text("account").notNull(),
    address: text("address").notNull(),
    failures: integer("failures").notNull().default(0),
    /** Attempts claimed whose password check has not finished yet (decision 002). */
    pending: integer("pending").notNull().default(0),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] })],
);

/** Fixed-window request counters per (bucket, client address), for the login and register throttles. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  window_start: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull().default(0),
});

export { timestamps };
