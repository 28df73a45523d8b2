import {
  collectionSchema,
  itemDetailSchema,
  itemPageSchema,
  itemQuerySchema,
  slugParams,
} from "@heritage/domain/collections-query";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { detailSchema } from "../../../lib/http-schemas.ts";
import { pageLinks } from "../../../lib/pagination.ts";
import { versionedMemo } from "../../../lib/versioned-memo.ts";
import { fileRoutes } from "../protocols/file-routes.ts";
import { signedFileUrls } from "../protocols/file-urls.ts";
import { productsForSale } from "../protocols/item-extras.ts";
import { viewerOf } from "../protocols/visibility.ts";
import { adminItemRoutes } from "./admin-item-routes.ts";
import { adminRecordRoutes } from "./admin-record-routes.ts";
import { csvRoutes } from "./csv-routes.ts";
import { institutionRoutes } from "./institution-routes.ts";
import { itemCaptionsRoutes } from "./item-captions-routes.ts";
import { findItemPage } from "./item-detail.ts";
import { itemFacets, listItems, pageOfQuery } from "./item-list.ts";
import { itemMediaRoutes } from "./item-media-routes.ts";
import { itemShareRoutes } from "./item-share-routes.ts";
import { itemSummary } from "./item-view.ts";
import { collectionView, collectionWithSlug, listCollections } from "./record-reads.ts";

const fieldErrors = z.record(z.string(), z.array(z.string()));

/** What the facets do not depend on: the page, its size and the order (item-list.ts). */
const NOT_FILTERS = new Set(["page", "page_size", "ordering"]);
function filtersKey(query: Record<string, unknown>): string {
  const filters = Object.entries(query).filter(
    ([name, value]) => !NOT_FILTERS.has(name) && value !== undefined,
  );
  return JSON.stringify(filters.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The public digital repository under /api/repository/ (decision 111): published items
 * of published collections, in the reader's language (`?lang=` or Accept-Language).
 */
export const repositoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anonymous readers' facets, once per filter set and catalogue version (decision 211): every
  // page, order and language of one filter set shares them, and so does a flood of them.
  const visitorFacets = versionedMemo<Awaited<ReturnType<typeof itemFacets>>>(500);
  await app.register(adminItemRoutes);
  await app.register(adminRecordRoutes);
  await app.register(csvRoutes);
  await app.register(itemMediaRoutes);
  await app.register(itemCaptionsRoutes);
  await app.register(itemShareRoutes);
  await app.register(fileRoutes);
  await app.register(institutionRoutes);

  app.get(
    "/repository/items",
    {
      schema: {
        tags: ["repository"],
        summary:
          "Published items: search (DC fields, three languages, typo-tolerant), filters, facet counts, pages",
        querystring: itemQuerySchema.omit({ status: true }),
        response: { 200: itemPageSchema, 400: fieldErrors },
      },
    },
    async (request) => {
      const query = request.query;
      const language = requestLanguage(request);
      // The cultural protocols decide with the reader (decision 162): lists, counts and facets alike.
      const viewer = viewerOf(request);
      const urls = signedFileUrls(app.jwtSecret, viewer, app.now());
      const version = request.user ? null : await app.catalogVersion();
      const facetsOf = () => itemFacets(app.db, query, false, viewer);
      const [{ rows, total }, facets] = await Promise.all([
        listItems(app.db, query, false, undefined, undefined, viewer),
        version === null ? facetsOf() : visitorFacets(version, filtersKey(query), facetsOf),
      ]);
      const forSale = await productsForSale(
        app.db,
        rows.map((row) => row.item.id),
        language,
      );
      const { page, size } = pageOfQuery(query);
      return {
        count: total,
        ...pageLinks(request, page, size, total),
        results: rows.map((row) => ({
          ...itemSummary(row, language, urls),
          for_sale: forSale.get(row.item.id) ?? null,
        })),
        facets,
      };
    },
  );

  app.get(
    "/repository/items/:slug",
    {
      schema: {
        tags: ["repository"],
        summary: "One published item by its slug: DC fields, media with rights, related items",
        params: slugParams,
        response: { 200: itemDetailSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const urls = signedFileUrls(app.jwtSecret, viewer, app.now());
      const item = await findItemPage(
        app.db,
        { slug: request.params.slug },
        requestLanguage(request),
        false,
        viewer,
        urls,
      );
      // A hidden item is simply not found: a visitor never learns that it exists.
      if (!item) throw notFound();
      return item;
    },
  );

  app.get(
    "/repository/collections",
    { schema: { tags: ["repository"], response: { 200: z.array(collectionSchema) } } },
    async (request) => {
      const language = requestLanguage(request);
      return (await listCollections(app.db, viewerOf(request))).map((row) =>
        collectionView(row, language, false),
      );
    },
  );

  app.get(
    "/repository/collections/:slug",
    {
      schema: {
        tags: ["repository"],
        params: slugParams,
        response: { 200: collectionSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const [row] = await listCollections(app.db, viewerOf(request), collectionWithSlug(request.params.slug));
      if (!row) throw notFound();
      return collectionView(row, requestLanguage(request), false);
    },
  );
};
