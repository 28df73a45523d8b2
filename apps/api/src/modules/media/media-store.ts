import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { messages } from "@heritage/domain/messages";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/catalog.ts";
import { HttpError } from "../../lib/http-errors.ts";
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
  try {
    await fs.mkdir(mediaDir, { recursive: true });
    // Thumbnail first, each through a rename: a file under its final name is always complete.
    await writeAtomically(path.join(mediaDir, thumb), variants.thumbnail);
    await writeAtomically(path.join(mediaDir, full), variants.full);
  } catch (error) {
    // A read-only or full disk is the server's state, not the request's fault: 503, not 500.
    if (isUnwritable(error)) throw new HttpError(503, messages.media.storeUnavailable);
    throw error;
  }
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

const UNWRITABLE = new Set(["EROFS", "EACCES", "EPERM", "ENOSPC", "EDQUOT", "ENOTDIR"]);

/** A file system error that says the directory cannot take new files (read-only, no rights, full). */
export function isUnwritable(error: unknown): boolean {
  return UNWRITABLE.has((error as NodeJS.ErrnoException).code ?? "");
}

/** How long one answer of mediaStoreWritable() is reused: health checks may come many a second. */
const PROBE_REUSE_MS = 5_000;
const probes = new Map<string, { at: number; writable: Promise<boolean> }>();

/**
 * Whether a new file can be created in the media directory, found by creating (and removing) one:
 * the only test that also holds for root, whom permission bits do not stop. Cached a few seconds.
 */
export function mediaStoreWritable(mediaDir: string): Promise<boolean> {
  const cached = probes.get(mediaDir);
  if (cached && Date.now() - cached.at < PROBE_REUSE_MS) return cached.writable;
  const probe = path.join(mediaDir, `.probe-${process.pid}-${randomUUID()}`);
  const writable = fs
    .writeFile(probe, "")
    .then(() => fs.rm(probe, { force: true }))
    .then(() => true)
    .catch(() => false);
  probes.set(mediaDir, { at: Date.now(), writable });
  return writable;
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
