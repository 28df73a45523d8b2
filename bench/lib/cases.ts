import { CATEGORY_SLUG, SEARCH_TERM, SHOPPER } from "./dataset.ts";
import type { CeilingName } from "./report.ts";

export interface BenchCase {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** Sent with the shopper's access token. */
  signedIn?: boolean;
  /** Each request from another client address (see load.ts). */
  manyClients?: boolean;
  body?: unknown;
  /** Extra request headers (Accept-Encoding for the compressed cases). */
  headers?: Record<string, string>;
  /** What the case is judged against: anonymous catalogue reads against (a), the rest against (b). */
  ceiling: CeilingName;
}

export const FIRST_PAGE = "/api/market/products/";
export const SEARCH = `/api/market/products/?search=${encodeURIComponent(SEARCH_TERM)}`;
/** A one-letter slip in one of two words (decision 150): a typo branch and an exact one. */
export const TYPO_SEARCH = `/api/market/products/?search=${encodeURIComponent("beaded baskt")}`;
/** Swapped letters matching a sixteenth of the catalogue: the broad typo case. */
export const BROAD_TYPO_SEARCH = "/api/market/products/?search=baskte";
/** As-you-type suggestions for the same slip. */
export const SUGGESTIONS = "/api/market/suggestions/?search=baskte";
/** What browsers send (cached answers are stored compressed). */
const BROTLI = { "accept-encoding": "gzip, deflate, br" };

/** The benchmark's cases; `:product` is replaced by the id of the first product of the first page. */
export const CASES: BenchCase[] = [
  { name: "first page", method: "GET", path: FIRST_PAGE, ceiling: "bare http" },
  { name: "first page, br", method: "GET", path: FIRST_PAGE, headers: BROTLI, ceiling: "bare http" },
  {
    name: "category filter",
    method: "GET",
    path: `/api/market/products/?category=${CATEGORY_SLUG}`,
    ceiling: "bare http",
  },
  {
    name: "sorted by price",
    method: "GET",
    path: "/api/market/products/?ordering=price",
    ceiling: "bare http",
  },
  { name: "one product", method: "GET", path: "/api/market/products/:product/", ceiling: "bare http" },
  { name: "categories", method: "GET", path: "/api/market/categories/", ceiling: "bare http" },
  // Many shoppers (one address each): from one address the 2 s warm-up alone passes the per-address
  // throttle (decision 082, RATE_LIMIT_SEARCH) and the probe after it answers 429.
  // Searches are answered from the response cache when repeated (decision 152), so they are judged,
  // against (a); the sql loop column still shows their own SQL, uncached.
  { name: "search", method: "GET", path: SEARCH, manyClients: true, ceiling: "bare http" },
  {
    name: "cart (signed in)",
    method: "GET",
    path: "/api/market/cart/my_cart/",
    signedIn: true,
    ceiling: "sql loop",
  },
  {
    name: "login",
    method: "POST",
    path: "/api/login/",
    body: { username: SHOPPER.username, password: SHOPPER.password },
    manyClients: true,
    ceiling: "argon2 loop",
  },
  // Last, the broadest last: on a loaded machine PGlite may still be running their queued searches
  // when the next case starts. Many shoppers (one address each), as the per-address search throttle (decision 082) expects.
  {
    name: "suggestions",
    method: "GET",
    path: SUGGESTIONS,
    manyClients: true,
    headers: BROTLI,
    ceiling: "bare http",
  },
  { name: "search, typo", method: "GET", path: TYPO_SEARCH, manyClients: true, ceiling: "bare http" },
  {
    name: "search, broad typo",
    method: "GET",
    path: BROAD_TYPO_SEARCH,
    manyClients: true,
    ceiling: "bare http",
  },
];
