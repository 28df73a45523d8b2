import { APPLICATION_STATUSES } from "@heritage/domain/community";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { creators } from "./community.ts";
import { orders } from "./orders.ts";
import { users } from "./users.ts";

/**
 * Makers who sell (decision 240). An approved creator asks to sell; an admin decides; an
 * approved request opens a `maker_shops` row, which is the server's seller role (a row, read on every
 * request, like `creators`): closing a shop takes effect at once.
 */

const ms = { withTimezone: true, precision: 3 } as const;
const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

export const sellerApplications = pgTable(
  "seller_applications",
  {
    id: serial("id").primaryKey(),
    creator_id: integer("creator_id")
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    shop_name: text("shop_name").notNull(),
    /** +2507XXXXXXXX: the MTN MoMo or Airtel Money wallet payouts go to. */
    payout_phone: text("payout_phone").notNull(),
    ships_from: text("ships_from").array().notNull(),
    /** Which text of the makers' terms was accepted (SELLER_TERMS_VERSION). */
    terms_version: integer("terms_version").notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    reason: text("reason"),
    decided_by: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decided_at: timestamp("decided_at", ms),
    created_at: timestamp("created_at", ms).notNull().defaultNow(),
  },
  (t) => [
    check("seller_applications_status_check", sql.raw(`"status" in (${inList(APPLICATION_STATUSES)})`)),
    check("seller_applications_phone_check", sql`${t.payout_phone} ~ '^\\+2507[2389][0-9]{7}$'`),
    check("seller_applications_ships_from_check", sql`cardinality(${t.ships_from}) between 1 and 30`),
    // One request waits at a time per maker; two quick submits cannot both pass.
    uniqueIndex("seller_applications_one_pending").on(t.creator_id).where(sql`${t.status} = 'pending'`),
    index("seller_applications_status_idx").on(t.status, t.created_at),
    index("seller_applications_creator_idx").on(t.creator_id, t.created_at),
  ],
);

export const makerShops = pgTable(
  "maker_shops",
  {
    creator_id: integer("creator_id")
      .primaryKey()
      .references(() => creators.id, { onDelete: "cascade" }),
    application_id: integer("application_id")
      .notNull()
      .references(() => sellerApplications.id, { onDelete: "restrict" }),
    shop_name: text("shop_name").notNull(),
    payout_phone: text("payout_phone").notNull(),
    ships_from: text("ships_from").array().notNull(),
    opened_at: timestamp("opened_at", ms).notNull().defaultNow(),
  },
  (t) => [check("maker_shops_phone_check", sql`${t.payout_phone} ~ '^\\+2507[2389][0-9]{7}$'`)],
);

export const SHIPMENT_STATES = ["waiting", "confirmed", "shipped", "delivered"] as const;

/**
 * One maker's part of an order (decision 242): written by the database when the order's first line of
 * that maker is inserted (migration 0227), moved by the maker.
 */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: serial("id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    seller_id: integer("seller_id")
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    status: text("status", { enum: SHIPMENT_STATES }).notNull().default("waiting"),
    /** The maker's note when shipping: a tracking number, the bus company, who carries it. */
    note: text("note"),
    confirmed_at: timestamp("confirmed_at", ms),
    shipped_at: timestamp("shipped_at", ms),
    delivered_at: timestamp("delivered_at", ms),
    created_at: timestamp("created_at", ms).notNull().defaultNow(),
  },
  (t) => [
    check("order_shipments_status_check", sql.raw(`"status" in (${inList(SHIPMENT_STATES)})`)),
    uniqueIndex("order_shipments_order_seller_key").on(t.order_id, t.seller_id),
    index("order_shipments_seller_idx").on(t.seller_id, t.created_at),
  ],
);
