import { suggestionQuerySchema, suggestionsSchema } from "@heritage/domain/suggestions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { badRequestSchema, detailSchema } from "../../../lib/http-schemas.ts";
import { suggest } from "./suggestions.ts";

/**
 * As-you-type suggestions for the market's search box (decision 150): a few active products
 * and categories whose names match the text typed so far, typos and accents forgiven. Cached
 * like the catalogue (plugins/catalog-cache.ts) and guarded like a search (decision 082).
 */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/market/suggestions",
    {
      schema: {
        tags: ["products"],
        description:
          "Up to 6 products and 3 categories whose names (in any language) match `search`, best first.",
        querystring: suggestionQuerySchema,
        response: { 200: suggestionsSchema, 400: badRequestSchema, 429: detailSchema },
      },
    },
    async (request) => suggest(app.db, request.query.search ?? "", requestLanguage(request)),
  );
};
