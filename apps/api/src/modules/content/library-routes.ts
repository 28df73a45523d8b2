import {
  articleSchema,
  bookSchema,
  contentStatsSchema,
  historicalEventSchema,
  pageQuerySchema,
  partnerSchema,
  searchQuerySchema,
  testimonialSchema,
} from "@heritage/domain/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { historicalEvents, partners, testimonials } from "../../db/schema/content.ts";
import { artworkTotals } from "./artwork-repository.ts";
import { type PageRequest, pageOf } from "./content-pagination.ts";
import { fieldErrorsResponse, paginatedSchema } from "./content-schemas.ts";
import { countCourses } from "./course-repository.ts";
import { countLibrary, listArticles, listBooks, listInOrder, type Positioned } from "./library-repository.ts";
import { countMuseumsAndArtifacts } from "./museum-repository.ts";

const listSchema = <T extends ZodType>(item: T) => ({
  tags: ["content"],
  querystring: pageQuerySchema,
  response: { 200: paginatedSchema(item), 400: fieldErrorsResponse },
});

/** Books, articles, the hand-ordered lists of the home and heritage screens, and the stats tiles. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inOrder = async <T extends Positioned>(table: T, query: PageRequest) => {
    const { rows, total } = await listInOrder(app.db, table, query);
    return [total, rows] as const;
  };

  app.get(
    "/books",
    {
      schema: {
        tags: ["content"],
        querystring: searchQuerySchema,
        response: { 200: paginatedSchema(bookSchema), 400: fieldErrorsResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listBooks(app.db, request.query);
      return pageOf(request.url, request.query, total, rows);
    },
  );

  app.get(
    "/articles",
    {
      schema: {
        tags: ["content"],
        querystring: searchQuerySchema,
        response: { 200: paginatedSchema(articleSchema), 400: fieldErrorsResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listArticles(app.db, request.query);
      return pageOf(request.url, request.query, total, rows);
    },
  );

  app.get("/testimonials", { schema: listSchema(testimonialSchema) }, async (request) =>
    pageOf(request.url, request.query, ...(await inOrder(testimonials, request.query))),
  );

  app.get("/partners", { schema: listSchema(partnerSchema) }, async (request) =>
    pageOf(request.url, request.query, ...(await inOrder(partners, request.query))),
  );

  app.get("/historical-events", { schema: listSchema(historicalEventSchema) }, async (request) =>
    pageOf(request.url, request.query, ...(await inOrder(historicalEvents, request.query))),
  );

  app.get(
    "/stats",
    {
      schema: {
        tags: ["content"],
        summary: "Counts for the repository's stats tiles",
        response: { 200: contentStatsSchema },
      },
    },
    async () => {
      const [artworks, museums, library, courses] = await Promise.all([
        artworkTotals(app.db),
        countMuseumsAndArtifacts(app.db),
        countLibrary(app.db),
        countCourses(app.db),
      ]);
      return { ...artworks, ...museums, ...library, courses };
    },
  );
};
