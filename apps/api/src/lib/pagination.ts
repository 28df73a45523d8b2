import { PAGE_SIZE } from "@heritage/domain/constants";
import type { FastifyRequest } from "fastify";
import { type Localized, langParam, localized, requestLanguage } from "./content-language.ts";

/**
 * The parameters of a query string that a route reads (`known`), without empty values, sorted
 * by name then value: two URLs that ask for the same thing give the same list, and names the
 * route ignores (`?utm_source=…`, a cache-buster, anything an attacker types) are gone.
 */
export function normalisedParams(query: string, known: ReadonlySet<string>): [string, string][] {
  return [...new URLSearchParams(query)]
    .filter(([name, value]) => known.has(name) && value !== "")
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
}

/** The names a route's querystring schema declares (a zod object), cached per schema. */
const namesBySchema = new WeakMap<object, ReadonlySet<string>>();
function queryNames(schema: unknown): ReadonlySet<string> {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) return new Set();
  let names = namesBySchema.get(shape);
  if (!names) {
    names = new Set(Object.keys(shape));
    namesBySchema.set(shape, names);
  }
  return names;
}

/**
 * DRF-style next/previous links, built from what the route understood, never echoed: the route's
 * own path (with the product's trailing slash) and its normalised parameters with another page number.
 * An answer cached for many URLs (plugins/catalog-cache.ts) so carries no one's chosen text.
 * A `?lang=` that names one of the three languages is kept (after the route's own parameters): the
 * next page of a shared link in Kinyarwanda is in Kinyarwanda too. Any other value is dropped.
 */
export function pageLinks(request: FastifyRequest, page: number, pageSize: number, total: number) {
  const { url: route, schema } = request.routeOptions;
  const split = request.url.indexOf("?");
  const rawPath = split === -1 ? request.url : request.url.slice(0, split);
  // A route pattern without parameters is the path itself; with some, the matched path is kept.
  const path = `${(route && !route.includes(":") ? route : rawPath).replace(/\/+$/, "")}/`;
  const kept = normalisedParams(
    split === -1 ? "" : request.url.slice(split + 1),
    queryNames(schema?.querystring),
  ).filter(([name]) => name !== "page");
  const language = langParam(request.url);
  if (language) kept.push(["lang", language]);
  const link = (target: number) => `${path}?${new URLSearchParams([...kept, ["page", String(target)]])}`;
  const last = Math.max(1, Math.ceil(total / pageSize));
  return {
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
  };
}

/** What a list query says of its page (`pageQuerySchema` in packages/domain). */
export interface PageRequest {
  page?: number;
  page_size?: number;
}

/**
 * Limit and offset of the requested page: page 1 of `defaultSize` (PAGE_SIZE, product §9) when the
 * query names none. Every list reads its page here so that "no page" means the same everywhere.
 */
export function pageWindow(query: PageRequest, defaultSize: number = PAGE_SIZE) {
  const page = query.page ?? 1;
  const size = query.page_size ?? defaultSize;
  return { page, size, limit: size, offset: (page - 1) * size };
}

/** DRF's {count, next, previous, results} for the page `pageWindow` read; past the end is empty. */
export function pageAnswer<T>(
  request: FastifyRequest,
  window: { page: number; size: number },
  total: number,
  results: T[],
) {
  return { count: total, ...pageLinks(request, window.page, window.size, total), results };
}

/**
 * DRF's {count, next, previous, results}; a page past the end is empty, not an error. The
 * records are served in the request's language (decision 105).
 */
export function pageOf<T>(request: FastifyRequest, total: number, results: T[]) {
  return pageAnswer(request, pageWindow(request.query as PageRequest), total, inLanguageOf(request, results));
}

/** A record (or records) in the request's language: `?lang=`, Accept-Language, else English. */
export function inLanguageOf<T>(request: FastifyRequest, value: T): Localized<T> {
  return localized(value, requestLanguage(request));
}
