import { messages } from "@heritage/domain/messages";
import { canMoveOrder, type OrderStatus } from "@heritage/domain/orders";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Tx } from "../../../db/client.ts";
import { products } from "../../../db/schema/catalog.ts";
import { orderLines, orders } from "../../../db/schema/orders.ts";
import { payments } from "../../../db/schema/payments.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import type { OrderRow } from "./order-view.ts";

/** The quantities of one order per product, as a subquery for the stock and sales updates. */
const quantitiesOf = (orderId: number) => sql`(
  select ${orderLines.product_id} as product_id, sum(${orderLines.quantity})::int as quantity
  from ${orderLines} where ${orderLines.order_id} = ${orderId} group by ${orderLines.product_id}
)`;

/** A cancelled order's items go back on sale. */
export async function returnStock(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    update ${products} set stock = ${products.stock} + q.quantity, updated_at = ${now.toISOString()}::timestamptz
    from ${quantitiesOf(orderId)} as q where ${products.id} = q.product_id`);
}

/** A delivered order counts as sold (the product's `sales`). */
async function countSales(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`
    update ${products} set sales = ${products.sales} + q.quantity
    from ${quantitiesOf(orderId)} as q where ${products.id} = q.product_id`);
}

const stampFor: Record<OrderStatus, keyof OrderRow | null> = {
  pending: null,
  confirmed: "confirmed_at",
  shipped: "shipped_at",
  delivered: "delivered_at",
  cancelled: "cancelled_at",
};

/**
 * True while the order has a mobile-money payment waiting for the payer. Read after the order's
 * row lock: a payment settling at the same moment moves the order in its own transaction, which
 * waits for that lock (decision 210).
 */
async function paymentAwaits(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.order_id, orderId), eq(payments.status, "awaiting")))
    .limit(1);
  return Boolean(row);
}

/**
 * POST /api/admin/orders/{id}/status/: moves an order one allowed step. The order row is
 * locked first, so a concurrent move (or the expiry job) sees the new status and cannot
 * return the stock a second time. An order whose payment still awaits the payer is not
 * confirmed by hand: the payment confirms or releases it (decision 210).
 */
export async function moveOrder(app: FastifyInstance, id: number, to: OrderStatus): Promise<void> {
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order) throw notFound(messages.orders.notFound);
    if (!canMoveOrder(order.status, to)) {
      throw new HttpError(
        409,
        (m) =>
          m.orders.transitionRefused(
            m.orders.status[order.status].toLowerCase(),
            m.orders.status[to].toLowerCase(),
          ),
        { status: order.status },
      );
    }
    if (to === "confirmed" && (await paymentAwaits(tx, id))) {
      throw new HttpError(409, messages.orders.paymentAwaiting, { status: order.status });
    }
    const stamp = stampFor[to];
    await tx
      .update(orders)
      .set({
        status: to,
        updated_at: now,
        ...(stamp ? { [stamp]: now } : {}),
        ...(to === "cancelled" ? { cancel_reason: "admin" as const } : {}),
      })
      .where(eq(orders.id, id));
    if (to === "cancelled") await returnStock(tx, id, now);
    if (to === "delivered") await countSales(tx, id);
  });
}

/**
 * POST /api/market/orders/{id}/cancel/: the shopper may cancel their own order while it is
 * still pending. The conditional update decides, so two clicks return the stock once.
 */
export async function cancelOwnOrder(app: FastifyInstance, userId: number, id: number): Promise<void> {
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: "cancelled", cancel_reason: "shopper", cancelled_at: now, updated_at: now })
      .where(and(eq(orders.id, id), eq(orders.user_id, userId), eq(orders.status, "pending")))
      .returning({ id: orders.id });
    if (!cancelled) {
      const [own] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.user_id, userId)));
      if (!own) throw notFound(messages.orders.notFound);
      throw new HttpError(409, messages.orders.onlyPendingCancel);
    }
    await returnStock(tx, id, now);
  });
}
