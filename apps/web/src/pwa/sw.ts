/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precache } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { type CachePolicy, cachePolicyFor, factsOf } from "./caching-rules.ts";
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
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

/** Only complete answers are kept (not a 404, a 500 or a 206 part of a picture). */
const onlyComplete = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 ? response : null,
};

const assets = new CacheFirst({
  cacheName: "heritage-assets",
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 })],
});
const pictures = new CacheFirst({
  cacheName: "heritage-pictures",
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 })],
});
const catalogue = new NetworkFirst({
  cacheName: "heritage-catalogue",
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 })],
});

function policyOf(request: Request): CachePolicy {
  return cachePolicyFor(factsOf(request, self.location.origin));
}

registerRoute(
  ({ request }) => policyOf(request) === "page",
  async ({ request }) => {
    try {
      // The server's page carries the first data and preloads (decision 182): always asked first.
      return await fetch(request);
    } catch (error) {
      return (await matchPrecache(OFFLINE_SHELL_PATH)) ?? Promise.reject(error);
    }
  },
);
registerRoute(
  ({ request }) => policyOf(request) === "asset",
  async (options) => (await matchPrecache(options.request)) ?? assets.handle(options),
);
registerRoute(({ request }) => policyOf(request) === "picture", pictures);
registerRoute(({ request }) => policyOf(request) === "catalogue", catalogue);
