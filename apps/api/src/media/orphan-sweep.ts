import { and, inArray, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { media } from "../db/schema/catalog.ts";
import { allReferencedMediaIds } from "./media-references.ts";
import type { MediaStore } from "./store/media-store.ts";

/**
 * A picture younger than this is never swept: its upload may still be on its way into a record
 * (an admin uploads in the product form and saves minutes later). A day is far beyond any form.
 */
export const ORPHAN_GRACE_MS = 24 * 3_600_000;

/** <uuid>.webp, <uuid>-thumb.webp, <uuid>-w640.webp (decision 195), and the temporary files of a write (<name>.<uuid>.tmp). */
const MEDIA_FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-thumb|-w\d+)?\.webp(\.[0-9a-f-]{36}\.tmp)?$/i;

export interface SweepOptions {
  now: Date;
  graceMs?: number;
  /** List what would go, delete nothing. */
  dryRun?: boolean;
}

export interface SweepResult {
  /** File names removed (or that would be, in a dry run). */
  files: string[];
  /** Media rows removed (or that would be). */
  rows: number;
}

/**
 * Finds the pictures at the top of the media store that no row points at and removes them with
 * their media rows, leaving anything younger than the grace period and any file whose name the
 * server does not write (copied in by hand). Safe to run beside the server and twice at once.
 */
export async function sweepOrphanMedia(
  db: Db,
  store: MediaStore,
  options: SweepOptions,
): Promise<SweepResult> {
  const cutoff = new Date(options.now.getTime() - (options.graceMs ?? ORPHAN_GRACE_MS));
  // Files first, references after: a record saved in between is seen by the second read.
  const oldFiles = await listOldMediaFiles(store, cutoff);
  const referenced = await allReferencedMediaIds(db);
  const rows = await db.select({ id: media.id, created_at: media.created_at }).from(media);
  // A file may be older than its row (the seed reuses a file drawn before): the row's age counts too.
  const recent = new Set(rows.filter((row) => row.created_at > cutoff).map((row) => row.id));
  const orphanFiles = oldFiles.filter(
    (file) => file.temporary || (!referenced.has(file.id) && !recent.has(file.id)),
  );
  const orphanRows = rows
    .filter((row) => row.created_at <= cutoff && !referenced.has(row.id))
    .map((row) => row.id);
  if (!options.dryRun) {
    if (orphanRows.length > 0) {
      await db.delete(media).where(and(inArray(media.id, orphanRows), lte(media.created_at, cutoff)));
    }
    await store.delete(orphanFiles.map((file) => file.name));
  }
  return { files: orphanFiles.map((file) => file.name).sort(), rows: orphanRows.length };
}

interface MediaFile {
  name: string;
  id: string;
  temporary: boolean;
}

async function listOldMediaFiles(store: MediaStore, cutoff: Date): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  for await (const object of store.list("")) {
    const match = MEDIA_FILE.exec(object.key);
    if (!match || object.modified > cutoff) continue;
    files.push({ name: object.key, id: match[1]!.toLowerCase(), temporary: Boolean(match[2]) });
  }
  return files;
}
