import { francsToDecimal } from "@heritage/domain/money";
import type { OrderStats } from "@heritage/domain/orders";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { orders } from "../../../db/schema/orders.ts";
import { kigaliDayStart, kigaliMonthStart, kigaliNextMonthStart } from "./shop-time.ts";

type Row = Record<keyof OrderStats, number | string>;

/**
 * The dashboard's order tiles in one round trip: orders placed today, the money of orders
 * delivered this month, and the pending orders waiting for a confirmation.
 */
export async function readOrderStats(db: Db, now: Date): Promise<OrderStats> {
  const today = kigaliDayStart(now);
  const tomorrow = new Date(today.getTime() + 86_400_000).toISOString();
  const month = kigaliMonthStart(now).toISOString();
  const nextMonth = kigaliNextMonthStart(now).toISOString();
  const result = await db.execute<Row>(sql`
    select
      (select count(*) from ${orders}
         where ${orders.created_at} >= ${today.toISOString()}::timestamptz
           and ${orders.created_at} < ${tomorrow}::timestamptz) as orders_today,
      (select coalesce(sum(${orders.total}), 0) from ${orders}
         where ${orders.status} = 'delivered' and ${orders.delivered_at} >= ${month}::timestamptz
           and ${orders.delivered_at} < ${nextMonth}::timestamptz)
        as revenue_this_month,
      (select count(*) from ${orders} where ${orders.status} = 'pending') as pending_orders`);
  const row = rowsOf<Row>(result)[0]!;
  return {
    orders_today: Number(row.orders_today),
    revenue_this_month: francsToDecimal(Number(row.revenue_this_month)),
    pending_orders: Number(row.pending_orders),
  };
}
