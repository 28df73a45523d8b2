import { dashboardQuerySchema, dashboardTrendsSchema } from "@heritage/domain/admin-dashboard";
import { adminStatsSchema } from "@heritage/domain/admin-stats";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestSchema, detailSchema } from "../../../lib/http-schemas.ts";
import { readAdminStats } from "./admin-stats-repository.ts";
import { readDashboardTrends } from "./dashboard-trends-repository.ts";

/** The admin dashboard's tiles: real figures instead of product §2's placeholders. */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/stats",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        description:
          "Counts of products, active and out-of-stock products, customers, categories and cart contents; " +
          "orders placed today, revenue of orders delivered this month and pending orders.",
        response: { 200: adminStatsSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    async () => readAdminStats(app.db, app.now()),
  );

  app.get(
    "/admin/stats/trends",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        description:
          "The dashboard's charts for a period (7d, 30d: days ending today; 12m: months ending with this one, " +
          "Kigali time): uncancelled orders and their revenue per bucket beside the period before, orders " +
          "placed in the period by status, the ten best-selling products, active products at or below the " +
          "low-stock threshold, and new shoppers per week.",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardTrendsSchema, 400: badRequestSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    async (request) => readDashboardTrends(app.db, request.query.period, app.now()),
  );
};
