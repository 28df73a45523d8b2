import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { media } from "../db/schema/catalog.ts";
import type { WebpVariants } from "./image-processing.ts";
import { encodeResponsiveWidths, RESPONSIVE_WIDTHS, widthKey } from "./responsive-widths.ts";
import type { MediaStore } from "./store/media-store.ts";

/**
 * The pictures of the admin forms, avatars and seeds: WebP files at the top of the media store,
 * `<uuid>.webp`, `<uuid>-thumb.webp` and the narrower `<uuid>-w320.webp`... (decision 195),
 * with a row in `media` (decision 085) whose `widths` lists the narrower copies stored.
 */
export interface MediaRecord {
  id: string;
  url: string;
  thumbnail_url: string;
}

export const mediaUrl = (id: string) => `/media/${id}.webp`;
export const thumbnailUrl = (id: string) => `/media/${id}-thumb.webp`;
export const pictureKey = (id: string) => `${id}.webp`;
const fileNames = (id: string) => [
  `${id}.webp`,
  `${id}-thumb.webp`,
  ...RESPONSIVE_WIDTHS.map((width) => widthKey(id, width)),
];

/** Writes the files of one picture; a random uuid unless the caller needs a stable name (the seed). */
export async function writeMediaFiles(
  store: MediaStore,
  variants: WebpVariants,
  id: string = randomUUID(),
  effort?: number,
): Promise<MediaRecord & { width: number; height: number; bytes: number; widths: number[] }> {
  const [full, thumb] = fileNames(id) as [string, string];
  const narrower = await encodeResponsiveWidths(variants.full, variants.width, effort);
  // Full file last: a picture whose full file exists is complete. Unwritable → 503 (the store).
  await store.put(thumb, variants.thumbnail, { contentType: "image/webp" });
  for (const { width, data } of narrower)
    await store.put(widthKey(id, width), data, { contentType: "image/webp" });
  await store.put(full, variants.full, { contentType: "image/webp" });
  return {
    id,
    url: mediaUrl(id),
    thumbnail_url: thumbnailUrl(id),
    width: variants.width,
    height: variants.height,
    bytes: variants.full.length,
    widths: narrower.map((copy) => copy.width),
  };
}

/** Removes the files of pictures that never became part of a saved record. Missing files are fine. */
export async function removeMediaFiles(store: MediaStore, ids: readonly string[]): Promise<void> {
  await store.delete(ids.flatMap((id) => fileNames(id)));
}

export async function mediaFileExists(store: MediaStore, id: string): Promise<boolean> {
  return store.exists(pictureKey(id));
}

export async function findMedia(db: Db, ids: readonly string[]): Promise<Map<string, MediaRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, url: media.url, thumbnail_url: media.thumbnail_url })
    .from(media)
    .where(inArray(media.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function deleteMediaRows(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(media).where(inArray(media.id, [...ids]));
}
