import type { FastifyPluginAsync } from "fastify";
import { artworkRoutes } from "./artwork-routes.ts";
import { learningRoutes } from "./learning-routes.ts";
import { libraryRoutes } from "./library-routes.ts";

/** Public, read-only repository and e-learning content under /api/content/. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (content) => {
      await content.register(artworkRoutes);
      await content.register(libraryRoutes);
      await content.register(learningRoutes);
    },
    { prefix: "/content" },
  );
};
