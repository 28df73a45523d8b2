/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precache } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import {
  type CachePolicy,
  cachePolicyFor,
  factsOf,
  pageForAnotherAddress,
  pageMayBeKept,
} from "./caching-rules.ts";
import { CHUNK_GRAPH_PATH, type ChunkGraph, filesToKeep } from "./chunk-graph.ts";
import { KEEP_MESSAGE, type KeepMessage } from "./keep-message.ts";
import { OFFLINE_SHELL_PATH } from "./offline-shell.ts";

/**
 * The service worker (decision 197), built by vite-plugin-pwa's injectManifest from this file: the
 * precache list (the app shell, vite.config.ts) is written into self.__WB_MANIFEST at build.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open pages at once; a later one waits for the person's "Reload" (SKIP_WAITING).
clientsClaim();
self.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  if (data?.type === KEEP_MESSAGE) event.waitUntil(keepForOffline(data as KeepMessage, event));
});

const ASSETS = "heritage-assets";
const CATALOGUE = "heritage-catalogue";
const PAGES = "heritage-pages";
const PICTURES = "heritage-pictures";

/** Only complete answers are kept (not a 404, a 500 or a 206 part of a picture). */
const onlyComplete = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 ? response : null,
};

const assets = new CacheFirst({
  cacheName: ASSETS,
  // Room for every screen's chunks (about 260 in a build), so that keeping one never pushes out another's.
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 3600 })],
});
const pictures = new CacheFirst({
  cacheName: PICTURES,
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 })],
});
const catalogue = new NetworkFirst({
  cacheName: CATALOGUE,
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 })],
});

function policyOf(request: Request): CachePolicy {
  return cachePolicyFor(factsOf(request, self.location.origin));
}

/** A page is kept only when pageMayBeKept says so (a public page the server drew for a visitor). */
const onlyPublicPages = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    pageMayBeKept(
      new URL(request.url),
      response.status,
      response.headers.get("content-type"),
      await response.clone().text(),
    )
      ? response
      : null,
};
const pages = new NetworkFirst({
  cacheName: PAGES,
  // The server varies its pages on the language cookie, which a worker's Request never shows.
  matchOptions: { ignoreVary: true },
  plugins: [onlyPublicPages, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * 24 * 3600 })],
});

registerRoute(
  ({ request }) => policyOf(request) === "page",
  async (options) => {
    try {
      // The server's page carries the first data and preloads (decision 182): always asked first; when
      // the network is gone, the last copy of this page (decision 252), else the offline page.
      return await pages.handle(options);
    } catch (error) {
      return (
        (await copyOfTheSamePage(options.request)) ??
        (await matchPrecache(OFFLINE_SHELL_PATH)) ??
        Promise.reject(error)
      );
    }
  },
);

/**
 * The kept copy of the same page at another query (/market for /market?product=12, opened offline): its
 * answers without its drawing, so that the app draws the address it is at instead of hydrating another.
 */
async function copyOfTheSamePage(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(PAGES);
  const copy = await cache.match(request.url, { ignoreSearch: true, ignoreVary: true });
  if (!copy) return undefined;
  return new Response(pageForAnotherAddress(await copy.text()), {
    headers: { "content-type": copy.headers.get("content-type") ?? "text/html; charset=utf-8" },
  });
}
registerRoute(
  ({ request }) => policyOf(request) === "asset",
  async (options) => (await matchPrecache(options.request)) ?? assets.handle(options),
);
registerRoute(({ request }) => policyOf(request) === "picture", pictures);
registerRoute(({ request }) => policyOf(request) === "catalogue", catalogue);

let graph: Promise<ChunkGraph | null> | null = null;
function chunkGraph(): Promise<ChunkGraph | null> {
  graph ??= matchPrecache(CHUNK_GRAPH_PATH)
    .then((response) => (response ? (response.json() as Promise<ChunkGraph>) : null))
    .catch(() => null);
  return graph;
}

/**
 * What a page tells the worker it has used (sw-registration.ts, decision 252): its chunks are kept with
 * every chunk they can still load, so that the screen keeps working offline, and the page itself when
 * it was drawn before the worker took it (the first visit) or opened inside the app. A person who asks
 * their browser to save data gets only what they used.
 */
async function keepForOffline(message: KeepMessage, event: ExtendableEvent): Promise<void> {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  const used = message.files.filter((file) => file.startsWith("assets/"));
  const kept = saveData
    ? new Set(used)
    : filesToKeep((await chunkGraph()) ?? { chunks: [] }, used, message.language);
  const cache = await caches.open(ASSETS);
  const missing: string[] = [];
  for (const file of kept) {
    const url = new URL(`/${file}`, self.location.origin).href;
    if (!(await matchPrecache(url)) && !(await cache.match(url))) missing.push(url);
  }
  // A few at a time: this runs while the person reads, on a connection they may pay for.
  const next = async (): Promise<void> => {
    const url = missing.shift();
    if (url === undefined || superseded()) return;
    await Promise.all(assets.handleAll({ request: new Request(url), event })).catch(() => undefined);
    return next();
  };
  await Promise.all([next(), next(), next()]);
  if (superseded()) return;
  await keepReads(message.reads, message.language, event);
  await keepPage(message.page, event);
}

/**
 * A newer worker is installing or waiting: this one's files are of an old build, and while it keeps them
 * (an event still under way) the newer one could not take over on the person's "Reload".
 */
function superseded(): boolean {
  return self.registration.installing !== null || self.registration.waiting !== null;
}

/**
 * The catalogue's answers and the pictures the page received before the worker took it (the first
 * visit), asked again as the app asks them (no token: only what the rules keep for anyone), so that they
 * show offline. Most come from the browser's own cache.
 */
async function keepReads(reads: string[], language: string, event: ExtendableEvent): Promise<void> {
  const strategies = { catalogue: [CATALOGUE, catalogue], picture: [PICTURES, pictures] } as const;
  for (const read of reads) {
    if (superseded()) return;
    const request = new Request(new URL(read, self.location.origin).href, {
      headers: { Accept: "application/json", "Accept-Language": language },
    });
    const policy = policyOf(request);
    if (policy !== "catalogue" && policy !== "picture") continue;
    const [name, strategy] = strategies[policy];
    if (await (await caches.open(name)).match(request)) continue;
    await Promise.all(strategy.handleAll({ request, event })).catch(() => undefined);
  }
}

async function keepPage(address: string, event: ExtendableEvent): Promise<void> {
  const url = new URL(address, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const request = new Request(url.href, { credentials: "same-origin" });
  if (cachePolicyFor({ ...factsOf(request, self.location.origin), mode: "navigate" }) !== "page") return;
  const cache = await caches.open(PAGES);
  if (await cache.match(request, { ignoreVary: true })) return;
  await Promise.all(pages.handleAll({ request, event })).catch(() => undefined);
}
