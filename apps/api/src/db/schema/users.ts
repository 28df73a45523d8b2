import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export interface EndedSession {
  /** The refresh family, carried as `sid` in its access tokens. */
  sid: string;
  /** Epoch milliseconds after which no access token of it can still be valid. */
  until: number;
}

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Optimistic concurrency (decision 075): a trigger raises it on every change of what an admin
 * edits, whoever writes; a form's save names the version it was loaded at and fails if it moved.
 */
const recordVersion = { version: integer("version").notNull().default(1) };

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
    /**
     * Written into every access token and checked on every request (plugins/auth.ts): raising it
     * ends every access token already handed out for the account (decision 092).
     */
    token_version: integer("token_version").notNull().default(0),
    /**
     * Sign-ins (refresh families) logged out in the last ACCESS_TOKEN_SECONDS: their access tokens
     * are refused although the account's version did not change (decision 092). Pruned at logout.
     */
    ended_sessions: jsonb("ended_sessions").$type<EndedSession[]>().notNull().default([]),
    /** The language the person chose (rw, en or fr), so that it follows them to another device. */
    language: text("language", { enum: ["rw", "en", "fr"] }),
    ...recordVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_type_idx").on(t.type),
    // New shoppers per week on the admin dashboard.
    index("users_shoppers_created_idx").on(t.created_at).where(sql`${t.type} = 'user'`),
    check("users_type_check", sql`${t.type} in ('user', 'admin')`),
    check("users_language_check", sql`${t.language} in ('rw', 'en', 'fr')`),
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

/** Failed sign-ins per account and client address: the lockout of product §4, shared by every API process. */
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

/**
 * Failed sign-ins per account from addresses it never signed in from, all addresses together: the
 * account-wide backoff of decision 091, beside the per-address lock above.
 */
export const loginAccountBackoff = pgTable("login_account_backoff", {
  account: text("account").primaryKey(),
  failures: integer("failures").notNull().default(0),
  /** Attempts claimed whose password check has not finished yet. */
  pending: integer("pending").notNull().default(0),
  /** No attempt from an unknown address before this. */
  next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses each account signed in from: they are spared the account-wide backoff (decision 091). */
export const knownSignInAddresses = pgTable(
  "known_sign_in_addresses",
  {
    account: text("account").notNull(),
    address: text("address").notNull(),
    last_success_at: timestamp("last_success_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] })],
);

/** Fixed-window request counters per (bucket, client address), for the login and register throttles. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  window_start: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull().default(0),
});

export { recordVersion, timestamps };
