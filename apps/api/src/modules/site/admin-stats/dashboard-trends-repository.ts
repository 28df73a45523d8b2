import {
  type DashboardPeriod,
  type DashboardTrends,
  LOW_STOCK_LIMIT,
  LOW_STOCK_THRESHOLD,
  TOP_PRODUCTS_LIMIT,
} from "@heritage/domain/admin-dashboard";
import { francsToDecimal } from "@heritage/domain/money";
import { ORDER_STATUSES, type OrderStatus } from "@heritage/domain/orders";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { products } from "../../../db/schema/catalog.ts";
import { orderLines, orders } from "../../../db/schema/orders.ts";
import { users } from "../../../db/schema/users.ts";
import { type PeriodBounds, periodBounds } from "./dashboard-period.ts";

type Row = Record<string, string | number | null>;

async function select(db: Db, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute<Row>(query));
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
/** The Kigali calendar day of a timestamp, whatever the session's time zone (UTC+2, no DST). */
const kigaliDay = (column: SQL | AnyPgColumn) =>
  sql`((${column} at time zone 'UTC') + interval '2 hours')::date`;
const dayText = (value: SQL) => sql`to_char(${value}, 'YYYY-MM-DD')`;

/** Orders and revenue per bucket, each beside the same bucket of the period before. */
async function readSales(db: Db, b: PeriodBounds) {
  const unit = b.bucket === "day" ? sql.raw("'day'") : sql.raw("'month'");
  const step = b.bucket === "day" ? sql.raw("interval '1 day'") : sql.raw("interval '1 month'");
  const shift = sql.raw(`interval '${b.shift}'`);
  return select(
    db,
    sql`
    with placed as (
      select date_trunc(${unit}, ${kigaliDay(orders.created_at)})::date as bucket,
             count(*) as orders, coalesce(sum(${orders.total}), 0) as revenue
      from ${orders}
      where ${orders.created_at} >= ${at(b.previousStart)} and ${orders.created_at} < ${at(b.end)}
        and ${orders.status} <> 'cancelled'
      group by 1
    ), buckets as (
      select day::date as bucket, (day - ${shift})::date as previous_bucket
      from generate_series(${b.from}::date, ${b.last}::date, ${step}) as day
    )
    select ${dayText(sql`b.bucket`)} as date, ${dayText(sql`b.previous_bucket`)} as previous_date,
           coalesce(c.orders, 0) as orders, coalesce(c.revenue, 0) as revenue,
           coalesce(p.orders, 0) as previous_orders, coalesce(p.revenue, 0) as previous_revenue
    from buckets b
    left join placed c on c.bucket = b.bucket
    left join placed p on p.bucket = b.previous_bucket
    order by b.bucket`,
  );
}

async function readByStatus(db: Db, b: PeriodBounds) {
  const rows = await select(
    db,
    sql`select ${orders.status} as status, count(*) as count from ${orders}
        where ${orders.created_at} >= ${at(b.start)} and ${orders.created_at} < ${at(b.end)}
        group by ${orders.status}`,
  );
  const counts = new Map(rows.map((row) => [row.status as OrderStatus, Number(row.count)]));
  return ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

async function readTopProducts(db: Db, b: PeriodBounds) {
  const rows = await select(
    db,
    sql`
    select ${products.id} as id, ${products.name} as name, sum(${orderLines.quantity}) as units,
           sum(${orderLines.quantity}::bigint * ${orderLines.price}) as revenue
    from ${orders}
    join ${orderLines} on ${orderLines.order_id} = ${orders.id}
    join ${products} on ${products.id} = ${orderLines.product_id}
    where ${orders.created_at} >= ${at(b.start)} and ${orders.created_at} < ${at(b.end)}
      and ${orders.status} <> 'cancelled'
    group by ${products.id}, ${products.name}
    order by units desc, revenue desc, ${products.id}
    limit ${TOP_PRODUCTS_LIMIT}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    units: Number(row.units),
    revenue: francsToDecimal(Number(row.revenue)),
  }));
}

async function readLowStock(db: Db) {
  const rows = await select(
    db,
    sql`select ${products.id} as id, ${products.name} as name, ${products.stock} as stock,
               count(*) over () as total
        from ${products}
        where ${products.is_active} and ${products.stock} <= ${LOW_STOCK_THRESHOLD}
        order by ${products.stock}, ${products.id}
        limit ${LOW_STOCK_LIMIT}`,
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({ id: Number(row.id), name: String(row.name), stock: Number(row.stock) })),
  };
}

/** Shoppers who signed up, per Kigali week (Monday first) from the week holding `from`. */
async function readNewShoppers(db: Db, b: PeriodBounds) {
  const rows = await select(
    db,
    sql`
    with weeks as (
      select week::date as week
      from generate_series(date_trunc('week', ${b.from}::date), date_trunc('week', ${b.last}::date),
                           interval '1 week') as week
    ), joined as (
      select date_trunc('week', ${kigaliDay(users.created_at)})::date as week, count(*) as count
      from ${users}
      where ${users.type} = 'user' and ${users.created_at} < ${at(b.end)}
        and ${users.created_at} >= (select min(week) from weeks)::timestamp at time zone 'UTC' - interval '2 hours'
      group by 1
    )
    select ${dayText(sql`w.week`)} as week, coalesce(j.count, 0) as count
    from weeks w left join joined j on j.week = w.week order by w.week`,
  );
  return rows.map((row) => ({ week: String(row.week), count: Number(row.count) }));
}

/** Everything the dashboard's charts show for one period, read in five statements. */
export async function readDashboardTrends(
  db: Db,
  period: DashboardPeriod,
  now: Date,
): Promise<DashboardTrends> {
  const b = periodBounds(period, now);
  const sales = await readSales(db, b);
  const lowStock = await readLowStock(db);
  const buckets = sales.map((row) => ({
    date: String(row.date),
    orders: Number(row.orders),
    revenue: francsToDecimal(Number(row.revenue)),
    previous_date: String(row.previous_date),
    previous_orders: Number(row.previous_orders),
    previous_revenue: francsToDecimal(Number(row.previous_revenue)),
  }));
  const sum = (key: "orders" | "revenue" | "previous_orders" | "previous_revenue") =>
    sales.reduce((total, row) => total + Number(row[key]), 0);
  return {
    period,
    bucket: b.bucket,
    from: b.from,
    previous_from: b.previousFrom,
    sales: buckets,
    totals: {
      orders: sum("orders"),
      revenue: francsToDecimal(sum("revenue")),
      previous_orders: sum("previous_orders"),
      previous_revenue: francsToDecimal(sum("previous_revenue")),
    },
    by_status: await readByStatus(db, b),
    top_products: await readTopProducts(db, b),
    low_stock_threshold: LOW_STOCK_THRESHOLD,
    low_stock_count: lowStock.count,
    low_stock: lowStock.items,
    new_shoppers: await readNewShoppers(db, b),
  };
}
