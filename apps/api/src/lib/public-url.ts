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

/**
 * The origin of links that leave the site (a password-reset email, a certificate's verification
 * address): PUBLIC_URL, else this server's local address http://localhost:PORT (the embedded
 * demo, whose mails wait in the admin's outbox). Never a request header: a Host or
 * X-Forwarded-Host chosen by whoever asks would send the victim's link to the asker's site.
 * A start with SMTP and no PUBLIC_URL is refused (config.ts), so a real email always has it.
 */
export function linkBaseUrl(config: { publicUrl?: string; port?: number }): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, "");
  return `http://localhost:${config.port ?? 3000}`;
}
