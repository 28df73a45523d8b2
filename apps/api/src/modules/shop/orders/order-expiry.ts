import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { rowsOf } from "../../../db/rows.ts";
import { products } from "../../../db/schema/catalog.ts";
import { orderLines, orders } from "../../../db/schema/orders.ts";
import { runEvery } from "../../../jobs/run-every.ts";

/** Orders handled per run; a backlog drains over the next runs. */
const BATCH = 500;
export const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Cancels pending orders whose hold has run out and returns their stock, in ONE statement.
 * `FOR UPDATE SKIP LOCKED` lets several server processes run this at once: each order is
 * claimed by one of them, and an order an admin is confirming right now is left alone (its
 * new status is re-checked once its lock is free), so stock is never returned twice.
 */
export async function expireOverdueOrders(app: FastifyInstance): Promise<number> {
  const now = sql`${app.now().toISOString()}::timestamptz`;
  const result = await app.db.execute<{ expired: number | string }>(sql`
    with claimed as (
      select ${orders.id} as id from ${orders}
      where ${orders.status} = 'pending' and ${orders.expires_at} <= ${now}
      order by ${orders.expires_at}
      limit ${BATCH}
      for update skip locked
    ), expired as (
      update ${orders}
      set status = 'cancelled', cancel_reason = 'expired', cancelled_at = ${now}, updated_at = ${now}
      where ${orders.id} in (select id from claimed) and ${orders.status} = 'pending'
      returning ${orders.id} as id
    ), returned as (
      select l.product_id, sum(l.quantity)::int as quantity
      from ${orderLines} l join expired e on e.id = l.order_id
      group by l.product_id
    ), restocked as (
      update ${products} set stock = ${products.stock} + returned.quantity, updated_at = ${now}
      from returned where ${products.id} = returned.product_id
      returning ${products.id}
    )
    select (select count(*) from expired) as expired, (select count(*) from restocked) as restocked`);
  return Number(rowsOf<{ expired: number | string }>(result)[0]?.expired ?? 0);
}

/** Runs the expiry every minute inside the server process (started by server.ts, not by tests). */
export function startOrderExpiry(app: FastifyInstance, intervalMs = EXPIRY_INTERVAL_MS): () => void {
  return runEvery(app, "order expiry", intervalMs, async () => {
    const count = await expireOverdueOrders(app);
    if (count > 0) app.log.info({ count }, "cancelled pending orders whose hold ran out");
  });
}
