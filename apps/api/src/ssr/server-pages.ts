import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EARLY_EVENTS_SCRIPT } from "@heritage/domain/early-events";
import type { Language } from "@heritage/domain/languages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { publicBaseUrl } from "../lib/public-url.ts";

/**
 * Public pages drawn on the server by the web app's own components (decision 228). The web build writes
 * the server's bundle in dist-server/ beside dist/; without it (a build of the client alone, the page
 * budget's) pages are served as the SPA's shell, as before.
 */

interface RenderOutput {
  status: number;
  html: string;
  head: string;
  state: string;
}

interface RenderInput {
  url: string;
  origin: string;
  language: Language;
  fetchApi: (path: string, language: Language) => Promise<{ status: number; body: string; type: string }>;
}

interface Renderer {
  render(input: RenderInput): Promise<RenderOutput>;
  /** The head of a page the browser draws (HEAD_ONLY); missing from a bundle built before it. */
  head?(input: RenderInput): Promise<string>;
}

/**
 * Addresses drawn on the server: the public screens. Everything personal (cart, profile, orders, wishlist,
 * the admin portal, a creator's own content) stays drawn in the browser, from the person's own session,
 * and never passes through here.
 */
const SERVER_DRAWN: readonly RegExp[] = [
  /^\/$/,
  /^\/home$/,
  /^\/about$/,
  /^\/involved$/,
  /^\/market$/,
  /^\/resources(\/.*)?$/,
  /^\/elearning$/,
  /^\/elearning\/courses\/\d+$/,
  /^\/makers\/[a-z0-9-]+$/,
  /^\/certificates\/[A-Za-z0-9-]+$/,
  /^\/login$/,
  /^\/register$/,
  /^\/forgot-password$/,
];

/**
 * A repository record's page: its head (title, description, Open Graph with its share picture, JSON-LD)
 * is the server's, its body the browser's, because its deep-zoom viewer and its citation read the
 * browser's window while they draw.
 */
const HEAD_ONLY = /^\/resources\/items\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ITEM_PAGES = /^\/resources\/items\//;

export function isServerDrawn(pathname: string): boolean {
  return !ITEM_PAGES.test(pathname) && SERVER_DRAWN.some((pattern) => pattern.test(pathname));
}

const renderers = new Map<string, Promise<Renderer | null>>();

/** The server bundle beside `webDist`, loaded once; null when the build has none. */
export function rendererFor(webDist: string): Promise<Renderer | null> {
  let loaded = renderers.get(webDist);
  if (!loaded) {
    const file = path.join(webDist, "..", "dist-server", "entry-server.js");
    loaded = fs.existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<Renderer>)
      : Promise.resolve(null);
    renderers.set(webDist, loaded);
  }
  return loaded;
}

export interface ServerPage {
  status: number;
  language: Language;
  /** index.html with the page drawn into it. */
  html: string;
}

/**
 * The page at the request's address drawn into `shell` (index.html), in `language`, or null when it is not
 * a server-drawn page or there is no server bundle. The API is asked as a visitor (no credentials are
 * passed on), from the request's own client address, so its limits and visibility rules are the API's.
 */
export async function serverPage(
  app: FastifyInstance,
  request: FastifyRequest,
  webDist: string,
  shell: string,
  language: Language,
  extraHead: string,
): Promise<ServerPage | null> {
  const pathname = (request.url.split("?")[0] ?? "").replace(/(.)\/$/, "$1");
  const headOnly = HEAD_ONLY.test(pathname);
  if (!headOnly && !isServerDrawn(pathname)) return null;
  const renderer = await rendererFor(webDist);
  if (!renderer || (headOnly && !renderer.head)) return null;
  const input: RenderInput = {
    url: request.url,
    origin: publicBaseUrl(request),
    language,
    fetchApi: async (apiPath, asked) => {
      const answer = await app.inject({
        method: "GET",
        url: apiPath,
        remoteAddress: request.ip,
        headers: { "accept-language": asked, accept: "application/json" },
      });
      return {
        status: answer.statusCode,
        body: answer.body,
        type: String(answer.headers["content-type"] ?? "application/json"),
      };
    },
  };
  if (headOnly && renderer.head) {
    const head = await renderer.head(input);
    const html = withHead(shell, language, `${head}${extraHead}`);
    return { status: 200, language, html };
  }
  const page = await renderer.render(input);
  const html = withHead(shell, language, `${page.head}${extraHead}`)
    // First in the head: it holds the taps made before the app is hydrated (decision 237).
    .replace("<head>", () => `<head><script>${EARLY_EVENTS_SCRIPT}</script>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.state}`);
  return { status: page.status, language, html };
}

/** The shell in `language` with `head` in place of its own title and description. */
function withHead(shell: string, language: Language, head: string): string {
  // Replaced by functions: a "$'" or "$&" in a product's name must not be read as a replacement pattern.
  return shell
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/<meta name="description"[^>]*>/, "")
    .replace("</head>", () => `${head}</head>`);
}
