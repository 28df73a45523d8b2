import { francsToDecimal } from "@heritage/domain/money";
import type { AdminCart } from "@heritage/domain/orders";
import { asc, countDistinct, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { cartItems, carts } from "../../../db/schema/cart.ts";
import { products } from "../../../db/schema/catalog.ts";
import { users } from "../../../db/schema/users.ts";
import type { Page } from "./order-repository.ts";

/**
 * GET /api/admin/carts/: the carts that hold something, most recently changed first, valued
 * at today's prices, so the shop sees what people are about to buy.
 */
export async function listOpenCarts(db: Db, page: Page): Promise<{ rows: AdminCart[]; total: number }> {
  // Every add, quantity change and removal sets carts.updated_at (app clock); a removal leaves
  // no line behind to tell, so the lines' own times are not enough.
  const lastChange = carts.updated_at;
  const heads = await db
    .select({
      id: carts.id,
      user_id: users.id,
      username: users.username,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      last_change: lastChange,
    })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.user_id))
    .innerJoin(cartItems, eq(cartItems.cart_id, carts.id))
    .groupBy(carts.id, users.id)
    .orderBy(desc(lastChange), desc(carts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: countDistinct(cartItems.cart_id) }).from(cartItems);

  const items = heads.length
    ? await db
        .select({
          cart_id: cartItems.cart_id,
          product_id: products.id,
          name: products.name,
          price: products.price,
          stock: products.stock,
          quantity: cartItems.quantity,
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.product_id))
        .where(
          inArray(
            cartItems.cart_id,
            heads.map((head) => head.id),
          ),
        )
        .orderBy(asc(cartItems.cart_id), asc(cartItems.id))
    : [];

  const rows = heads.map((head) => {
    const mine = items.filter((item) => item.cart_id === head.id);
    const name = `${head.first_name} ${head.last_name}`.trim();
    return {
      id: head.id,
      owner: { id: head.user_id, username: head.username, email: head.email, name: name || head.username },
      items: mine.map(({ cart_id: _cart, ...item }) => ({
        ...item,
        price: francsToDecimal(item.price),
        subtotal: francsToDecimal(item.price * item.quantity),
      })),
      total_items: mine.reduce((sum, item) => sum + item.quantity, 0),
      value: francsToDecimal(mine.reduce((sum, item) => sum + item.price * item.quantity, 0)),
      updated_at: head.last_change.toISOString(),
    };
  });
  return { rows, total: counted?.total ?? 0 };
}
