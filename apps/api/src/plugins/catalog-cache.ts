import crypto from "node:crypto";
import { productQuerySchema } from "@heritage/domain/catalog";
import { pickLanguage } from "@heritage/domain/languages";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from "fastify";
import { langParam } from "../lib/content-language.ts";
import { normalisedParams } from "../lib/pagination.ts";
import { toArray } from "../lib/to-array.ts";
import { searchWords } from "../modules/catalog/product-search.ts";
import { type CatalogVersion, trackCatalogVersion } from "./catalog-cache-version.ts";
import { COMPRESS_THRESHOLD, type Encoding, encode, preferredEncoding } from "./compression.ts";

const SUGGESTIONS = "/api/market/suggestions";
/** The public catalogue reads whose answers are cached (under the /api prefix). */
export const CACHED_ROUTES = new Set([
  "/api/market/products",
  "/api/market/products/:id",
  "/api/market/categories",
  "/api/market/categories/:id",
  SUGGESTIONS,
]);
const MAX_ENTRIES = 2000;
/**
 * Suggestions are kept apart, in a map of their own: their keys are whatever people type, and
 * a flood of them must not push the catalogue's pages out.
 */
const MAX_SUGGESTIONS = 1000;
/**
 * Product-list searches likewise (decision 152): popular searches are answered from memory, at the
 * current catalogue version like every entry, while a flood of invented ones only turns over this map.
 */
const MAX_SEARCHES = 1000;
const MAX_BODY_BYTES = 512 * 1024;

