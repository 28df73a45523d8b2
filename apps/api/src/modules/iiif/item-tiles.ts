import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { itemMedia } from "../../db/schema/collections.ts";
import { runEvery } from "../../jobs/run-every.ts";
import type { MediaRow } from "../collections/publication-reads.ts";
import { tileImage } from "./image-tiles.ts";
import { backfillTiles, type TileSource } from "./tile-backfill.ts";

/** The stored file of a media row, refused if its key would leave the media directory. */
export function mediaFile(mediaDir: string, key: string): string {
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, key);
  if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`media key outside the store: ${key}`);
  return file;
}

/**
 * The tile set of one item image, from its stored master (called by the upload once the row is
 * saved; the hourly backfill catches any it missed). Not an image: nothing to do.
 */
export async function generateIiifTiles(
  mediaDir: string,
  media: Pick<MediaRow, "public_id" | "key" | "kind">,
): Promise<void> {
  if (media.kind !== "image") return;
  await tileImage(mediaDir, media.public_id, { source: mediaFile(mediaDir, media.key) });
}

/** Every item image, as the backfill wants them. */
export async function itemImageSources(db: Db, mediaDir: string): Promise<TileSource[]> {
  const rows = await db
    .select({ public_id: itemMedia.public_id, key: itemMedia.key })
    .from(itemMedia)
    .where(eq(itemMedia.kind, "image"));
  return rows.flatMap((row) => {
    try {
      return [{ id: row.public_id, file: mediaFile(mediaDir, row.key) }];
    } catch {
      return [];
    }
  });
}

/** Tiles item images that have none yet, at start and every hour (server.ts). */
export function startTileBackfill(app: FastifyInstance): () => void {
  return runEvery(app, "IIIF tile backfill", 3_600_000, async () => {
    const images = await itemImageSources(app.db, app.mediaDir);
    const { tiled, failed, removed } = await backfillTiles(app.mediaDir, images, app.now());
    if (tiled.length + failed.length + removed.length > 0) {
      app.log.info({ tiled: tiled.length, failed: failed.length, removed: removed.length }, "IIIF tiles");
    }
  });
}
