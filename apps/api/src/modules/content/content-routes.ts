import type { FastifyPluginAsync } from "fastify";
import { learningRoutes } from "./learning-routes.ts";
import { libraryRoutes } from "./library-routes.ts";

/** Public, read-only editorial and e-learning content under /api/content/ (the heritage records are /api/repository/, decision 125). */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (content) => {
      await content.register(libraryRoutes);
      await content.register(learningRoutes);
    },
    { prefix: "/content" },
  );
};
