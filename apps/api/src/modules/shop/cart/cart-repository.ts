import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { coalescedReads } from "../../../db/coalesced-reads.ts";
import { preparedPerDatabase } from "../../../db/prepared.ts";
import { cartItems, carts } from "../../../db/schema/cart.ts";
import { categories, products } from "../../../db/schema/catalog.ts";
import { loadImages, type ProductImage, type ProductRow, productColumns } from "../catalog/product-view.ts";

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

const cartLinesWhere = (db: Db, wanted: SQL) =>
  db
    .select({
      user_id: carts.user_id,
      cart_id: carts.id,
      line_id: cartItems.id,
      quantity: cartItems.quantity,
      product: productColumns,
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cart_id, carts.id))
    .leftJoin(products, and(eq(products.id, cartItems.product_id), eq(products.is_active, true)))
    .leftJoin(categories, eq(categories.id, products.category_id))
    .where(wanted)
    .orderBy(asc(cartItems.id));

// Two statements: PostgreSQL's generic plan for `= any($1)` guesses ten carts and hashes
// cart_items, which made a single shopper's read (the idle case) about twice as slow.
const cartLinesOfOne = preparedPerDatabase((db) =>
  cartLinesWhere(db, eq(carts.user_id, sql.placeholder("userId"))).prepare("cart_lines_of_one"),
);
const cartLinesOfMany = preparedPerDatabase((db) =>
  cartLinesWhere(db, sql`${carts.user_id} = any(${sql.placeholder("userIds")}::int[])`).prepare(
    "cart_lines_of_many",
  ),
);

export interface StoredCart {
  id: number;
  lines: CartLine[];
  /** Images by product id: at least those of the lines' products (one map for the carts read together). */
  images: Map<number, ProductImage[]>;
}

/**
 * The carts of several users and their products' images, in two queries. Lines of products
 * that are no longer active are left out, as everywhere a shopper looks.
 */
async function readCarts(db: Db, userIds: number[]): Promise<Map<number, StoredCart>> {
  const rows =
    userIds.length === 1
      ? await cartLinesOfOne(db).execute({ userId: userIds[0] })
      : await cartLinesOfMany(db).execute({ userIds });
  const byUser = new Map<number, StoredCart>();
  const productIds: number[] = [];
  for (const row of rows) {
    let cart = byUser.get(row.user_id);
    if (!cart) {
      cart = { id: row.cart_id, lines: [], images: new Map() };
      byUser.set(row.user_id, cart);
    }
    // Drizzle only nulls a nested object whose columns all come from one table; test the id.
    if (row.line_id === null || row.quantity === null || row.product?.id == null) continue;
    cart.lines.push({ id: row.line_id, quantity: row.quantity, product: row.product as ProductRow });
    productIds.push(row.product.id);
  }
  const images = await loadImages(db, productIds);
  for (const cart of byUser.values()) cart.images = images;
  return byUser;
}

// Every signed-in page reads the cart (its badge): reads that arrive together share one pair of
// queries, each read after its request arrived, so a shopper always sees their own last change.
const cartReads = preparedPerDatabase((db) => coalescedReads((userIds: number[]) => readCarts(db, userIds)));

/**
 * The user's cart with its lines, products and images (null when the user has none yet).
 * `db` is the app's handle (prepared, shared reads), never a transaction's.
 */
export async function findCart(db: Db, userId: number): Promise<StoredCart | null> {
  const carts = await cartReads(db)(userId);
  return carts.get(userId) ?? null;
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
