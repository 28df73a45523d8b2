import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { cartItems, carts } from "../../db/schema/cart.ts";
import { products } from "../../db/schema/catalog.ts";
import { users } from "../../db/schema/users.ts";
import { signAccessToken } from "../../lib/tokens.ts";
import { seedCategory, seedProduct } from "../catalog/catalog-fixtures.ts";

/**
 * Puts lines in a shopper's cart straight into the tables (the cart API has its own tests),
 * marking the cart changed at the app's clock as the cart API does.
 */
export async function fillCart(
  app: FastifyInstance,
  userId: number,
  lines: { productId: number; quantity: number }[],
): Promise<void> {
  const now = app.now();
  const [cart] = await app.db
    .insert(carts)
    .values({ user_id: userId, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: carts.user_id, set: { updated_at: now } })
    .returning();
  for (const line of lines) {
    await app.db
      .insert(cartItems)
      .values({ cart_id: cart!.id, product_id: line.productId, quantity: line.quantity })
      .onConflictDoUpdate({
        target: [cartItems.cart_id, cartItems.product_id],
        set: { quantity: line.quantity },
      });
  }
}

export async function cartQuantities(app: FastifyInstance, userId: number): Promise<number[]> {
  const rows = await app.db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cart_id))
    .where(eq(carts.user_id, userId))
    .orderBy(cartItems.product_id);
  return rows.map((row) => row.quantity);
}

export async function productState(app: FastifyInstance, id: number) {
  const [row] = await app.db
    .select({ stock: products.stock, sales: products.sales, price: products.price })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

/** A category with products of the given prices and stock. */
export async function seedShelf(
  app: FastifyInstance,
  items: { price: number; stock: number; name?: string }[],
) {
  const category = await seedCategory(app);
  const rows = [];
  for (const item of items) rows.push(await seedProduct(app, category.id, item));
  return rows;
}

export const CHECKOUT = { contact_phone: "0788123456", delivery_address: "KG 7 Ave 12, Kacyiru, Kigali" };

/** Bearer headers signed at the app's current clock (tests that move the clock outlive tokens). */
export async function headersFor(app: FastifyInstance, userId: number, type: "user" | "admin" = "user") {
  const [account] = await app.db
    .select({ version: users.token_version })
    .from(users)
    .where(eq(users.id, userId));
  const version = account?.version ?? 0;
  const token = await signAccessToken(app.jwtSecret, { userId, type, version }, app.now());
  return { authorization: `Bearer ${token}` };
}
