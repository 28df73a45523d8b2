import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { timestamps, users } from "./users.ts";

export const carts = pgTable("carts", {
  id: serial("id").primaryKey(),
  user_id: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  ...timestamps,
});

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cart_id: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    ...timestamps,
  },
  (t) => [
    unique("cart_items_cart_product_key").on(t.cart_id, t.product_id),
    index("cart_items_product_idx").on(t.product_id),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * A shopper's heart on a product. The row stays when the heart is taken off (`wished` false), so a
 * toggle is one upsert that flips it: concurrent toggles queue on the row and each sees the
 * last one's result (a delete-or-insert pair could not be one statement).
 */
export const wishlistEntries = pgTable(
  "wishlist_entries",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    wished: boolean("wished").notNull().default(true),
    /** When the heart was last put on: the wishlist lists the latest first. */
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.product_id] }), index("wishlist_product_idx").on(t.product_id)],
);
