import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { itemMedia } from "../../db/schema/collections.ts";
import { runEvery } from "../../jobs/run-every.ts";
import type { MediaRow } from "../collections/publication-reads.ts";
import { checkKey, type MediaStore } from "../media/store/media-store.ts";
import { tileImage } from "./image-tiles.ts";
import { backfillTiles, type TileSource } from "./tile-backfill.ts";

/**
 * The tile set of one item image, from its stored master (called by the upload once the row is
 * saved; the hourly backfill catches any it missed). Not an image: nothing to do.
 */
export async function generateIiifTiles(
  store: MediaStore,
  media: Pick<MediaRow, "public_id" | "key" | "kind">,
): Promise<void> {
  if (media.kind !== "image") return;
  await tileImage(store, media.public_id, { source: checkKey(media.key) });
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

/** Tiles item images that have none yet, at start and every hour (server.ts). */
export function startTileBackfill(app: FastifyInstance): () => void {
  return runEvery(app, "IIIF tile backfill", 3_600_000, async () => {
    const images = await itemImageSources(app.db);
    const { tiled, failed, removed } = await backfillTiles(app.mediaStore, images, app.now());
    if (tiled.length + failed.length + removed.length > 0) {
      app.log.info({ tiled: tiled.length, failed: failed.length, removed: removed.length }, "IIIF tiles");
    }
  });
}
