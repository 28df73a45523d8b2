import type { FastifyRequest } from "fastify";

/** A host[:port] as a URL may carry it; anything else in a Host header is not trusted into ids. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The origin (scheme://host[:port], no trailing slash) this server is reached at, for the
 * absolute ids that IIIF and OAI-PMH documents must carry: PUBLIC_URL when set (production,
 * behind a proxy), else the request's own protocol and Host (X-Forwarded-* only from a trusted
 * proxy, see TRUST_PROXY).
 */
export function publicBaseUrl(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured) return configured.replace(/\/+$/, "");
  const host = HOST.test(request.host) ? request.host : "localhost";
  return `${request.protocol === "https" ? "https" : "http"}://${host}`;
}
