import { z } from "zod";
import { messages } from "./messages.ts";
import { ORDER_STATUSES } from "./orders.ts";

/**
 * GET /api/admin/stats/trends/: how the shop is doing over a period, beside the
 * dashboard's tiles. Days and weeks are Kigali's; money is whole francs as decimal strings.
 */
export const DASHBOARD_PERIODS = ["7d", "30d", "12m"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Products at or below this stock are "running low": product §4's "N left" tier and the sold out. */
export const LOW_STOCK_THRESHOLD = 10;
/** How many low-stock products the dashboard lists (the lowest first). */
export const LOW_STOCK_LIMIT = 20;
export const TOP_PRODUCTS_LIMIT = 10;

export const dashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, { error: messages.dashboard.periodInvalid }).default("30d"),
});

/** One day (7d, 30d) or one month (12m) and the same place in the period before. */
const bucketSchema = z.object({
  /** The bucket's first day, YYYY-MM-DD. */
  date: z.string(),
  orders: z.number().int().nonnegative(),
  revenue: z.string(),
  previous_date: z.string(),
  previous_orders: z.number().int().nonnegative(),
  previous_revenue: z.string(),
});

export const dashboardTrendsSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  bucket: z.enum(["day", "month"]),
  /** First day of the period and of the period before it, YYYY-MM-DD (Kigali). */
  from: z.string(),
  previous_from: z.string(),
  /** Orders placed in each bucket (cancelled ones left out) and the total of those orders. */
  sales: z.array(bucketSchema),
  totals: z.object({
    orders: z.number().int().nonnegative(),
    revenue: z.string(),
    previous_orders: z.number().int().nonnegative(),
    previous_revenue: z.string(),
  }),
  /** Orders placed in the period by their status now, every status listed. */
  by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int().nonnegative() })),
  /** Units of uncancelled orders placed in the period. */
  top_products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      units: z.number().int().nonnegative(),
      revenue: z.string(),
    }),
  ),
  low_stock_threshold: z.number().int(),
  low_stock_count: z.number().int().nonnegative(),
  low_stock: z.array(z.object({ id: z.number().int(), name: z.string(), stock: z.number().int() })),
  /** Shoppers who signed up, per Kigali week starting Monday (the first week may start before `from`). */
  new_shoppers: z.array(z.object({ week: z.string(), count: z.number().int().nonnegative() })),
});
export type DashboardTrends = z.infer<typeof dashboardTrendsSchema>;
