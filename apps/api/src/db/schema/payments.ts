import { sql } from "drizzle-orm";
import {
  bigint,
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
import { orders } from "./orders.ts";
import { users } from "./users.ts";

/**
 * One request to pay an order by mobile money (decision 121). `reference` is ours (a UUID) and the
 * provider's idempotency key. The status moves awaiting → paid / failed / expired once, by one
 * conditional update; every move is written to payment_events.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["mtn", "airtel"] }).notNull(),
    /** Made by the in-process simulator: never real money. */
    simulated: boolean("simulated").notNull(),
    reference: text("reference").notNull(),
    /** The payer's number as 2507XXXXXXXX. */
    phone: text("phone").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["awaiting", "paid", "failed", "expired"] })
      .notNull()
      .default("awaiting"),
    failure_reason: text("failure_reason"),
    /**
     * Why an admin must look: amount_mismatch, amount_unreadable (the provider's success named no
     * amount we could read), paid_after_cancel (money to give back, decision 210).
     */
    flag: text("flag"),
    provider_transaction_id: text("provider_transaction_id"),
    requested_at: timestamp("requested_at", { withTimezone: true }).notNull(),
    /** Still awaiting after this, the reconciliation asks once more and then expires it. */
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    settled_at: timestamp("settled_at", { withTimezone: true }),
    /** The last status query; polls share one query every few seconds. */
    last_checked_at: timestamp("last_checked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_reference_key").on(t.reference),
    index("payments_order_idx").on(t.order_id, t.id),
    /** One open payment per order: a second request while one is awaiting is refused. */
    uniqueIndex("payments_one_awaiting_per_order").on(t.order_id).where(sql`${t.status} = 'awaiting'`),
    index("payments_awaiting_idx").on(t.expires_at).where(sql`${t.status} = 'awaiting'`),
    /** The reconciliation's second look at the last day's expired payments (decision 210). */
    index("payments_expired_idx").on(t.settled_at).where(sql`${t.status} = 'expired'`),
    check("payments_status_check", sql`${t.status} in ('awaiting', 'paid', 'failed', 'expired')`),
    check("payments_provider_check", sql`${t.provider} in ('mtn', 'airtel')`),
    check("payments_amount_positive", sql`${t.amount} > 0`),
    check(
      "payments_flag_check",
      sql`${t.flag} is null or ${t.flag} in ('amount_mismatch', 'amount_unreadable', 'paid_after_cancel')`,
    ),
  ],
);

/** The audit of payments: every state change and flag, what caused it, who (an admin) and when. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    payment_id: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    from_status: text("from_status"),
    to_status: text("to_status").notNull(),
    /** request, callback, poll, reconciliation, admin. */
    source: text("source").notNull(),
    actor_user_id: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_payment_idx").on(t.payment_id, t.id)],
);