interface Entry {
  version: string;
  etag: string;
  body: Buffer;
  /** The body brotli- or gzip-encoded, made the first time a client accepts that encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** What goes on the wire for one request: the body as stored or encoded, and its own ETag. */
interface Representation {
  body: Buffer;
  etag: string;
  encoding: Encoding | null;
}

/**
 * The entry in the encoding the client prefers, encoded once and kept with the entry, so a
 * cached read never compresses (decision 151). Each encoding has its own ETag: a 304 must only
 * confirm the bytes the client holds.
 */
function representation(entry: Entry, encoding: Encoding | null): Representation {
  if (encoding === null || entry.body.length < COMPRESS_THRESHOLD) {
    return { body: entry.body, etag: entry.etag, encoding: null };
  }
  let body = entry.encoded[encoding];
  if (body === undefined) {
    body = encode(entry.body, encoding);
    entry.encoded[encoding] = body;
  }
  return { body, etag: `${entry.etag.slice(0, -1)}-${encoding}"`, encoding };
}

interface Pending {
  key: string;
  version: string;
  entries: Map<string, Entry>;
}

const pending = new WeakMap<FastifyRequest, Pending>();

/**
 * What may be stored (administrators, who see inactive products, never reach this): any read
 * except 'new arrivals' (its answer changes with the clock, not with a write). Suggestions and
 * searches are stored whatever their text, each in their own bounded map (decision 152; decision
 * 060 kept searches out, as an open-ended key space measured as a database read).
 */
function cacheable(request: FastifyRequest): boolean {
  const query = request.url.indexOf("?");
  if (query === -1) return true;
  return new URLSearchParams(request.url.slice(query + 1)).get("filter") !== "new";
}

/** A product-list read with a search text: kept apart from the catalogue's pages. */
function isSearch(url: string, route: string): boolean {
  if (route !== "/api/market/products") return false;
  const query = url.indexOf("?");
  return query !== -1 && !!new URLSearchParams(url.slice(query + 1)).get("search")?.trim();
}

/** What the product list reads from its query string; administrators' is_active never gets here. */
const LIST_PARAMS = new Set(Object.keys(productQuerySchema.shape).filter((name) => name !== "is_active"));

/**
 * The entry's key: the path without a trailing slash, plus, for the product list, the
 * parameters it reads, sorted and without empty values. Parameters the routes ignore
 * (`?utm_source=…`, a cache-buster) would otherwise each store a copy and push real
 * answers out of the bounded map.
 */
export function cacheKey(url: string, route: string): string {
  const split = url.indexOf("?");
  const path = (split === -1 ? url : url.slice(0, split)).replace(/\/+$/, "");
  if (route === SUGGESTIONS) {
    // The answer depends on the words only: "Bask", " bask " and "bask" share one entry.
    const search = split === -1 ? "" : (new URLSearchParams(url.slice(split + 1)).get("search") ?? "");
    return `${path}?search=${encodeURIComponent(searchWords(search).join(" "))}`;
  }
  if (split === -1 || route !== "/api/market/products") return path;
  const kept = normalisedParams(url.slice(split + 1), LIST_PARAMS);
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept)}`;
}

function setHeaders(reply: FastifyReply, sent: Representation): void {
  // Browsers may keep the answer but must ask again each time; a 304 costs no body. The
  // records are served in the request's language (decision 105) and encoding (decision 151).
  reply
    .header("etag", sent.etag)
    .header("cache-control", "no-cache")
    .header("vary", "authorization, accept-language, accept-encoding");
  if (sent.encoding) reply.header("content-encoding", sent.encoding);
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  return header?.split(",").some((tag) => tag.trim() === etag) ?? false;
}

/**
 * Caches the answers of anonymous catalogue reads in memory, keyed by the request's path and
 * normalised query (the answer's next/previous links are built from the same, lib/pagination.ts), each tagged
 * with the catalogue version it was built at; answers with ETag and honours If-None-Match.
 * An answer is only served while its version is still current (catalog-cache-version.ts), so
 * no process ever serves data older than a catalogue write that has returned.
 */
export async function registerCatalogCache(app: FastifyInstance): Promise<void> {
  const entries = new Map<string, Entry>();
  const suggestions = new Map<string, Entry>();
  const searches = new Map<string, Entry>();
  const limits = new Map([
    [entries, MAX_ENTRIES],
    [suggestions, MAX_SUGGESTIONS],
    [searches, MAX_SEARCHES],
  ]);
  /** Every entry in the map was built at this version; older answers are dropped, not kept. */
  let entriesVersion = 0;
  let versions: CatalogVersion | null = null;
  app.addHook("onReady", async () => {
    versions = await trackCatalogVersion(app.database);
  });
  app.addHook("preClose", async () => {
    await versions?.stop();
  });

  /**
   * The normalised key of each raw URL seen, so that a hit costs two map reads and no parsing
   * (cleared when full: it only saves work, it decides nothing).
   */
  const keysByUrl = new Map<string, { key: string; search: boolean }>();
  const keyOf = (url: string, route: string) => {
    let key = keysByUrl.get(url);
    if (key === undefined) {
      if (keysByUrl.size >= MAX_ENTRIES * 4) keysByUrl.clear();
      key = { key: cacheKey(url, route), search: isSearch(url, route) };
      keysByUrl.set(url, key);
    }
    return key;
  };
  /** Each Accept-Language header seen, parsed once (browsers send a handful of spellings). */
  const languages = new Map<string, string>();
  /** The language the answer is in (decision 105): `?lang=`, else Accept-Language, else English. */
  const languageOf = (request: FastifyRequest) => {
    const fromUrl = langParam(request.url);
    if (fromUrl) return fromUrl;
    const header = request.headers["accept-language"] ?? "";
    let language = languages.get(header);
    if (language === undefined) {
      if (languages.size >= 1000) languages.clear();
      language = pickLanguage(header);
      languages.set(header, language);
    }
    return language;
  };
  /** Each Accept-Encoding header seen, parsed once (a handful of spellings again). */
  const encodings = new Map<string, Encoding | null>();
  const encodingOf = (request: FastifyRequest) => {
    const header = request.headers["accept-encoding"] ?? "";
    let encoding = encodings.get(header);
    if (encoding === undefined) {
      if (encodings.size >= 1000) encodings.clear();
      encoding = preferredEncoding(header);
      encodings.set(header, encoding);
    }
    return encoding;
  };

  /** Serves the entry if it is current; otherwise marks the request so its answer is stored. */
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    version: string,
    done: () => void,
  ) => {
    // A `?lang=` answer carries `lang` in its page links (lib/pagination.ts), one chosen by the
    // header does not: the two are kept apart.
    const url = keyOf(request.url, route);
    const key = `${langParam(request.url) ? "lang=" : ""}${languageOf(request)} ${url.key}`;
    const kept = route === SUGGESTIONS ? suggestions : url.search ? searches : entries;
    const entry = kept.get(key);
    if (entry?.version !== version) {
      if (cacheable(request)) pending.set(request, { key, version, entries: kept });
      return done();
    }
    const sent = representation(entry, encodingOf(request));
    setHeaders(reply, sent);
    if (matches(request, sent.etag)) reply.code(304).send();
    else reply.code(200).type("application/json; charset=utf-8").send(sent.body);
  };

  /**
   * The onRequest hook of one cached route (its path pattern is known here: reading
   * request.routeOptions would build a dozen-field object on every request). Callback-style:
   * on the embedded database a hit completes with no promise at all.
   */
  const lookupFor =
    (route: string): onRequestHookHandler =>
    (request, reply, done) => {
      if (!versions || request.user?.type === "admin") return done();
      const version = versions.current();
      if (typeof version === "string") return answer(request, reply, route, version, done);
      // If the version cannot be read, the route answers from the database (or its error handler does).
      version.then(
        (current) => answer(request, reply, route, current, done),
        () => done(),
      );
    };

  const store: onSendHookHandler = (request, reply, payload, done) => {
    const miss = pending.get(request);
    if (!miss || reply.statusCode !== 200 || typeof payload !== "string") return done(null, payload);
    const body = Buffer.from(payload);
    // Too big to keep: sent as built, compressed per request by plugins/compression.ts.
    if (body.length > MAX_BODY_BYTES) return done(null, payload);
    const etag = `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    const entry: Entry = { version: miss.version, etag, body, encoded: {} };
    const built = Number(miss.version);
    if (built > entriesVersion) {
      for (const kept of limits.keys()) kept.clear();
      entriesVersion = built;
    }
    if (built === entriesVersion) {
      const limit = limits.get(miss.entries) ?? MAX_ENTRIES;
      if (miss.entries.size >= limit) miss.entries.delete(miss.entries.keys().next().value as string);
      miss.entries.set(miss.key, entry);
    }
    const sent = representation(entry, encodingOf(request));
    setHeaders(reply, sent);
    if (!matches(request, sent.etag)) return done(null, sent.body);
    reply.code(304);
    done(null, "");
  };

  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes("GET") || !CACHED_ROUTES.has(route.url ?? "")) return;
    route.onRequest = [...toArray(route.onRequest), lookupFor(route.url ?? "")];
    route.onSend = [...toArray(route.onSend), store];
  });
}
