import {
  articleSchema,
  EVENT_CATEGORIES,
  historicalEventSchema,
  partnerSchema,
  searchQuerySchema,
  testimonialSchema,
} from "@heritage/domain/content";
import { pageQuerySchema, paginatedSchema } from "@heritage/domain/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";
import { notFound } from "../../../lib/http-errors.ts";
import { detailSchema, fieldErrorsSchema, idParams } from "../../../lib/http-schemas.ts";
import { inLanguageOf, pageOf } from "../../../lib/pagination.ts";
import {
  findArticle,
  listArticles,
  listHistoricalEvents,
  listPartners,
  listTestimonials,
} from "./library-repository.ts";

const listSchema = <T extends ZodType, Q extends ZodType>(item: T, querystring: Q, summary?: string) => ({
  tags: ["content"],
  summary,
  querystring,
  response: { 200: paginatedSchema(item), 400: fieldErrorsSchema },
});

/** The heritage screen's event cards can be narrowed to one of their categories. */
const eventQuerySchema = pageQuerySchema.extend({
  category: z.enum(EVENT_CATEGORIES, { error: "Unknown event category." }).optional(),
});

/** A hand-ordered list as pageOf takes it: its length, then the page's rows. */
const inOrder = <T>({ rows, total }: { rows: T[]; total: number }) => [total, rows] as const;

/** Articles and the hand-ordered lists of the home and heritage screens (the stats tiles read /api/repository/stats/, decision 114). */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get("/testimonials", { schema: listSchema(testimonialSchema, pageQuerySchema) }, async (request) =>
    pageOf(request, ...inOrder(await listTestimonials(app.db, request.query))),
  );

  app.get(
    "/partners",
    {
      schema: listSchema(partnerSchema, searchQuerySchema, "Partners; ?search= matches name and description"),
    },
    async (request) => {
      return pageOf(request, ...inOrder(await listPartners(app.db, request.query, request.query.search)));
    },
  );

  app.get(
    "/historical-events",
    { schema: listSchema(historicalEventSchema, eventQuerySchema, "Historical events; ?category= narrows") },
    async (request) => {
      const events = await listHistoricalEvents(app.db, request.query, request.query.category);
      return pageOf(request, ...inOrder(events));
    },
  );
};
