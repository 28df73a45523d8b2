import crypto from "node:crypto";
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
import { toArray } from "../lib/to-array.ts";
import {
  CATALOG_ROUTES,
  cacheable,
  cacheKey,
  isSearch,
  REPOSITORY_ROUTES,
  repositoryKeyPart,
  SUGGESTIONS,
} from "./catalog-cache-keys.ts";
import { type CatalogVersion, trackCatalogVersion } from "./catalog-cache-version.ts";
import { COMPRESS_THRESHOLD, type Encoding, encode, preferredEncoding } from "./compression.ts";

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
/** The repository's anonymous answers (decision 211), apart again: a flood of filters turns over this map only. */
const MAX_REPOSITORY = 1000;
const MAX_BODY_BYTES = 512 * 1024;

interface Entry {
  version: string;
  etag: string;
  body: Buffer;
  /** The headers the route set that a hit must send again (its type, IIIF's caching and CORS). */
  headers: [string, string][];
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

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The catalogue's version for this request (catalog-cache-version.ts), or null when the
     * response cache is off: what a value kept per version (lib/versioned-memo.ts) is keyed by.
     */
    catalogVersion(): string | Promise<string> | null;
  }
}

const pending = new WeakMap<FastifyRequest, Pending>();

/** Headers a route may set on an answer that are kept with it. */
const KEPT_HEADERS = [
  "content-type",
  "cache-control",
  "access-control-allow-origin",
  "cross-origin-resource-policy",
];

function keptHeaders(reply: FastifyReply): [string, string][] {
  return KEPT_HEADERS.flatMap((name) => {
    const value = reply.getHeader(name);
    return value === undefined ? [] : [[name, String(value)] as [string, string]];
  });
}

function setHeaders(reply: FastifyReply, sent: Representation, entry: Entry): void {
  for (const [name, value] of entry.headers) reply.header(name, value);
  // Browsers may keep the answer but must ask again each time (unless the route said otherwise,
  // as IIIF does); a 304 costs no body. The records are served in the request's language
  // (decision 105) and encoding (decision 151).
  if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache");
  reply.header("etag", sent.etag).header("vary", "authorization, accept-language, accept-encoding");
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
  const repository = new Map<string, Entry>();
  const limits = new Map([
    [entries, MAX_ENTRIES],
    [suggestions, MAX_SUGGESTIONS],
    [searches, MAX_SEARCHES],
    [repository, MAX_REPOSITORY],
  ]);
  /** Every entry in the map was built at this version; older answers are dropped, not kept. */
  let entriesVersion = 0;
  let versions: CatalogVersion | null = null;
  app.addHook("onReady", async () => {
    versions = await trackCatalogVersion(app.database);
  });
  app.decorate("catalogVersion", () => versions?.current() ?? null);
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
    const language = `${langParam(request.url) ? "lang=" : ""}${languageOf(request)}`;
    const inRepository = REPOSITORY_ROUTES.has(route);
    const key = inRepository
      ? `${language} ${repositoryKeyPart(request, route, app.now().getTime())} ${url.key}`
      : `${language} ${url.key}`;
    const kept = inRepository
      ? repository
      : route === SUGGESTIONS
        ? suggestions
        : url.search
          ? searches
          : entries;
    const entry = kept.get(key);
    if (entry?.version !== version) {
      if (cacheable(request)) pending.set(request, { key, version, entries: kept });
      return done();
    }
    const sent = representation(entry, encodingOf(request));
    setHeaders(reply, sent, entry);
    if (matches(request, sent.etag)) reply.code(304).send();
    else reply.code(200).send(sent.body);
  };

  /**
   * The onRequest hook of one cached route (its path pattern is known here: reading
   * request.routeOptions would build a dozen-field object on every request). Callback-style:
   * on the embedded database a hit completes with no promise at all.
   */
  const lookupFor = (route: string): onRequestHookHandler => {
    const personal = REPOSITORY_ROUTES.has(route);
    return (request, reply, done) => {
      // Administrators see inactive products; in the repository, any signed-in reader may see
      // records others may not (decision 211): their answers are never stored nor served from here.
      if (!versions || (personal ? request.user : request.user?.type === "admin")) return done();
      const version = versions.current();
      if (typeof version === "string") return answer(request, reply, route, version, done);
      // If the version cannot be read, the route answers from the database (or its error handler does).
      version.then(
        (current) => answer(request, reply, route, current, done),
        () => done(),
      );
    };
  };

  const store: onSendHookHandler = (request, reply, payload, done) => {
    const miss = pending.get(request);
    if (!miss || reply.statusCode !== 200 || typeof payload !== "string") return done(null, payload);
    const body = Buffer.from(payload);
    // Too big to keep: sent as built, compressed per request by plugins/compression.ts.
    if (body.length > MAX_BODY_BYTES) return done(null, payload);
    const etag = `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    const entry: Entry = { version: miss.version, etag, body, headers: keptHeaders(reply), encoded: {} };
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
    setHeaders(reply, sent, entry);
    if (!matches(request, sent.etag)) return done(null, sent.body);
    reply.code(304);
    done(null, "");
  };

  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url ?? "";
    if (!methods.includes("GET") || !(CATALOG_ROUTES.has(url) || REPOSITORY_ROUTES.has(url))) return;
    route.onRequest = [...toArray(route.onRequest), lookupFor(url)];
    route.onSend = [...toArray(route.onSend), store];
  });
}
