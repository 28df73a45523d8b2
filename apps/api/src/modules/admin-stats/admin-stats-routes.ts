import { adminStatsSchema } from "@heritage/domain/admin-stats";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readAdminStats } from "./admin-stats-repository.ts";

const detail = z.object({ detail: z.string() }).passthrough();

/** The admin dashboard's tiles (issue 5): real figures instead of product §2's placeholders. */
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
        response: { 200: adminStatsSchema, 401: detail, 403: detail },
      },
    },
    async () => readAdminStats(app.db, app.now()),
  );
};
