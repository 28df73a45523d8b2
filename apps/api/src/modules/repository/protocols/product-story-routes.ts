import { itemSummarySchema } from "@heritage/domain/collections";
import { productStoryInputSchema } from "@heritage/domain/protocols";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { adminWriteErrors, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { itemSummary } from "../collections/item-view.ts";
import { filesFor } from "./file-urls.ts";
import { makerOf, productRow, storyForAdmin, storyItems, writeStory } from "./product-story-service.ts";
import { viewerOf } from "./visibility.ts";

const tags = ["product stories"];
const security = [{ bearer: [] }];

const storySchema = z.object({
  maker: z
    .object({ slug: z.string(), display_name: z.string(), community: z.string(), practice: z.string() })
    .nullable(),
  items: z.array(itemSummarySchema),
});
const adminStorySchema = z.object({
  maker: z.string().nullable(),
  items: z.array(z.object({ id: z.string(), title: z.string() })),
});

/**
 * "The story behind this piece" (decision 164): public, not cached with the catalogue, because the
 * linked items shown depend on who reads (the cultural protocols, decision 162). Admins set it.
 */
export const productStoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/products/:id/story",
    { schema: { tags, params: idParamsSchema, response: { 200: storySchema, 404: detailSchema } } },
    async (request) => {
      const product = await productRow(app.db, pathId(request.params.id));
      if (!product.is_active) throw notFound();
      const maker = await makerOf(app.db, product.maker_id);
      const rows = await storyItems(app.db, product.id, viewerOf(request));
      const language = requestLanguage(request);
      return {
        maker: maker
          ? {
              slug: maker.slug,
              display_name: maker.display_name,
              community: maker.community,
              practice: maker.practice,
            }
          : null,
        items: rows.map((row) => itemSummary(row, language, filesFor(app, request))),
      };
    },
  );

  app.get(
    "/admin/products/:id/story",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: adminStorySchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => storyForAdmin(app.db, pathId(request.params.id)),
  );

  app.put(
    "/admin/products/:id/story",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: productStoryInputSchema,
        response: { 200: adminStorySchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => writeStory(app.db, pathId(request.params.id), request.body),
  );
};
