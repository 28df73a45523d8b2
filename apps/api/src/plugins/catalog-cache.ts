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
import { type CatalogVersion, trackCatalogVersion } from "./catalog-cache-version.ts";

/** The public catalogue reads whose answers are cached (under the /api prefix). */
export const CACHED_ROUTES = new Set([
  "/api/market/products",
  "/api/market/products/:id",
  "/api/market/categories",
  "/api/market/categories/:id",
]);
const MAX_ENTRIES = 2000;
const MAX_BODY_BYTES = 512 * 1024;

interface Entry {
  version: string;
  etag: string;
  body: Buffer;
}

interface Pending {
  key: string;
  version: string;
}

const pending = new WeakMap<FastifyRequest, Pending>();

/**
 * What may be stored (administrators, who see inactive products, never reach this): any read
 * except searches (an open-ended key space, measured as a database read)
 * and 'new arrivals' (its answer changes with the clock, not with a write).
 */
function cacheable(request: FastifyRequest): boolean {
  const query = request.url.indexOf("?");
  if (query === -1) return true;
  const params = new URLSearchParams(request.url.slice(query + 1));
  return !params.get("search")?.trim() && params.get("filter") !== "new";
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
  if (split === -1 || route !== "/api/market/products") return path;
  const kept = normalisedParams(url.slice(split + 1), LIST_PARAMS);
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept)}`;
}

function setHeaders(reply: FastifyReply, etag: string): void {
  // Browsers may keep the answer but must ask again each time; a 304 costs no body. The
  // records are served in the request's language (decision 105).
  reply
    .header("etag", etag)
    .header("cache-control", "no-cache")
    .header("vary", "authorization, accept-language");
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
  const keysByUrl = new Map<string, string>();
  const keyOf = (url: string, route: string) => {
    let key = keysByUrl.get(url);
    if (key === undefined) {
      if (keysByUrl.size >= MAX_ENTRIES * 4) keysByUrl.clear();
      key = cacheKey(url, route);
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
    const key = `${langParam(request.url) ? "lang=" : ""}${languageOf(request)} ${keyOf(request.url, route)}`;
    const entry = entries.get(key);
    if (entry?.version !== version) {
      if (cacheable(request)) pending.set(request, { key, version });
      return done();
    }
    setHeaders(reply, entry.etag);
    if (matches(request, entry.etag)) reply.code(304).send();
    else reply.code(200).type("application/json; charset=utf-8").send(entry.body);
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
    const etag = `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    const built = Number(miss.version);
    if (built > entriesVersion) {
      entries.clear();
      entriesVersion = built;
    }
    if (built === entriesVersion && body.length <= MAX_BODY_BYTES) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(miss.key, { version: miss.version, etag, body });
    }
    setHeaders(reply, etag);
    if (!matches(request, etag)) return done(null, payload);
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
