import type { FastifyReply } from "fastify";

/**
 * Headers that let any IIIF viewer on any site read these documents and tiles: CORS for
 * fetch(), and a cross-origin resource policy that overrides the site-wide same-origin one
 * (plugins/security.ts), which would stop a viewer's <img> tiles from loading.
 */
export const OPEN_ACCESS_HEADERS = {
  "access-control-allow-origin": "*",
  "cross-origin-resource-policy": "cross-origin",
} as const;

export function allowAnyOrigin(reply: FastifyReply): FastifyReply {
  return reply.headers(OPEN_ACCESS_HEADERS);
}
