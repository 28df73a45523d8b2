import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]), database: z.string() });

/** For load balancers: 200 while the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { tags: ["health"], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const ok = await app.database.ping().catch(() => false);
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? "ok" : "unavailable", database: app.database.kind });
    },
  );
};
