import { messages } from "@heritage/domain/messages";
import {
  listingDecisionSchema,
  listingQueueSchema,
  sellerProductInputSchema,
  sellerProductListSchema,
  sellerProductSchema,
  sellerProductUpdateSchema,
  sellerStockSchema,
} from "@heritage/domain/selling";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { adminWriteErrors, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { uploadThrottle } from "../../../media/upload-throttle.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { decideListing, listingQueue } from "./listing-review.ts";
import {
  changeSellerProduct,
  createSellerProduct,
  listSellerProducts,
  setSellerStock,
  submitListing,
} from "./seller-products.ts";

const security = [{ bearer: [] }];
const errors = { ...adminWriteErrors, 404: detailSchema, 409: detailSchema } as const;
const productId = (id: string) => pathId(id, messages.product.notFound);

/**
 * A maker's own products and the admins' review of them (decision 241). Every seller route
 * reads the caller's open shop from the database (403 without one) and reaches only that shop's
 * products (404 for anyone else's, and for the shop's own).
 */
export const sellerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttleImages = uploadThrottle(app, ["uploaded_images"]);

  app.get(
    "/selling/products",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["selling"],
        security,
        description: "The maker's own products, every listing state, the latest changed first.",
        response: { 200: sellerProductListSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    async (request) => listSellerProducts(app, currentUser(request).id, requestLanguage(request)),
  );

  app.post(
    "/selling/products",
    {
      onRequest: app.requireUser,
      preHandler: throttleImages,
      schema: {
        tags: ["selling"],
        security,
        description:
          "A new listing, as a draft off sale: the shop's product rules (one to ten pictures, three " +
          "languages) without featured and active, which only the shop sets.",
        body: sellerProductInputSchema,
        response: { 201: sellerProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createSellerProduct(app, currentUser(request).id, request.body, requestLanguage(request)),
        ),
  );

  app.put(
    "/selling/products/:id",
    {
      onRequest: app.requireUser,
      preHandler: throttleImages,
      schema: {
        tags: ["selling"],
        security,
        description:
          "Replaces the listing loaded at `version` (merged with `base` as for the shop's products, " +
          "decision 232); the listing goes back to draft, off sale, until it is passed again.",
        params: idParamsSchema,
        body: sellerProductUpdateSchema,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) =>
      changeSellerProduct(
        app,
        currentUser(request).id,
        productId(request.params.id),
        request.body,
        requestLanguage(request),
      ),
  );

  app.put(
    "/selling/products/:id/stock",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["selling"],
        security,
        description: "Sets the stock at once (no review), from `version`: 409 if a sale changed it since.",
        params: idParamsSchema,
        body: sellerStockSchema,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) =>
      setSellerStock(
        app,
        currentUser(request).id,
        productId(request.params.id),
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    "/selling/products/:id/submit",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["selling"],
        security,
        description: "Sends a draft or a sent-back listing for review; 409 when it waits or is on sale.",
        params: idParamsSchema,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) =>
      submitListing(app, currentUser(request).id, productId(request.params.id), requestLanguage(request)),
  );

  app.get(
    "/admin/listings",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["selling admin"],
        security,
        description: "Makers' listings waiting for review, the longest waiting first.",
        response: { 200: listingQueueSchema, ...adminWriteErrors },
      },
    },
    async (request) => listingQueue(app, requestLanguage(request)),
  );

  app.post(
    "/admin/listings/:id/decision",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["selling admin"],
        security,
        description:
          "`{decision: 'approve', version}` puts it on sale; `{decision: 'return', version, reason}` " +
          "sends it back. 409 unless it still waits at that version.",
        params: idParamsSchema,
        body: listingDecisionSchema,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) =>
      decideListing(app, productId(request.params.id), request.body, requestLanguage(request)),
  );
};
