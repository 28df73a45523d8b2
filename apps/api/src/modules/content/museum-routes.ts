import { museumDetailSchema, museumQuerySchema, museumSchema } from "@heritage/domain/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-errors.ts";
import { inLanguageOf, pageOf } from "./content-pagination.ts";
import { fieldErrorsResponse, notFoundResponse, paginatedSchema } from "./content-schemas.ts";
import { findMuseumDetail, listMuseums } from "./museum-repository.ts";

/** A museum is addressed by its id or its slug, so shared links can read well. */
const museumKey = z.object({
  key: z
    .string()
    .max(120)
    .transform((value) => (/^\d{1,9}$/.test(value) ? Number(value) : value.toLowerCase())),
});

/** Museums (product §2 Museums, §4 Museums): list and detail. */
export const museumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/museums",
    {
      schema: {
        tags: ["content"],
        summary: "Museums, filtered by ?search= and ?category= (the museum categories, or All)",
        querystring: museumQuerySchema,
        response: { 200: paginatedSchema(museumSchema), 400: fieldErrorsResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listMuseums(app.db, request.query);
      return pageOf(request, total, rows);
    },
  );

  app.get(
    "/museums/:key",
    {
      schema: {
        tags: ["content"],
        summary: "One museum (by id or slug) with its artifacts, gallery, virtual exhibitions and figures",
        params: museumKey,
        response: { 200: museumDetailSchema, 404: notFoundResponse },
      },
    },
    async (request) => {
      const museum = await findMuseumDetail(app.db, request.params.key);
      if (!museum) throw notFound();
      return inLanguageOf(request, museum);
    },
  );
};
