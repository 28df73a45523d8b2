import type { FastifyPluginAsync } from "fastify";
import { applicationRoutes } from "./application-routes.ts";
import { contributionMediaRoutes } from "./contribution-media-routes.ts";
import { contributionRoutes } from "./contribution-routes.ts";
import { makerRoutes } from "./maker-routes.ts";
import { moderationRoutes } from "./moderation-routes.ts";

/** The creators: applications, "My Content", moderation and maker pages (decisions 160, 161). */
export const creatorRoutes: FastifyPluginAsync = async (app) => {
  await app.register(applicationRoutes);
  await app.register(contributionRoutes);
  await app.register(contributionMediaRoutes);
  await app.register(moderationRoutes);
  await app.register(makerRoutes);
};
