import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { pageLanguage } from "../lib/content-language.ts";
import { hasPublicUrl, serveFromStore } from "../media/store/serve-from-store.ts";
import { serverPage } from "../ssr/server-pages.ts";
import { COMPRESS_THRESHOLD, encodePerRequest, preferredEncoding } from "./compression.ts";
import { firstPageParts } from "./first-page-data.ts";
import { pagePreloads } from "./page-preloads.ts";
import { pagePreview } from "./page-previews.ts";
import { dropDocumentHeaders, isPassiveFile } from "./security.ts";

const YEAR = 365 * 24 * 60 * 60;

/**
 * Uploaded media under /media/ and the built SPA for every other non-API path, with the
 * history fallback to index.html. Hashed assets and media never change, so they are cached for
 * a year; index.html is revalidated so a new deploy is picked up. Their ETag is enough to revalidate
 * (Last-Modified is left off: ~45 bytes on every file), and the scripts, stylesheets, fonts and pictures
 * among them go without the headers only documents read (decision 207).
 */
export async function registerStaticFiles(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  fs.mkdirSync(app.mediaDir, { recursive: true });
  if (app.mediaStore.kind === "local") {
    await app.register(fastifyStatic, {
      root: app.mediaDir,
      prefix: "/media/",
      decorateReply: false,
      maxAge: YEAR * 1000,
      immutable: true,
      lastModified: false,
      setHeaders(reply, filePath) {
        if (isPassiveFile(filePath)) dropDocumentHeaders(reply);
      },
    });
  } else {
    serveFromStore(app, app.mediaStore, {
      prefix: "/media/",
      keyPrefix: "",
      redirectToPublicUrl: hasPublicUrl(app.mediaStore),
    });
  }

  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      lastModified: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? `public, max-age=${YEAR}, immutable` : "no-cache");
        // Only under /assets/: /sw.js is a worker, whose CSP comes with its script.
        if (hashed && isPassiveFile(filePath)) dropDocumentHeaders(reply);
      },
    });
  }

  // A page's form sent by the browser itself (its script never ran, decision 237): every form that holds a
  // password or personal data says method="post", so nothing of it reaches an address or a log; its
  // answer is the page again, as a GET (303), and what was sent is dropped unread, before any parsing.
  app.addHook("onRequest", async (request, reply) => {
    // is404: no route of the API, OAI-PMH (which takes POSTs) or the others answers this address.
    if (request.method !== "POST" || !request.is404 || !hasWeb || !isPagePath(request.url)) return;
    return reply.header("cache-control", "no-store").redirect(request.url, 303);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (pathname.startsWith("/api") || pathname.startsWith("/media/") || !wantsPage || !hasWeb) {
      return reply.status(404).send({ detail: messages.common.notFound });
    }
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith(".html")) {
      return reply.status(404).send({ detail: messages.common.notFound });
    }
    reply.header("cache-control", "no-cache");
    const page = await pageWithFirstData(app, request, webDist);
    if (page !== null) {
      const withData = page.html;
      reply.status(page.status);
      // Written in the page's language (pageLanguage): a cache keeps one copy per language and choice.
      reply.header("vary", "accept-language, cookie, accept-encoding");
      reply.type("text/html; charset=utf-8");
      // Compressed here: the compression plugin's hook is added to routes, and this handler is none.
      // A page drawn on the server (decision 228) is 20-120 KB as written, a tenth of it in brotli:
      // more than a second less on 400 kbps.
      const body = Buffer.from(withData);
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      if (encoding === null || body.length < COMPRESS_THRESHOLD) return reply.send(body);
      return reply.header("content-encoding", encoding).send(encodePerRequest(body, encoding));
    }
    return reply.type("text/html").sendFile("index.html", webDist);
  });
}

/** An address of the web app's pages: not the API's, a media file or another file of the build. */
export function isPagePath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/media/")) return false;
  // The protocols' own addresses answer their own errors, never a page (OAI-PMH's badVerb, IIIF's 400/404).
  if (/^\/(oai|iiif)(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith(".html");
}

/**
 * index.html with what the page will first need announced in its head (decision 182): its lazy chunks as
 * modulepreload links and its first API answers as data, and an item page's link preview (decision 168); or null to serve the file as it is (a page
 * with nothing to announce, or any failure, which must never cost the visitor the page itself).
 */
async function pageWithFirstData(
  app: FastifyInstance,
  request: FastifyRequest,
  webDist: string | undefined,
): Promise<{ status: number; html: string } | null> {
  if (request.method !== "GET" || webDist === undefined) return null;
  try {
    const pathname = (request.url.split("?")[0] ?? "").replace(/(.)\/$/, "$1");
    const language = pageLanguage(request);
    const shell = await fs.promises.readFile(path.join(webDist, "index.html"), "utf8");
    // A public page drawn by the app's own components (decision 228), its answers in it.
    const drawn = await serverPage(
      app,
      request,
      webDist,
      shell,
      language,
      pagePreloads(webDist, pathname, language),
    );
    if (drawn !== null) return drawn;
    const parts = await firstPageParts(app, request, language);
    const head =
      pagePreloads(webDist, pathname, language) +
      (parts?.script ?? "") +
      (await pagePreview(app, request, pathname));
    if (head === "") return null;
    let html = shell;
    if (!html.includes("</head>")) return null;
    // Replaced by functions: a "$'" or "$&" in a product's name must not be read as a replacement pattern.
    html = html.replace("</head>", () => `${head}</head>`);
    html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
    return { status: 200, html };
  } catch (error) {
    request.log.warn({ err: error }, "first page data left out");
    return null;
  }
}
