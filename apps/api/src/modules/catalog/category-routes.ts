import { categoryInputSchema, categorySchema } from "@heritage/domain/catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-errors.ts";
import { findCategory, listCategories } from "./category-repository.ts";
import { changeCategory, createCategory, removeCategory } from "./category-service.ts";
import { adminWriteErrors, detailSchema, idParamsSchema, parseId, readErrors } from "./error-schemas.ts";

const tags = ["categories"];
const security = [{ bearer: [] }];

function requireId(value: string): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}

/** SPEC §7 /market/categories/: public reads, administrator writes. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/market/categories", { schema: { tags, response: { 200: z.array(categorySchema) } } }, async () =>
    listCategories(app.db),
  );

  app.get(
    "/market/categories/:id",
    {
      schema: {
        tags,
        description: "One category by id or slug.",
        params: idParamsSchema,
        response: { 200: categorySchema, ...readErrors },
      },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.id);
      if (!category) throw notFound();
      return category;
    },
  );

  app.post(
    "/market/categories",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        body: categoryInputSchema,
        response: { 201: categorySchema, ...adminWriteErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCategory(app, request.body)),
  );

  app.put(
    "/market/categories/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: categoryInputSchema,
        response: { 200: categorySchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => changeCategory(app, requireId(request.params.id), request.body),
  );

  app.patch(
    "/market/categories/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: categoryInputSchema.partial(),
        response: { 200: categorySchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => changeCategory(app, requireId(request.params.id), request.body),
  );

  app.delete(
    "/market/categories/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description: "409 while products still belong to the category.",
        params: idParamsSchema,
        response: { 204: z.void(), ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await removeCategory(app, requireId(request.params.id));
      return reply.status(204).send();
    },
  );
};
