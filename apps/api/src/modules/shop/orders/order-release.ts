import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { cartItems, carts } from "../../../db/schema/cart.ts";
import { orderLines, orders } from "../../../db/schema/orders.ts";
import { returnStock } from "./order-transitions.ts";

/**
 * An expired payment ends its order: cancelled, stock back on sale, and the lines back in the
 * shopper's cart so that "try again" or "pay another way" starts from the same basket. A failed
 * one does not: the payer declined or the network refused this request, and the order stays
 * pending with its hold for a new request (decision 255). Conditional on the order still pending,
 * so it happens once (an admin's cancel or the 48-hour expiry that got there first already
 * returned the stock). Payments call it; what it writes (orders, stock, carts) is the orders
 * module's.
 */
export async function releaseExpiredOrder(tx: Tx, orderId: number, now: Date) {
  const [released] = await tx
    .update(orders)
    .set({ status: "cancelled", cancel_reason: "expired", cancelled_at: now, updated_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ user_id: orders.user_id });
  if (!released) return;
  await returnStock(tx, orderId, now);
  if (released.user_id === null) return;
  const [cart] = await tx
    .insert(carts)
    .values({ user_id: released.user_id, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: carts.user_id, set: { updated_at: now } })
    .returning({ id: carts.id });
  await tx.execute(sql`
    insert into ${cartItems} (cart_id, product_id, quantity, created_at, updated_at)
    select ${cart!.id}, ${orderLines.product_id}, sum(${orderLines.quantity})::int, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz
    from ${orderLines} where ${orderLines.order_id} = ${orderId} group by ${orderLines.product_id}
    on conflict (cart_id, product_id) do update set quantity = greatest(${cartItems.quantity}, excluded.quantity)`);
}
