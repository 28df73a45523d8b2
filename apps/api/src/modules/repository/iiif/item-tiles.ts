import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import { itemMedia } from "../../../db/schema/collections.ts";
import { backgroundJobs } from "../../../db/schema/job-queue.ts";
import { PermanentJobError } from "../../../jobs/queue.ts";
import { checkKey, type MediaStore } from "../../../media/store/media-store.ts";
import { zonedKey } from "../../../media/store/zones.ts";
import type { MediaRow } from "../collections/publication-reads.ts";
import { mediaIsPrivate, queueZoneMove } from "../protocols/file-zones.ts";
import { tileImage } from "./image-tiles.ts";
import { removeStrayTiles, type TileSource, untiledPictures } from "./tile-backfill.ts";

/**
 * The tile set of one item image, from its stored master (called by the upload once the row is
 * saved; the hourly backfill catches any it missed). Not an image: nothing to do. `isPrivate`:
 * the picture is not open to everyone, its master and tiles lie in the private area (decision 199).
 */
export async function generateIiifTiles(
  store: MediaStore,
  media: Pick<MediaRow, "public_id" | "key" | "kind">,
  isPrivate = false,
): Promise<void> {
  if (media.kind !== "image") return;
  await tileImage(store, media.public_id, {
    source: zonedKey(checkKey(media.key), isPrivate),
    private: isPrivate,
  });
}

/** Every item image, as the backfill wants them (a key that would leave the store is skipped). */
export async function itemImageSources(db: Db): Promise<TileSource[]> {
  const rows = await db
    .select({ public_id: itemMedia.public_id, key: itemMedia.key })
    .from(itemMedia)
    .where(eq(itemMedia.kind, "image"));
  return rows.flatMap((row) => {
    try {
      return [{ id: row.public_id, key: checkKey(row.key) }];
    } catch {
      return [];
    }
  });
}

export const TILE_JOB = "iiif-tiles";
export const TILE_BACKFILL_JOB = "iiif-backfill";

/** Queues the tiling of one item image (decision 192): one process tiles it, retried on failure. */
export async function queueTiles(app: FastifyInstance, picture: TileSource) {
  return app.jobs.enqueue(TILE_JOB, { ...picture }, { uniqueKey: `${TILE_JOB}:${picture.id}` });
}

/** The queued tiling of one picture (payload: a TileSource). */
export async function runTileJob(app: FastifyInstance, payload: Record<string, unknown>) {
  const { id, key } = payload;
  if (typeof id !== "string" || typeof key !== "string") throw new PermanentJobError("not a picture");
  const isPrivate = await mediaIsPrivate(app.db, id);
  if (isPrivate === null) return;
  await generateIiifTiles(app.mediaStore, { public_id: id, key, kind: "image" }, isPrivate.isPrivate);
  // Its level changed while it was tiled: the set joins the other files (decision 199).
  const now = await mediaIsPrivate(app.db, id);
  if (now && now.isPrivate !== isPrivate.isPrivate) {
    await queueZoneMove(app.db, now.itemId);
    app.jobs.wake();
  }
}

/**
 * The backfill (queued hourly, once across processes, by server.ts): a tiling job for each item
 * image without tiles, except those whose tiling already failed for good (an admin retries those
 * from the failure log), and stray tile sets removed.
 */
export async function runTileBackfill(app: FastifyInstance) {
  const images = await itemImageSources(app.db);
  const gaveUp = new Set(
    (
      await app.db
        .select({ key: backgroundJobs.unique_key })
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.kind, TILE_JOB), eq(backgroundJobs.status, "failed")))
    ).map((row) => row.key),
  );
  let queued = 0;
  for (const picture of await untiledPictures(app.mediaStore, images)) {
    if (gaveUp.has(`${TILE_JOB}:${picture.id}`)) continue;
    if (await queueTiles(app, picture)) queued++;
  }
  const removed = await removeStrayTiles(app.mediaStore, images, app.now());
  if (queued + removed.length > 0) app.log.info({ queued, removed: removed.length }, "IIIF tiles");
}
