import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { mediaKeyUrl } from "../collections/publication-reads.ts";
import { type Viewer, viewerOf } from "./visibility.ts";

/**
 * Where a repository file is fetched from (decision 162). A file anyone may see keeps its plain
 * /media/ URL (cached, CDN-friendly). Any other file is reachable only through
 * /api/repository/files/<key> with a signature binding the key, the reader and an expiry: a
 * picture in an <img> cannot send a bearer token, and a URL kept or passed on stops working within
 * half an hour (and at once for someone who lost the right: the route checks again).
 */

const WINDOW_SECONDS = 15 * 60;
export const FILES_PATH = "/api/repository/files/";

export interface FileUrls {
  /** The URL of the stored file `key`; `open` when everyone may see it. */
  url(key: string, open: boolean): string | null;
}

/** Plain URLs for open files, none for the others (lists that do not serve the reader's files). */
export const OPEN_FILES_ONLY: FileUrls = { url: (key, open) => (open ? mediaKeyUrl(key) : null) };

function fileKey(secret: Uint8Array): Buffer {
  return crypto.createHmac("sha256", secret).update("repository-files").digest();
}

function signature(secret: Uint8Array, key: string, user: number, expires: number): string {
  return crypto
    .createHmac("sha256", fileKey(secret))
    .update(`${key}\n${user}\n${expires}`)
    .digest("base64url");
}

export function signedFileUrls(
  secret: Uint8Array,
  viewer: Viewer,
  now: Date,
  userId = viewer.userId,
): FileUrls {
  const seconds = Math.floor(now.getTime() / 1000);
  // Rounded up to a window, so a page read twice in a few minutes asks for the same URLs (cached).
  const expires = (Math.floor(seconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
  const user = userId ?? 0;
  return {
    url(key, open) {
      if (open) return mediaKeyUrl(key);
      const sig = signature(secret, key, user, expires);
      return `${FILES_PATH}${key}?u=${user}&e=${expires}&s=${sig}`;
    },
  };
}

/** The reader a signed URL was given to, if its signature holds and it has not expired. */
export function verifyFileUrl(
  secret: Uint8Array,
  key: string,
  query: { u?: string; e?: string; s?: string },
  now: Date,
): { userId: number; expires: number } | null {
  const user = Number(query.u);
  const expires = Number(query.e);
  if (
    !Number.isSafeInteger(user) ||
    user < 0 ||
    !Number.isSafeInteger(expires) ||
    typeof query.s !== "string"
  ) {
    return null;
  }
  if (expires * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, key, user, expires));
  const given = Buffer.from(query.s);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { userId: user, expires };
}

/** URLs for the reader of `request`: open files plain, the others signed for them. */
export function filesFor(app: FastifyInstance, request: FastifyRequest): FileUrls {
  return signedFileUrls(app.jwtSecret, viewerOf(request), app.now());
}
