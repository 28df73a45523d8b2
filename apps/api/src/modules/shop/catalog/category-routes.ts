import {
  categoryInputSchema,
  categoryPatchSchema,
  categorySchema,
  categoryUpdateSchema,
} from "@heritage/domain/catalog";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { notFound } from "../../../lib/http-errors.ts";
import {
  adminWriteErrors,
  detailSchema,
  idParamsSchema,
  parseId,
  readErrors,
} from "../../../lib/http-schemas.ts";
import { uploadThrottle } from "../../../media/upload-throttle.ts";
import { findCategory, listCategories } from "./category-repository.ts";
import { changeCategory, createCategory, removeCategory } from "./category-service.ts";

const tags = ["categories"];
const security = [{ bearer: [] }];

function requireId(value: string): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}

/** product §7 /market/categories/: public reads, administrator writes. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttleImage = uploadThrottle(app, ["image"]);
  /** The request's language; administrators also get every language's texts to edit. */
  const viewOf = (request: FastifyRequest) => ({
    language: requestLanguage(request),
    admin: request.user?.type === "admin",
  });

  app.get(
    "/market/categories",
    { schema: { tags, response: { 200: z.array(categorySchema) } } },
    async (request) => listCategories(app.db, viewOf(request)),
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
      const category = await findCategory(app.db, request.params.id, viewOf(request));
      if (!category) throw notFound();
      return category;
    },
  );

  app.post(
    "/market/categories",
    {
      onRequest: app.requireAdmin,
      preHandler: throttleImage,
      schema: {
        tags,
        security,
        body: categoryInputSchema,
        response: { 201: categorySchema, ...adminWriteErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(app, request.body, viewOf(request))),
  );

  app.put(
    "/market/categories/:id",
    {
      onRequest: app.requireAdmin,
      preHandler: throttleImage,
      schema: {
        tags,
        security,
        description:
          "Replaces the category loaded at `version`; 409 `{detail, current}` if it changed since.",
        params: idParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: categorySchema, ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return changeCategory(app, requireId(request.params.id), input, viewOf(request), version);
    },
  );

  app.patch(
    "/market/categories/:id",
    {
      onRequest: app.requireAdmin,
      preHandler: throttleImage,
      schema: {
        tags,
        security,
        description: "Changes the fields sent; with `version`, 409 `{detail, current}` if it changed since.",
        params: idParamsSchema,
        body: categoryPatchSchema,
        response: { 200: categorySchema, ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      return changeCategory(app, requireId(request.params.id), changes, viewOf(request), version);
    },
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
