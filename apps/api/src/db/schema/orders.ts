import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { creators } from "./community.ts";
import { deliveryZones, promoCodes } from "./shop-offers.ts";
import { users } from "./users.ts";

/** Feeds the readable order number (DHP-2026-000123); gaps after a refused order are harmless. */
export const orderNumbers = pgSequence("order_numbers", { startWith: 1 });

/**
 * A placed order. Money is whole Rwandan francs. The user link is dropped when the account is
 * deleted (the shop keeps the order); `customer_name` is the snapshot that stays.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    customer_name: text("customer_name").notNull(),
    status: text("status", { enum: ["pending", "confirmed", "shipped", "delivered", "cancelled"] })
      .notNull()
      .default("pending"),
    /** A sum of lines, so a bigint: 30 pieces at the highest price already pass 2^31 francs. */
    total: bigint("total", { mode: "number" }).notNull(),
    /** Total = subtotal − discount + delivery_fee, computed by the server at placing. */
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    discount: bigint("discount", { mode: "number" }).notNull().default(0),
    delivery_fee: bigint("delivery_fee", { mode: "number" }).notNull().default(0),
    /** The code as applied (kept if the code is deleted); the link counts uses (decision 170). */
    promo_code_id: integer("promo_code_id").references(() => promoCodes.id, { onDelete: "restrict" }),
    promo_code: text("promo_code"),
    delivery_zone_id: integer("delivery_zone_id").references(() => deliveryZones.id, {
      onDelete: "restrict",
    }),
    delivery_zone: text("delivery_zone"),
    delivery_district: text("delivery_district"),
    delivery_country: text("delivery_country").notNull().default("RW"),
    delivery_days_min: integer("delivery_days_min"),
    delivery_days_max: integer("delivery_days_max"),
    contact_phone: text("contact_phone").notNull(),
    delivery_address: text("delivery_address").notNull(),
    /** The client address that placed it: what one address may hold unpaid is capped (decision 070). */
    client_address: text("client_address"),
    /** A pending order still holding stock after this moment is cancelled by the expiry job. */
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** payment_failed: its mobile-money payment failed (decision 121). */
    cancel_reason: text("cancel_reason", { enum: ["shopper", "admin", "expired", "payment_failed"] }),
    /** whatsapp: paid outside the platform (decision 010); mobile_money: by a provider (decision 120). */
    payment_method: text("payment_method", { enum: ["whatsapp", "mobile_money"] })
      .notNull()
      .default("whatsapp"),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    shipped_at: timestamp("shipped_at", { withTimezone: true }),
    delivered_at: timestamp("delivered_at", { withTimezone: true }),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.number),
    index("orders_user_created_idx").on(t.user_id, t.created_at, t.id),
    index("orders_status_created_idx").on(t.status, t.created_at, t.id),
    index("orders_created_idx").on(t.created_at, t.id),
    // The dashboard's trends: status and total read from the index alone.
    // The dashboard's trends; migration 0031 adds INCLUDE (status, total), which
    // Drizzle cannot declare, so status and total are read from the index alone.
    index("orders_created_totals_idx").on(t.created_at),
    index("orders_pending_expiry_idx").on(t.expires_at).where(sql`${t.status} = 'pending'`),
    index("orders_pending_user_idx").on(t.user_id).where(sql`${t.status} = 'pending'`),
    index("orders_pending_address_idx").on(t.client_address).where(sql`${t.status} = 'pending'`),
    index("orders_promo_code_idx").on(t.promo_code_id, t.user_id).where(sql`${t.promo_code_id} is not null`),
    index("orders_delivered_idx").on(t.delivered_at).where(sql`${t.status} = 'delivered'`),
    index("orders_number_trgm_idx").using("gin", sql`${t.number} gin_trgm_ops`),
    index("orders_customer_name_trgm_idx").using("gin", sql`${t.customer_name} gin_trgm_ops`),
    check(
      "orders_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      "orders_cancel_reason_check",
      sql`${t.cancel_reason} is null or ${t.cancel_reason} in ('shopper', 'admin', 'expired', 'payment_failed')`,
    ),
    check("orders_total_positive", sql`${t.total} > 0`),
    check(
      "orders_total_sum",
      sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.delivery_fee} and ${t.discount} >= 0 and ${t.delivery_fee} >= 0`,
    ),
    check("orders_payment_method_check", sql`${t.payment_method} in ('whatsapp', 'mobile_money')`),
  ],
);

/**
 * One product of an order with its name and price at the moment of ordering. A product that
 * appears in an order cannot be deleted (RESTRICT); the admin marks it inactive instead.
 */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    image: text("image"),
    price: integer("price").notNull(),
    quantity: integer("quantity").notNull(),
    /** The product's maker when it was ordered (decision 164): whom a later payout goes to. */
    maker_id: integer("maker_id").references(() => creators.id, { onDelete: "set null" }),
    /** Who sells it (the product's seller when ordered, set by a trigger; decision 242); null: the shop. */
    seller_id: integer("seller_id").references(() => creators.id, { onDelete: "set null" }),
  },
  (t) => [
    index("order_lines_order_idx").on(t.order_id, t.id),
    index("order_lines_product_idx").on(t.product_id),
    check("order_lines_price_positive", sql`${t.price} > 0`),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
