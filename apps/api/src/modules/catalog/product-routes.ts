import {
  paginatedSchema,
  productInputSchema,
  productQuerySchema,
  productSchema,
} from "@heritage/domain/catalog";
import { PAGE_SIZE } from "@heritage/domain/constants";
import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-errors.ts";
import { pageLinks } from "../../lib/pagination.ts";
import {
  adminWriteErrors,
  badRequestSchema,
  detailSchema,
  idParamsSchema,
  parseId,
  readErrors,
} from "./error-schemas.ts";
import { listProducts } from "./product-list.ts";
import { changeProduct, createProduct, removeProduct } from "./product-service.ts";
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

/** SPEC §7 /market/products/: public reads (active products only), administrator writes. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const isAdmin = (request: { user: { type: string } | null }) => request.user?.type === "admin";

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
        ...pageLinks(request.url, page, pageSize, count),
        results: await withImages(app.db, rows),
      };
    },
  );

  app.get(
    "/market/products/:id",
    { schema: { tags, params: idParamsSchema, response: { 200: productSchema, ...readErrors } } },
    async (request) => {
      const product = await findProduct(app.db, requireId(request.params.id), isAdmin(request));
      if (!product) throw notFound(messages.product.notFound);
      return product;
    },
  );

  app.post(
    "/market/products",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description: "uploaded_images in order, the first becomes the primary image; up to 10.",
        body: productInputSchema,
        response: { 201: productSchema, ...adminWriteErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(app, request.body)),
  );

  app.put(
    "/market/products/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description:
          "Replaces every field; uploaded_images replaces the images (existing /media/ URLs are kept).",
        params: idParamsSchema,
        body: productInputSchema,
        response: { 200: productSchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => changeProduct(app, requireId(request.params.id), request.body),
  );

  const sentKeys = new WeakMap<object, Set<string>>();
  app.patch(
    "/market/products/:id",
    {
      onRequest: app.requireAdmin,
      preValidation: async (request) => {
        sentKeys.set(request, presentKeys(request.body));
      },
      schema: {
        tags,
        security,
        description: "Changes only the fields sent.",
        params: idParamsSchema,
        body: productInputSchema.partial(),
        response: { 200: productSchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => {
      const keys = sentKeys.get(request) ?? new Set();
      const changes = Object.fromEntries(Object.entries(request.body).filter(([key]) => keys.has(key)));
      return changeProduct(app, requireId(request.params.id), changes);
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
