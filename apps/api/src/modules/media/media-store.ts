import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/catalog.ts";
import type { WebpVariants } from "./image-processing.ts";

export interface MediaRecord {
  id: string;
  url: string;
  thumbnail_url: string;
}

export const mediaUrl = (id: string) => `/media/${id}.webp`;
export const thumbnailUrl = (id: string) => `/media/${id}-thumb.webp`;
const fileNames = (id: string) => [`${id}.webp`, `${id}-thumb.webp`] as const;

/** Writes both files of one picture; a random uuid unless the caller needs a stable name (the seed). */
export async function writeMediaFiles(
  mediaDir: string,
  variants: WebpVariants,
  id: string = randomUUID(),
): Promise<MediaRecord & { width: number; height: number; bytes: number }> {
  const [full, thumb] = fileNames(id);
  await fs.mkdir(mediaDir, { recursive: true });
  // Thumbnail first, each through a rename: a file under its final name is always complete.
  await writeAtomically(path.join(mediaDir, thumb), variants.thumbnail);
  await writeAtomically(path.join(mediaDir, full), variants.full);
  return {
    id,
    url: mediaUrl(id),
    thumbnail_url: thumbnailUrl(id),
    width: variants.width,
    height: variants.height,
    bytes: variants.full.length,
  };
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** Removes the files of pictures that never became part of a saved record. Missing files are fine. */
export async function removeMediaFiles(mediaDir: string, ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.flatMap((id) => fileNames(id).map((name) => fs.rm(path.join(mediaDir, name), { force: true }))),
  );
}

export async function mediaFileExists(mediaDir: string, id: string): Promise<boolean> {
  return fs
    .access(path.join(mediaDir, `${id}.webp`))
    .then(() => true)
    .catch(() => false);
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
