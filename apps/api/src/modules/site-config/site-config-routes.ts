import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const siteConfigSchema = z.object({ whatsapp_number: z.string() });

/**
 * Public settings the SPA needs at run time. The WhatsApp checkout number lives in the server's
 * environment (WHATSAPP_NUMBER) so changing it needs no rebuild of the web app.
 */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/config",
    { schema: { tags: ["config"], response: { 200: siteConfigSchema } } },
    async (_request, reply) => {
      // Short public cache: the value changes only with a restart.
      reply.header("Cache-Control", "public, max-age=300");
      return { whatsapp_number: app.config.whatsappNumber };
    },
  );
};
