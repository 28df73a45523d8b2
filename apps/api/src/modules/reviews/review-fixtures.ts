import type { FastifyInstance } from "fastify";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { users } from "../../db/schema/users.ts";
import { headersFor } from "../orders/order-fixtures.ts";

let sequence = 0;

/**
 * Shoppers who received the product, straight into the tables (the order journey through the
 * API has its own tests, and one review test follows it): many at once stay fast.
 */
export async function deliveredBuyers(app: FastifyInstance, productId: number, howMany: number) {
  const buyers = [];
  for (let i = 0; i < howMany; i++) {
    const n = ++sequence;
    const [user] = await app.db
      .insert(users)
      .values({ username: `buyer${n}`, email: `buyer${n}@example.rw`, password_hash: "not-a-hash" })
      .returning({ id: users.id });
    const now = app.now();
    const [order] = await app.db
      .insert(orders)
      .values({
        number: `DHP-TEST-${n}`,
        user_id: user!.id,
        customer_name: `buyer${n}`,
        status: "delivered",
        total: 1000,
        subtotal: 1000,
        contact_phone: "0788123456",
        delivery_address: "KG 7 Ave 12, Kigali",
        expires_at: now,
        delivered_at: now,
      })
      .returning({ id: orders.id });
    await app.db
      .insert(orderLines)
      .values({ order_id: order!.id, product_id: productId, name: "Product", price: 1000, quantity: 1 });
    buyers.push({ id: user!.id, username: `buyer${n}`, headers: await headersFor(app, user!.id) });
  }
  return buyers;
}
