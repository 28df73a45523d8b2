import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { originalLanguageCheck, translatable } from "./translations.ts";
import { recordVersion, timestamps } from "./users.ts";

/**
 * Promo codes the admin manages (decision 170). Uses are not counted here: they are the
 * orders that carry the code and were not cancelled, counted under this row's lock at placing.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: serial("id").primaryKey(),
    /** Stored in upper case; unique whatever the case it was typed in. */
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** A percentage (1 to 90) or whole francs. */
    value: integer("value").notNull(),
    first_order_only: boolean("first_order_only").notNull().default(false),
    min_total: integer("min_total"),
    starts_at: timestamp("starts_at", { withTimezone: true }),
    ends_at: timestamp("ends_at", { withTimezone: true }),
    max_uses: integer("max_uses"),
    max_uses_per_shopper: integer("max_uses_per_shopper"),
    advertised: boolean("advertised").notNull().default(false),
    is_active: boolean("is_active").notNull().default(true),
    ...recordVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("promo_codes_code_upper_key").on(sql`upper(${t.code})`),
    check("promo_codes_kind_check", sql`${t.kind} in ('percent', 'fixed')`),
    check("promo_codes_value_check", sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 90)`),
  ],
);

/**
 * Delivery zones (decision 171): a fee, free above a threshold, the days it takes, and
 * the districts of Rwanda it serves, or abroad. A district belongs to one active zone at most.
 */
export const deliveryZones = pgTable(
  "delivery_zones",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    ...translatable(),
    fee: integer("fee").notNull(),
    free_above: integer("free_above"),
    days_min: integer("days_min").notNull(),
    days_max: integer("days_max").notNull(),
    districts: text("districts").array().notNull().default(sql`'{}'::text[]`),
    abroad: boolean("abroad").notNull().default(false),
    is_active: boolean("is_active").notNull().default(true),
    ...recordVersion,
    ...timestamps,
  },
  (t) => [
    check("delivery_zones_fee_check", sql`${t.fee} >= 0`),
    check("delivery_zones_days_check", sql`${t.days_min} >= 0 and ${t.days_max} >= ${t.days_min}`),
    originalLanguageCheck("delivery_zones"),
  ],
);
