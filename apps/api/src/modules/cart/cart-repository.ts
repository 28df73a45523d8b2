import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { cartItems, carts } from "../../db/schema/cart.ts";
import { categories, products } from "../../db/schema/catalog.ts";
import { type ProductRow, productColumns } from "../catalog/product-view.ts";

/**
 * The user's cart id, creating the cart on first use; safe when two requests create it at once.
 * Cart times come from the app's clock (`app.now()`), not the database's, so tests can move them.
 */
export async function ensureCart(db: Db, userId: number, now: Date): Promise<number> {
  const [created] = await db
    .insert(carts)
    .values({ user_id: userId, created_at: now, updated_at: now })
    .onConflictDoNothing({ target: carts.user_id })
    .returning({ id: carts.id });
  if (created) return created.id;
  const [existing] = await db.select({ id: carts.id }).from(carts).where(eq(carts.user_id, userId));
  if (!existing) throw new Error("cart vanished while being created");
  return existing.id;
}

export interface CartLine {
  id: number;
  quantity: number;
  product: ProductRow;
}

const cartLinesOf = preparedPerDatabase((db) =>
  db
    .select({
      cart_id: carts.id,
      line_id: cartItems.id,
      quantity: cartItems.quantity,
      product: productColumns,
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cart_id, carts.id))
    .leftJoin(products, and(eq(products.id, cartItems.product_id), eq(products.is_active, true)))
    .leftJoin(categories, eq(categories.id, products.category_id))
    .where(eq(carts.user_id, sql.placeholder("userId")))
    .orderBy(asc(cartItems.id))
    .prepare("cart_lines_of"),
);

/**
 * The cart and its lines with their products in one query (null when the user has none yet).
 * Lines of products that are no longer active are left out, as everywhere a shopper looks.
 * `db` is the app's handle (a prepared read), never a transaction's.
 */
export async function findCartLines(
  db: Db,
  userId: number,
): Promise<{ id: number; lines: CartLine[] } | null> {
  const rows = await cartLinesOf(db).execute({ userId });
  if (rows.length === 0) return null;
  const lines: CartLine[] = [];
  for (const row of rows) {
    // Drizzle only nulls a nested object whose columns all come from one table; test the id.
    if (row.line_id === null || row.quantity === null || row.product?.id == null) continue;
    lines.push({ id: row.line_id, quantity: row.quantity, product: row.product as ProductRow });
  }
  return { id: rows[0]!.cart_id, lines };
}

/**
 * The user's cart, created if needed and locked until the transaction ends. Placing an order
 * locks the cart too, then empties it: without this lock an add committed between the order
 * reading the lines and deleting them would vanish (the cart-concurrency test catches that).
 * Cart before product, as the order does, so the two never deadlock.
 */
export async function lockCart(db: Db, userId: number, now: Date): Promise<number> {
  const cartId = await ensureCart(db, userId, now);
  await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
  return cartId;
}

/** Locks the product row until the transaction ends, so stock checks on it run one at a time. */
export async function lockProduct(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id, stock: products.stock, is_active: products.is_active })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  return row ?? null;
}

export async function lineQuantity(db: Db, cartId: number, productId: number): Promise<number> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cart_id, cartId), eq(cartItems.product_id, productId)));
  return row?.quantity ?? 0;
}

/** Adds to the product's line, or starts one. */
export async function addToLine(
  db: Db,
  cartId: number,
  productId: number,
  quantity: number,
  now: Date,
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ cart_id: cartId, product_id: productId, quantity, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: [cartItems.cart_id, cartItems.product_id],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updated_at: now },
    });
}

/**
 * Marks the cart as changed now. Every add, quantity change and removal calls it in its
 * transaction: the admin Carts section reads `carts.updated_at` as the cart's last change,
 * which the remaining lines alone cannot tell after a removal.
 */
export async function touchCart(db: Db, cartId: number, now: Date): Promise<void> {
  await db.update(carts).set({ updated_at: now }).where(eq(carts.id, cartId));
}

/** A line of this user's cart (null for another user's line or no line at all). */
export async function findOwnLine(db: Db, userId: number, lineId: number) {
  const [row] = await db
    .select({ id: cartItems.id, product_id: cartItems.product_id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cart_id))
    .where(and(eq(cartItems.id, lineId), eq(carts.user_id, userId)));
  return row ?? null;
}

export async function setLineQuantity(db: Db, lineId: number, quantity: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity, updated_at: now })
    .where(eq(cartItems.id, lineId))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Deletes a line of this (locked) cart; false when the line is not in it. */
export async function deleteLine(db: Db, cartId: number, lineId: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cart_id, cartId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}
