import fs from "node:fs/promises";
import path from "node:path";
import { isMediaId, removeImageTiles, tileImage, tileSetDir, tilesRoot } from "./image-tiles.ts";

/** A half-built set older than this belongs to a run that died; younger ones may be in progress. */
const STALE_WORK_MS = 3_600_000;

/** One picture that should have tiles: its image service id and the file to tile. */
export interface TileSource {
  id: string;
  /** Absolute path of the picture (the stored master, or the full-size WebP). */
  file: string;
}

export interface BackfillResult {
  tiled: string[];
  failed: string[];
  removed: string[];
}

/**
 * Brings the tile sets in line with the pictures that should have them: tiles each that has none
 * (stored before tiling existed, or an upload whose tiling failed) and removes every other set
 * (its picture was deleted), with half-built sets left by a crash. One picture at a time: tiling
 * is heavy, and the server keeps answering meanwhile.
 */
export async function backfillTiles(
  mediaDir: string,
  pictures: readonly TileSource[],
  now: Date,
): Promise<BackfillResult> {
  const result: BackfillResult = { tiled: [], failed: [], removed: [] };
  const wanted = new Set(pictures.map((picture) => picture.id.toLowerCase()));
  for (const picture of pictures) {
    if (await exists(path.join(tileSetDir(mediaDir, picture.id), "info.json"))) continue;
    try {
      await tileImage(mediaDir, picture.id, { source: picture.file });
      result.tiled.push(picture.id);
    } catch {
      // A missing or unreadable file stays untiled: its page shows the plain picture.
      result.failed.push(picture.id);
    }
  }
  const names = await fs.readdir(tilesRoot(mediaDir)).catch(() => [] as string[]);
  for (const name of names) {
    const folder = path.join(tilesRoot(mediaDir), name);
    if (name.startsWith(".tmp-")) {
      const stat = await fs.stat(folder).catch(() => null);
      if (stat && now.getTime() - stat.mtime.getTime() > STALE_WORK_MS) {
        await fs.rm(folder, { recursive: true, force: true });
      }
    } else if (isMediaId(name) && !wanted.has(name)) {
      await removeImageTiles(mediaDir, [name]);
      result.removed.push(name);
    }
  }
  return result;
}

function exists(file: string): Promise<boolean> {
  return fs
    .access(file)
    .then(() => true)
    .catch(() => false);
}
