import { z } from "zod";

/**
 * GET /api/admin/stats/: the dashboard tiles, counted by the server (the spec's fixed placeholders
 * replaced by real figures). cart_value is whole francs as a decimal string, like every price.
 */
export const adminStatsSchema = z.object({
  products: z.number().int().nonnegative(),
  active_products: z.number().int().nonnegative(),
  out_of_stock_products: z.number().int().nonnegative(),
  customers: z.number().int().nonnegative(),
  categories: z.number().int().nonnegative(),
  cart_items: z.number().int().nonnegative(),
  cart_value: z.string(),
  /** Orders: placed today and delivered this month in Kigali time, pending now. */
  orders_today: z.number().int().nonnegative(),
  revenue_this_month: z.string(),
  pending_orders: z.number().int().nonnegative(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
