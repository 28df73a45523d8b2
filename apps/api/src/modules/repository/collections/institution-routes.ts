import { slugParams } from "@heritage/domain/collections-query";
import {
  institutionDetailSchema,
  institutionPageSchema,
  institutionQuerySchema,
  repositoryStatsSchema,
} from "@heritage/domain/institutions-query";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { detailSchema } from "../../../lib/http-schemas.ts";
import { pageLinks } from "../../../lib/pagination.ts";
import { signedFileUrls } from "../protocols/file-urls.ts";
import { viewerOf } from "../protocols/visibility.ts";
import { relatedNotes, repositoryStats } from "./institution-page.ts";
import {
  exhibitionView,
  findPublicInstitution,
  institutionPageOf,
  listPublicInstitutions,
} from "./institution-reads.ts";
import { itemSummary, textIn } from "./item-view.ts";
import { institutionView } from "./record-reads.ts";

const fieldErrors = z.record(z.string(), z.array(z.string()));
/** How many notes on people a museum's page lists ('You may also like these'). */
const RELATED = 4;

/**
 * Institutions (museums, libraries, archives) for the public, and the repository's counts
 * (decision 114). Every count reads the cultural protocols with the reader (decision 162).
 */
export const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/repository/institutions",
    {
      schema: {
        tags: ["repository"],
        summary: "Institutions: search, ?kind= and ?category= (a museum's), facet counts, pages",
        querystring: institutionQuerySchema,
        response: { 200: institutionPageSchema, 400: fieldErrors },
      },
    },
    async (request) => {
      const query = request.query;
      const language = requestLanguage(request);
      const { rows, total, facets } = await listPublicInstitutions(app.db, query, viewerOf(request));
      const { page, size } = institutionPageOf(query);
      return {
        count: total,
        ...pageLinks(request, page, size, total),
        results: rows.map((row) => institutionView(row, language, false)),
        facets,
      };
    },
  );

  app.get(
    "/repository/institutions/:slug",
    {
      schema: {
        tags: ["repository"],
        summary: "One institution by its slug: texts, visit facts, exhibitions, collections, related notes",
        params: slugParams,
        response: { 200: institutionDetailSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const language = requestLanguage(request);
      const found = await findPublicInstitution(app.db, request.params.slug, viewer);
      if (!found) throw notFound();
      const { institution } = found;
      const related = await relatedNotes(app.db, institution.name, RELATED, viewer);
      const urls = signedFileUrls(app.jwtSecret, viewer, app.now());
      return {
        ...institutionView(found, language, false),
        long_description: textIn(institution, "long_description", institution.long_description, language),
        exhibitions: found.exhibitions.map((row) => exhibitionView(row, language)),
        collections: found.collections.map(({ collection, item_count }) => ({
          id: collection.public_id,
          slug: collection.slug,
          title: textIn(collection, "title", collection.title, language),
          item_count,
        })),
        related: related.rows.map((row) => itemSummary(row, language, urls)),
      };
    },
  );

  app.get(
    "/repository/stats",
    {
      schema: {
        tags: ["repository"],
        summary: "Counts for the repository's stats tiles: public items, museums, communities",
        response: { 200: repositoryStatsSchema },
      },
    },
    async () => repositoryStats(app.db),
  );
};
