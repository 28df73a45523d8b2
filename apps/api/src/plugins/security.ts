import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { EARLY_EVENTS_SCRIPT } from "@heritage/domain/early-events";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The one inline script a page may run: server-drawn pages' early-event holder (decision 237), by its hash. */
export const EARLY_EVENTS_SCRIPT_HASH = `'sha256-${createHash("sha256").update(EARLY_EVENTS_SCRIPT).digest("base64")}'`;

/**
 * Security headers on every response. The CSP allows the app's own origin only (and one inline script, by
 * its hash); inline
 * style attributes are allowed because Radix and Embla position elements with them.
 * No CORS plugin is registered: cross-origin browser calls stay closed by default.
 */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", EARLY_EVENTS_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // The browsers' default. Module scripts and stylesheets also read this header for what they fetch: it
  // is left off them (DOCUMENT_ONLY) only because without it they fall back to this same policy. A
  // stricter one must go back on them (decision 207; platform.test.ts holds the two together).
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  frameguard: { action: "deny" },
};

/** The headers helmet sets with these options: none of them depends on the request. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's headers that only a document (or a worker, whose script's answer carries its CSP) reads
 * (decision 207): a script, stylesheet, font or raster picture is never a document, so on those they are
 * bytes without effect, ~560 of them on each of the ~55 hashed files /market's first view downloads over
 * HTTP/1.1. HSTS is per host: the pages and API answers keep renewing it. What stays on every answer:
 * X-Content-Type-Options (a script or stylesheet with the wrong type is refused, not sniffed) and
 * Cross-Origin-Resource-Policy (another site cannot load the file into its process).
 */
const DOCUMENT_ONLY = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "strict-transport-security",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  // Only while it is the browsers' default (see `referrerPolicy` above).
  "referrer-policy",
];

/**
 * Files that are never a document nor a worker when served from a hashed or media path: a script under
 * /assets/ (the service worker is /sw.js, and the app starts no other worker), a stylesheet, a font, a
 * raster picture. An SVG can hold scripts and links when opened on its own, so it keeps every header,
 * as does anything else (HTML, PDF, JSON, the manifest).
 */
const PASSIVE_FILE = /\.(?:js|mjs|css|woff2?|ttf|otf|webp|avif|png|jpe?g|gif)(?:\.br|\.gz)?$/i;

/** By the file's name, or its precompressed copy's (`app-abc123.js.br`, static-files.ts). */
export function isPassiveFile(filePath: string): boolean {
  return PASSIVE_FILE.test(filePath);
}

/** Takes the document-only headers off an answer that is a passive file (`isPassiveFile`). */
export function dropDocumentHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
}

/**
 * Helmet's headers, worked out once at start. @fastify/helmet rebuilds the helmet middleware
 * and re-parses the CSP on every request: about 6 % of the time of a cached catalogue read
 * (npm run bench, docs/performance.md).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
