import { slugParams } from "@heritage/domain/collections-query";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../../lib/http-errors.ts";
import { detailSchema } from "../../../lib/http-schemas.ts";
import { sendSharePicture, sharePicture } from "../../../media/share-picture.ts";
import { itemShareSource } from "./item-share-source.ts";

/**
 * An item's link-preview picture (decision 254). Whoever asks, it is a visitor's: an item under a
 * cultural protocol has none, the same 404 as the item's answer to a visitor, so a shared address
 * never shows nor confirms a hidden record.
 */
export const itemShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/repository/items/:slug/share-image",
    {
      schema: {
        tags: ["repository"],
        summary:
          "A public item's 1200×630 JPEG for link previews (Open Graph), from its first public picture",
        params: slugParams,
        querystring: z.object({ v: z.string().max(100).optional() }),
        response: { 404: detailSchema },
      },
    },
    async (request, reply) => {
      const key = await itemShareSource(app.db, request.params.slug);
      const picture = key ? await sharePicture(app.mediaStore, key) : null;
      if (!key || !picture) throw notFound();
      return sendSharePicture(request, reply, key, picture);
    },
  );
};
