import { productQuerySchema } from "@heritage/domain/catalog";
import { itemQuerySchema } from "@heritage/domain/collections-query";
import type { FastifyRequest } from "fastify";
import { jsonLdType, PRESENTATION3_CONTEXT } from "../lib/json-ld.ts";
import { normalisedParams } from "../lib/pagination.ts";
import { publicBaseUrl } from "../lib/public-url.ts";
import { searchWords } from "../lib/search-words.ts";

export const SUGGESTIONS = "/api/market/suggestions";
const PRODUCT_LIST = "/api/market/products";
const ITEM_LIST = "/api/repository/items";

/** The public catalogue reads whose answers are cached (under the /api prefix). */
export const CATALOG_ROUTES = new Set([
  PRODUCT_LIST,
  "/api/market/products/:id",
  "/api/market/categories",
  "/api/market/categories/:id",
  SUGGESTIONS,
]);

/**
 * The repository's public reads (decision 211). Unlike the market's, their answers depend on who
 * reads (community members, named viewers and creators see more, decision 162), so only anonymous
 * readers' answers are stored or served.
 */
export const REPOSITORY_ROUTES = new Set([
  ITEM_LIST,
  "/api/repository/items/:slug",
  "/api/repository/collections",
  "/api/repository/collections/:slug",
  "/iiif/items/:id/manifest.json",
  "/iiif/collections/:id/collection.json",
  "/iiif/discovery/collection.json",
  "/iiif/discovery/page/:page.json",
]);

/** IIIF documents carry absolute ids (the site's origin) and a content type chosen by Accept. */
const IIIF = new Set([
  "/iiif/items/:id/manifest.json",
  "/iiif/collections/:id/collection.json",
  "/iiif/discovery/collection.json",
  "/iiif/discovery/page/:page.json",
]);

/**
 * Non-public repository files get URLs signed for a window of 15 to 30 minutes
 * (protocols/file-urls.ts): an entry is kept for 10 minutes of the clock at most, so a URL
 * served from memory still works for 5.
 */
const REPOSITORY_WINDOW_MS = 10 * 60_000;

/**
 * What may be stored (administrators, who see inactive products, never reach this): any read
 * except 'new arrivals' (its answer changes with the clock, not with a write). Suggestions and
 * searches are stored whatever their text, each in their own bounded map (decision 152; decision
 * 060 kept searches out, as an open-ended key space measured as a database read).
 */
export function cacheable(request: FastifyRequest): boolean {
  const query = request.url.indexOf("?");
  if (query === -1) return true;
  return new URLSearchParams(request.url.slice(query + 1)).get("filter") !== "new";
}

/** A product-list read with a search text: kept apart from the catalogue's pages. */
export function isSearch(url: string, route: string): boolean {
  if (route !== PRODUCT_LIST) return false;
  const query = url.indexOf("?");
  return query !== -1 && !!new URLSearchParams(url.slice(query + 1)).get("search")?.trim();
}

/** What the product list reads from its query string; administrators' is_active never gets here. */
const PRODUCT_PARAMS = new Set(Object.keys(productQuerySchema.shape).filter((name) => name !== "is_active"));
/** What the public item list reads (the admin's `status` is not declared there). */
const ITEM_PARAMS = new Set(Object.keys(itemQuerySchema.shape).filter((name) => name !== "status"));
const LIST_PARAMS = new Map([
  [PRODUCT_LIST, PRODUCT_PARAMS],
  [ITEM_LIST, ITEM_PARAMS],
]);

/**
 * The entry's key: the path without a trailing slash, plus, for the lists, the parameters they
 * read, sorted and without empty values. Parameters the routes ignore (`?utm_source=…`, a
 * cache-buster) would otherwise each store a copy and push real answers out of the bounded map.
 */
export function cacheKey(url: string, route: string): string {
  const split = url.indexOf("?");
  const path = (split === -1 ? url : url.slice(0, split)).replace(/\/+$/, "");
  if (route === SUGGESTIONS) {
    // The answer depends on the words only: "Bask", " bask " and "bask" share one entry.
    const search = split === -1 ? "" : (new URLSearchParams(url.slice(split + 1)).get("search") ?? "");
    return `${path}?search=${encodeURIComponent(searchWords(search).join(" "))}`;
  }
  const known = LIST_PARAMS.get(route);
  if (split === -1 || !known) return path;
  const kept = normalisedParams(url.slice(split + 1), known);
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept)}`;
}

/**
 * What a repository answer depends on besides its key: the clock's window (signed file URLs),
 * and for IIIF the origin its ids name and the content type Accept chose.
 */
export function repositoryKeyPart(request: FastifyRequest, route: string, nowMs: number): string {
  const window = Math.floor(nowMs / REPOSITORY_WINDOW_MS);
  if (!IIIF.has(route)) return `${window}`;
  return `${window} ${publicBaseUrl(request)} ${jsonLdType(request.headers.accept, PRESENTATION3_CONTEXT)}`;
}
