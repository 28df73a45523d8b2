import { DEFAULT_LANGUAGE } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../../lib/http-errors.ts";
import { detailSchema, idParamsSchema, parseId } from "../../../lib/http-schemas.ts";
import { sendSharePicture, sharePicture } from "../../../media/share-picture.ts";
import { isPrivateKey } from "../../../media/store/zones.ts";
import { findProduct } from "./product-view.ts";

/** A picture stored here (`/media/<key>`) names its key; any other address is not ours to cut. */
function storedKey(url: string): string | null {
  if (!url.startsWith("/media/")) return null;
  const key = url.slice("/media/".length);
  const plain = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/.test(key) && !key.includes("..");
  return plain && !isPrivateKey(key) ? key : null;
}

/**
 * A product's link-preview picture (decision 254), cut from its primary picture. Read as a visitor
 * whoever asks: a product the public may not see has none, the same 404 as its page's API answer.
 */
export const productShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/market/products/:id/share-image",
    {
      schema: {
        tags: ["products"],
        summary: "The product's 1200×630 JPEG for link previews (Open Graph), from its primary picture",
        params: idParamsSchema,
        querystring: z.object({ v: z.string().max(100).optional() }),
        response: { 404: detailSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const product = id === null ? null : await findProduct(app.db, id, { language: DEFAULT_LANGUAGE });
      const primary = product?.images.find((image) => image.is_primary) ?? product?.images[0];
      const key = primary ? storedKey(primary.image) : null;
      const picture = key ? await sharePicture(app.mediaStore, key) : null;
      if (!key || !picture) throw notFound(messages.product.notFound);
      return sendSharePicture(request, reply, key, picture);
    },
  );
};
