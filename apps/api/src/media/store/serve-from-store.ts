import { messages } from "@heritage/domain/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ByteRange, MediaStore } from "./media-store.ts";
import { isPrivateKey } from "./zones.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

export interface ServeOptions {
  /** URL prefix with its trailing slash, e.g. "/media/". */
  prefix: string;
  /** Store key prefix the rest of the URL is appended to ("" or "iiif/"). */
  keyPrefix: string;
  /** Send clients to the store's public URL (a CDN) instead of streaming through this process. */
  redirectToPublicUrl: boolean;
  /** The answer when no such file is servable (the IIIF tiles' own, iiif-misses.ts); default a 404. */
  missing?: (reply: FastifyReply) => unknown;
}

/**
 * GET/HEAD of files in an object store through this API (the local store uses @fastify/static):
 * immutable files cached a year, ETag and 304, one byte range (audio and video seek with it).
 * Names starting with a dot are never served. With a public URL, a 302 to it, cached a day.
 */
export function serveFromStore(app: FastifyInstance, store: MediaStore, options: ServeOptions): void {
  app.route<{ Params: { "*": string } }>({
    method: ["GET", "HEAD"],
    url: `${options.prefix}*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const rest = request.params["*"];
      const key = `${options.keyPrefix}${rest}`;
      const missing = options.missing ?? answerNotFound;
      // The private area (decision 199) is never a public path, whatever the store or its URL.
      if (!isServableKey(rest) || isPrivateKey(key)) return missing(reply);
      if (options.redirectToPublicUrl) {
        return reply
          .header("cache-control", `public, max-age=${DAY_SECONDS}`)
          .redirect(store.publicUrl(key), 302);
      }
      return sendStored(request, reply, store, key, `public, max-age=${YEAR_SECONDS}, immutable`, missing);
    },
  });
}

/**
 * One stored file as the answer: its type, ETag and 304, one byte range; 404 when there is none.
 * Shared by the plain media paths and the signed repository files (protocols/file-routes.ts).
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: MediaStore,
  key: string,
  cacheControl: string,
  missing: (reply: FastifyReply) => unknown = answerNotFound,
) {
  const object = await store.stream(key, parseRange(request.headers.range));
  if (!object) return missing(reply);
  reply
    .header("cache-control", cacheControl)
    .header("accept-ranges", "bytes")
    .type(object.contentType ?? "application/octet-stream");
  if (object.etag) reply.header("etag", object.etag);
  if (object.modified) reply.header("last-modified", object.modified.toUTCString());
  if (object.etag && request.headers["if-none-match"] === object.etag) {
    object.body.destroy();
    return reply.status(304).send();
  }
  reply.header("content-length", object.bytes);
  if (object.range) {
    reply
      .status(206)
      .header("content-range", `bytes ${object.range.start}-${object.range.end}/${object.range.total}`);
  }
  if (request.method === "HEAD") {
    object.body.destroy();
    return reply.send();
  }
  return reply.send(object.body);
}

function answerNotFound(reply: FastifyReply) {
  return reply.status(404).send({ detail: messages.common.notFound });
}

/** Relative, no empty, `.` or `..` segment, no hidden (dot) file or folder, no backslash. */
export function isServableKey(rest: string): boolean {
  if (rest === "" || rest.includes("\\") || rest.includes("\0")) return false;
  return rest.split("/").every((part) => part !== "" && !part.startsWith("."));
}

/** One "bytes=start-end" range; anything else (several, suffix, reversed) is answered whole (allowed). */
function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}

/** Whether the store's files have a public URL of their own (a CDN or public bucket). */
export function hasPublicUrl(store: MediaStore): boolean {
  return !store.publicUrl("probe").startsWith("/media/");
}
