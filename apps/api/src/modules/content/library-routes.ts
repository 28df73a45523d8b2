import {
  articleSchema,
  EVENT_CATEGORIES,
  historicalEventSchema,
  partnerSchema,
  searchQuerySchema,
  testimonialSchema,
} from "@heritage/domain/content";
import { pageQuerySchema, paginatedSchema } from "@heritage/domain/paging";
import { eq, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";
import { historicalEvents, partners, testimonials } from "../../db/schema/content.ts";
import { notFound } from "../../lib/http-errors.ts";
import { detailSchema, fieldErrorsSchema, idParams } from "../../lib/http-schemas.ts";
import type { PageRequest } from "../../lib/pagination.ts";
import { inLanguageOf, pageOf } from "./content-pagination.ts";
import { matchEveryWord, searchWords } from "./content-search.ts";
import { findArticle, listArticles, listInOrder, type Positioned } from "./library-repository.ts";

const listSchema = <T extends ZodType, Q extends ZodType = typeof pageQuerySchema>(
  item: T,
  querystring: Q = pageQuerySchema as unknown as Q,
  summary?: string,
) => ({
  tags: ["content"],
  summary,
  querystring,
  response: { 200: paginatedSchema(item), 400: fieldErrorsSchema },
});

/** The heritage screen's event cards can be narrowed to one of their categories. */
const eventQuerySchema = pageQuerySchema.extend({
  category: z.enum(EVENT_CATEGORIES, { error: "Unknown event category." }).optional(),
});

/** Articles and the hand-ordered lists of the home and heritage screens (the stats tiles read /api/repository/stats/, decision 114). */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inOrder = async <T extends Positioned>(table: T, query: PageRequest, where?: SQL) => {
    const { rows, total } = await listInOrder(app.db, table, query, where);
    return [total, rows] as const;
  };

  app.get(
    "/articles",
    {
      schema: {
        tags: ["content"],
        querystring: searchQuerySchema,
        response: { 200: paginatedSchema(articleSchema), 400: fieldErrorsSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listArticles(app.db, request.query);
      return pageOf(request, total, rows);
    },
  );

  app.get(
    "/articles/:id",
    {
      schema: {
        tags: ["content"],
        summary: "One article, for its own page",
        params: idParams,
        response: { 200: articleSchema, 400: fieldErrorsSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const article = await findArticle(app.db, request.params.id);
      if (!article) throw notFound();
      return inLanguageOf(request, article);
    },
  );

  app.get("/testimonials", { schema: listSchema(testimonialSchema) }, async (request) =>
    pageOf(request, ...(await inOrder(testimonials, request.query))),
  );

  app.get(
    "/partners",
    {
      schema: listSchema(partnerSchema, searchQuerySchema, "Partners; ?search= matches name and description"),
    },
    async (request) => {
      const words = searchWords(request.query.search);
      const where = matchEveryWord(words, partners.name, [partners.description, partners.translated_text]);
      return pageOf(request, ...(await inOrder(partners, request.query, where)));
    },
  );

  app.get(
    "/historical-events",
    { schema: listSchema(historicalEventSchema, eventQuerySchema, "Historical events; ?category= narrows") },
    async (request) => {
      const { category } = request.query;
      const where = category ? eq(historicalEvents.category, category) : undefined;
      return pageOf(request, ...(await inOrder(historicalEvents, request.query, where)));
    },
  );
};
