import { wishlistSchema, wishlistToggleResponseSchema, wishlistToggleSchema } from "@heritage/domain/cart";
import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { badRequestSchema, detailSchema } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { withImages } from "../catalog/product-view.ts";
import { listWishedProducts } from "./wishlist-repository.ts";
import { toggleWish } from "./wishlist-service.ts";

const tags = ["wishlist"];
const security = [{ bearer: [] }];
const shopperErrors = { 401: detailSchema, 403: detailSchema } as const;

/** product §7 /market/wishlist/: the signed-in shopper's hearts. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireShopper);

  app.get(
    "/market/wishlist",
    {
      schema: {
        tags,
        security,
        description: "The wishlisted products that are on sale, latest first, and their ids.",
        response: { 200: wishlistSchema, ...shopperErrors },
      },
    },
    async (request) => {
      const results = await withImages(app.db, await listWishedProducts(app.db, currentUser(request).id), {
        language: requestLanguage(request),
      });
      return { product_ids: results.map((product) => product.id), results };
    },
  );

  app.post(
    "/market/wishlist/toggle_product",
    {
      schema: {
        tags,
        security,
        description:
          "Adds the product, or removes it when already wishlisted. Inactive products can only be removed.",
        body: wishlistToggleSchema,
        response: { 200: wishlistToggleResponseSchema, 400: badRequestSchema, ...shopperErrors },
      },
    },
    async (request) => ({
      status: messages.wishlist.updated,
      is_wishlisted: await toggleWish(app.db, currentUser(request).id, request.body.product_id, app.now()),
    }),
  );
};
