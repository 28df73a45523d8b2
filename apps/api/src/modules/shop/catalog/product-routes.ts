import {
  productInputSchema,
  productPatchSchema,
  productQuerySchema,
  productSchema,
  productUpdateSchema,
} from "@heritage/domain/catalog";
import { PAGE_SIZE } from "@heritage/domain/constants";
import { messages } from "@heritage/domain/messages";
import { paginatedSchema } from "@heritage/domain/paging";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { fieldError, notFound } from "../../../lib/http-errors.ts";
import {
  adminWriteErrors,
  badRequestSchema,
  detailSchema,
  idParamsSchema,
  parseId,
  readErrors,
} from "../../../lib/http-schemas.ts";
import { pageLinks } from "../../../lib/pagination.ts";
import { uploadThrottle } from "../../../media/upload-throttle.ts";
import { listProducts } from "./product-list.ts";
import { changeProduct, createProduct, removeProduct } from "./product-service.ts";
import { productShareRoutes } from "./product-share-routes.ts";
import { findProduct, withImages } from "./product-view.ts";

const tags = ["products"];
const security = [{ bearer: [] }];

function requireId(value: string): number {
  const id = parseId(value);
  if (id === null) throw notFound(messages.product.notFound);
  return id;
}

/** The keys a PATCH body really carries: the schema's defaults must not overwrite the rest. */
function presentKeys(body: unknown): Set<string> {
  return new Set(body && typeof body === "object" ? Object.keys(body) : []);
}

/** product §7 /market/products/: public reads (active products only), administrator writes. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const isAdmin = (request: { user: { type: string } | null }) => request.user?.type === "admin";
  /** The request's language; administrators also get every language's texts to edit. */
  const viewOf = (request: FastifyRequest) => ({
    language: requestLanguage(request),
    admin: isAdmin(request),
  });
  const throttleImages = uploadThrottle(app, ["uploaded_images"]);
  await app.register(productShareRoutes);

  app.get(
    "/market/products",
    {
      schema: {
        tags,
        description:
          "Filter, search, sort and page in SQL. `is_active` is honoured for administrators only; " +
          "visitors and shoppers only ever see active products.",
        querystring: productQuerySchema,
        response: { 200: paginatedSchema(productSchema), 400: badRequestSchema, 401: detailSchema },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? PAGE_SIZE;
      const scope = { admin: isAdmin(request), now: app.now() };
      const { count, rows } = await listProducts(app.db, request.query, scope, page, pageSize);
      return {
        count,
        ...pageLinks(request, page, pageSize, count),
        results: await withImages(app.db, rows, viewOf(request)),
      };
    },
  );

  app.get(
    "/market/products/:id",
    { schema: { tags, params: idParamsSchema, response: { 200: productSchema, ...readErrors } } },
    async (request) => {
      const product = await findProduct(app.db, requireId(request.params.id), viewOf(request));
      if (!product) throw notFound(messages.product.notFound);
      return product;
    },
  );

  app.post(
    "/market/products",
    {
      onRequest: app.requireAdmin,
      preHandler: throttleImages,
      schema: {
        tags,
        security,
        description: "uploaded_images in order, the first becomes the primary image; up to 10.",
        body: productInputSchema,
        response: { 201: productSchema, ...adminWriteErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(app, request.body, viewOf(request))),
  );

  app.put(
    "/market/products/:id",
    {
      onRequest: app.requireAdmin,
      preHandler: throttleImages,
      schema: {
        tags,
        security,
        description:
          "Replaces every field of the product loaded at `version`; uploaded_images replaces the images " +
          "(existing /media/ URLs are kept). 409 `{detail, current}` when it changed since (an order " +
          "taking stock included): nothing is written, `current` is the product as it is now. With " +
          "`base` (the fields as loaded at `version`), a save from an older version is merged instead: " +
          "fields sent as loaded keep their current value, changed ones are written, and 409 " +
          "`{detail, current, fields}` names the fields changed on both sides (decision 232).",
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema, ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const { version, base, ...input } = request.body;
      return changeProduct(app, requireId(request.params.id), input, viewOf(request), version, base);
    },
  );

  const sentKeys = new WeakMap<object, Set<string>>();
  app.patch(
    "/market/products/:id",
    {
      onRequest: app.requireAdmin,
      preHandler: throttleImages,
      preValidation: async (request) => {
        sentKeys.set(request, presentKeys(request.body));
      },
      schema: {
        tags,
        security,
        description:
          "Changes only the fields sent. With `version`, 409 `{detail, current}` if the product changed " +
          "since (merged field by field when `base` is sent, decision 232); `stock` is only set " +
          "together with `version` (a sale since must not be undone).",
        params: idParamsSchema,
        body: productPatchSchema,
        response: { 200: productSchema, ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const keys = sentKeys.get(request) ?? new Set();
      const { version, base, ...sent } = request.body;
      const changes = Object.fromEntries(Object.entries(sent).filter(([key]) => keys.has(key)));
      if ("stock" in changes && version === undefined) {
        throw fieldError("version", messages.product.stockNeedsVersion);
      }
      return changeProduct(app, requireId(request.params.id), changes, viewOf(request), version, base);
    },
  );

  app.delete(
    "/market/products/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 204: z.void(), ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await removeProduct(app, requireId(request.params.id));
      return reply.status(204).send();
    },
  );
};
