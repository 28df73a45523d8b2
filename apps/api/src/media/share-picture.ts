import { createHash } from "node:crypto";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "./image-processing.ts";
import type { MediaStore } from "./store/media-store.ts";
import { zonedKey } from "./store/zones.ts";

/**
 * The picture a shared link previews with (decision 254): 1200×630, the size Facebook, WhatsApp,
 * LinkedIn and X show large, cut from a record's stored picture with sharp's attention strategy (the
 * busiest, most contrasted part stays in the frame, so a craft photographed on a plain ground stays
 * whole). JPEG, which every preview crawler reads; WebP is still refused by some.
 *
 * Made once per source file and kept in the store under `private/share/`, named by a hash of the
 * source's key: a new picture has a new key (every stored file is named once), so it gets a new share
 * picture, and the old one is never served again. The private area, because the static /media/ folder
 * must never answer for a record made hidden since: only the routes serve these files, after asking
 * the record's visibility each time.
 */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
export const SHARE_TYPE = "image/jpeg";
const YEAR = 365 * 24 * 60 * 60;

/** The source's version as the pages name it in `?v=`: its file's name without folder or extension. */
export function shareVersion(sourceKey: string): string {
  return path.posix.basename(sourceKey).replace(/\.[a-z0-9]+$/i, "");
}

/** Where the share picture of `sourceKey` is kept. */
export function shareKey(sourceKey: string): string {
  const hash = createHash("sha256").update(sourceKey).digest("hex").slice(0, 32);
  return zonedKey(`share/${hash}.jpg`, true);
}

/** The share picture cut from `source` (any picture sharp reads), flattened on white. */
export async function renderSharePicture(source: Buffer): Promise<Buffer> {
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .autoOrient()
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The share picture of the stored file `sourceKey`, made and kept on first ask; null when the source
 * is not in the store (in either area: a move between them may be under way) or is not a picture.
 */
export async function sharePicture(store: MediaStore, sourceKey: string): Promise<Buffer | null> {
  const key = shareKey(sourceKey);
  const kept = await store.get(key);
  if (kept) return kept;
  const source = (await store.get(sourceKey)) ?? (await store.get(zonedKey(sourceKey, true)));
  if (!source) return null;
  let picture: Buffer;
  try {
    picture = await renderSharePicture(source);
  } catch {
    return null;
  }
  // Two first asks at once both write the same bytes; put is whole-or-nothing, so either is fine.
  await store.put(key, picture, { contentType: SHARE_TYPE });
  return picture;
}

/**
 * Answers a share picture. With the `?v=` of the current source the address names one file for good,
 * so it is cached a year; without it (or with an old one) an hour, so that a link kept from before a
 * picture changed shows the new one soon. Its ETag is its source's: the same source makes the same file.
 */
export function sendSharePicture(
  request: FastifyRequest<{ Querystring: { v?: string } }>,
  reply: FastifyReply,
  sourceKey: string,
  picture: Buffer,
) {
  const etag = `"${shareKey(sourceKey).slice(-36, -4)}"`;
  const current = request.query.v === shareVersion(sourceKey);
  reply
    .header("cache-control", current ? `public, max-age=${YEAR}, immutable` : "public, max-age=3600")
    .header("etag", etag)
    // Read by the crawlers of other sites, and shown in their pages.
    .header("cross-origin-resource-policy", "cross-origin");
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.type(SHARE_TYPE).send(picture);
}
