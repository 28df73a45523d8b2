import { SSR_STATE_ELEMENT_ID } from "../ssr/ssr-state.ts";

/**
 * What the service worker (sw.ts) may do with a request, decided from the request alone so that the rule
 * is a plain function under unit test (caching-rules.test.ts). Decision 197.
 *
 * - "page": a navigation. Always asked from the network first (the server adds the page's first data,
 *   decision 182); when the network is gone, the last copy of that page if it may be kept
 *   (`pageMayBeKept`, decision 252), else the precached offline shell.
 * - "asset": a hashed build file under /assets/ (never changes): cache first.
 * - "picture": a stored picture under /media/ (public product and category pictures): cache first,
 *   a bounded number of them, so recently seen pictures show offline.
 * - "catalogue": an anonymous read of the public catalogue: network first, the last answer offline.
 * - "network": everything else, which the worker leaves to the browser untouched. Personal data is
 *   always here: any request with an Authorization header, and anything under the paths below,
 *   whatever its method or headers.
 */
export type CachePolicy = "page" | "asset" | "picture" | "catalogue" | "network";

export type RequestFacts = {
  method: string;
  url: URL;
  /** Same origin as the app (the worker never caches another site's answers). */
  sameOrigin: boolean;
  mode: string;
  /** Whether the request carries an Authorization header (a signed-in person's request). */
  hasAuthorization: boolean;
};

/**
 * API path segments whose answers belong to one person or to the staff: never cached, signed in or not
 * (auth, the cart, orders, the profile, the admin portal and their kin, wherever they sit under /api/).
 */
const PERSONAL_API_SEGMENT =
  /\/(auth|login|logout|register|token|password|password-reset|users|me|profile|cart|checkout|orders?|payments|wishlist|admin|creator|communities|learning|vocabulary)(\/|$)/i;

/** The anonymous catalogue reads that may be kept for offline reading (decision 060's cached routes). */
const PUBLIC_CATALOGUE_PATHS = ["/api/market/products/", "/api/market/categories/"] as const;

export function isPersonalApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/") && PERSONAL_API_SEGMENT.test(pathname);
}

export function cachePolicyFor(request: RequestFacts): CachePolicy {
  // Checked first and unconditionally: no later rule can make a personal answer cacheable.
  if (request.hasAuthorization || isPersonalApiPath(request.url.pathname)) return "network";
  if (request.method !== "GET" || !request.sameOrigin) return "network";
  const path = request.url.pathname;
  if (request.mode === "navigate") {
    return path.startsWith("/api/") || path.startsWith("/media/") ? "network" : "page";
  }
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/media/")) return "picture";
  // A search names what a person typed; only the plain catalogue pages are kept.
  if (request.url.searchParams.has("search")) return "network";
  if (PUBLIC_CATALOGUE_PATHS.some((prefix) => path.startsWith(prefix))) return "catalogue";
  return "network";
}

/**
 * Pages that belong to one person or to the staff. The server never draws them (decision 228: they are
 * the empty shell, their data fetched with the person's token), and they are never kept whatever it
 * answered: offline they show the offline page.
 */
const PERSONAL_PAGE =
  /^\/(market\/cart|cart|checkout|orders?|profile|wishlist|my-content|selling|creators\/apply|admin|dhp|reset-password|elearning\/vocabulary)(\/|$)/i;

/** The marker of a page the server drew for a visitor, its answers inside (decision 228, ssr-state.ts). */
const DRAWN_PAGE_MARKER = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">`;

/**
 * Whether the service worker may keep a copy of a page it fetched, to show it offline (decision 252):
 * only a complete page the server drew for a visitor (no token ever reaches it, so it holds nothing of
 * one person), at an address that is not a personal page. The shell the server sends for every other
 * address is not kept: offline, those show the offline page.
 */
export function pageMayBeKept(url: URL, status: number, contentType: string | null, html: string): boolean {
  if (status !== 200 || !contentType?.startsWith("text/html")) return false;
  if (url.pathname.startsWith("/api/") || PERSONAL_PAGE.test(url.pathname)) return false;
  return html.includes(DRAWN_PAGE_MARKER);
}

/**
 * A kept page shown at another address of the same path (decision 252): the drawing is left out, so
 * that the app draws the address it is at (main.tsx draws an empty root) with the kept answers.
 */
export function pageForAnotherAddress(html: string): string {
  const drawing = /<div id="root">[\s\S]*?<\/div>(<script type="application\/json" id="ssr-state">)/;
  return html.replace(drawing, (_, state: string) => `<div id="root"></div>${state}`);
}

/** The facts of a real request, as the service worker sees it (sw.ts). */
export function factsOf(request: Request, appOrigin: string): RequestFacts {
  const url = new URL(request.url);
  return {
    method: request.method,
    url,
    sameOrigin: url.origin === appOrigin,
    mode: request.mode,
    hasAuthorization: request.headers.has("authorization"),
  };
}
