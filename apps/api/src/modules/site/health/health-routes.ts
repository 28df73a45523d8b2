import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "unavailable"]),
  database: z.string(),
  media: z.enum(["writable", "read-only"]),
});

/**
 * For load balancers: 503 while the database does not answer. A media store that cannot take
 * files (read-only, full) is "degraded" with a 200: everything but uploads still works there.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { tags: ["health"], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const [ok, writable] = await Promise.all([
        app.database.ping().catch(() => false),
        app.mediaStore.writable(),
      ]);
      return reply.status(ok ? 200 : 503).send({
        status: !ok ? "unavailable" : writable ? "ok" : "degraded",
        database: app.database.kind,
        media: writable ? "writable" : "read-only",
      });
    },
  );
};
