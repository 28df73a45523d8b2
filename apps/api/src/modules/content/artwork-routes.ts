import { paginatedSchema } from "@heritage/domain/catalog";
import {
  ARTWORK_CATEGORIES,
  artworkQuerySchema,
  artworkSchema,
  categoryCountSchema,
} from "@heritage/domain/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-errors.ts";
import { detailSchema, fieldErrorsSchema, idParams } from "../../lib/http-schemas.ts";
import { artworkCategoryCounts, findArtwork, listArtworks } from "./artwork-repository.ts";
import { inLanguageOf, pageOf } from "./content-pagination.ts";

/** The art gallery (product §2 Art gallery, §4 Gallery): read-only. */
export const artworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/artworks",
    {
      schema: {
        tags: ["content"],
        summary: "Artworks, filtered by ?search= and ?category= (the gallery categories, or All)",
        querystring: artworkQuerySchema,
        response: { 200: paginatedSchema(artworkSchema), 400: fieldErrorsSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listArtworks(app.db, request.query);
      return pageOf(request, total, rows);
    },
  );

  app.get(
    "/artworks/categories",
    {
      schema: {
        tags: ["content"],
        summary: "The gallery categories with how many artworks each holds",
        response: { 200: z.array(categoryCountSchema) },
      },
    },
    async () => artworkCategoryCounts(app.db, ARTWORK_CATEGORIES),
  );

  app.get(
    "/artworks/:id",
    {
      schema: {
        tags: ["content"],
        params: idParams,
        response: { 200: artworkSchema, 400: fieldErrorsSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const artwork = await findArtwork(app.db, request.params.id);
      if (!artwork) throw notFound();
      return inLanguageOf(request, artwork);
    },
  );
};
