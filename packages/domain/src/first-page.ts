import { PAGE_SIZE } from "./constants.ts";

/**
 * The product pages the market's first screen asks for (decision 182). The server writes their answers
 * into /market's HTML so that, on a slow network, products do not wait for the JavaScript to arrive
 * before their request can even start; the web app reads them instead of asking again.
 */
export const FEATURED_PRODUCTS_QUERY = {
  is_featured: true,
  ordering: "featured",
  page: 1,
  page_size: 5,
} as const;
/** The market's listing as a visitor first sees it: featured first, page 1, no filter. */
export const FIRST_LISTING_QUERY = { ordering: "featured", page: 1, page_size: PAGE_SIZE } as const;
export const MARKET_FIRST_QUERIES = [FEATURED_PRODUCTS_QUERY, FIRST_LISTING_QUERY] as const;

/** The id of the `<script type="application/json">` element that carries them. */
export const FIRST_PAGE_ELEMENT_ID = "first-page-data";

/** What that element holds: the language the answers are in, and each answer by its canonical query. */
export type FirstPageData = { language: string; pages: Record<string, unknown> };

/** One spelling per query, whatever the order of its keys: sorted, empty values left out. */
export function canonicalQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  return params.toString();
}
