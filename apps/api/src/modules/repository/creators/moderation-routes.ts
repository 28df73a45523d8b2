import { historySchema, queueSchema, reviewDecisionSchema } from "@heritage/domain/community";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { adminWriteErrors, detailSchema, pathUuid } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { findItemPage } from "../collections/item-detail.ts";
import { filesFor } from "../protocols/file-urls.ts";
import { ADMIN } from "../protocols/visibility.ts";
import { historyOf, itemRowByPublicId } from "./item-history.ts";
import { decideReview, listCreators, reviewQueue } from "./moderation-service.ts";

const tags = ["moderation"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(200) });

/**
 * Admin-only: the review queue, its decisions, any item's history (decision 161), and the list of
 * creators an admin names as a product's maker (decision 164).
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/admin/moderation/items",
    { schema: { tags, security, response: { 200: queueSchema, ...adminWriteErrors } } },
    async (request) => {
      return reviewQueue(app.db, requestLanguage(request), filesFor(app, request));
    },
  );

  app.get(
    "/admin/creators",
    {
      schema: {
        tags,
        security,
        summary: "The approved creators, by name (a product's maker is one of them)",
        response: {
          200: z.array(z.object({ slug: z.string(), display_name: z.string(), community: z.string() })),
          ...adminWriteErrors,
        },
      },
    },
    async () => listCreators(app.db),
  );

  app.post(
    "/admin/moderation/items/:id",
    {
      schema: {
        tags,
        security,
        description: "`{decision: 'publish'}` or `{decision: 'return', comment}`; 409 unless submitted.",
        params: idParams,
        body: reviewDecisionSchema,
        response: {
          204: z.void(),
          ...adminWriteErrors,
          404: detailSchema,
          409: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      await decideReview(app.db, pathUuid(request.params.id), currentUser(request).id, request.body, (id) =>
        findItemPage(app.db, { publicId: id }, language, true, ADMIN, filesFor(app, request)),
      );
      return reply.status(204).send();
    },
  );

  app.get(
    "/admin/repository/items/:id/history",
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: historySchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => {
      const row = await itemRowByPublicId(app.db, pathUuid(request.params.id));
      if (!row) throw notFound();
      return { results: await historyOf(app.db, row.id) };
    },
  );
};
