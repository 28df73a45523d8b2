import type { MediaStore } from "../../../media/store/media-store.ts";
import { zonedKey } from "../../../media/store/zones.ts";
import { hasTiles, isMediaId, removeImageTiles, TILES_FOLDER, tileImage } from "./image-tiles.ts";

/** A half-built set older than this belongs to a run that died; younger ones may be in progress. */
const STALE_WORK_MS = 3_600_000;

/** One picture that should have tiles: its image service id and the stored file to tile. */
export interface TileSource {
  id: string;
  /** Store key of the picture (the stored master, or the full-size WebP). */
  key: string;
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
  store: MediaStore,
  pictures: readonly TileSource[],
  now: Date,
): Promise<BackfillResult> {
  const result: BackfillResult = { tiled: [], failed: [], removed: [] };
  for (const picture of await untiledPictures(store, pictures)) {
    try {
      await tileImage(store, picture.id, { source: picture.key });
      result.tiled.push(picture.id);
    } catch {
      // A missing or unreadable file stays untiled: its page shows the plain picture.
      result.failed.push(picture.id);
    }
  }
  result.removed = await removeStrayTiles(store, pictures, now);
  return result;
}

/** The pictures that have no tile set yet. */
export async function untiledPictures(store: MediaStore, pictures: readonly TileSource[]) {
  const untiled: TileSource[] = [];
  for (const picture of pictures) if (!(await hasTiles(store, picture.id))) untiled.push(picture);
  return untiled;
}

/** Removes the tile sets of pictures no longer there, and half-built sets a crash left; their ids. */
export async function removeStrayTiles(store: MediaStore, pictures: readonly TileSource[], now: Date) {
  const wanted = new Set(pictures.map((picture) => picture.id.toLowerCase()));
  const removed = new Set<string>();
  // Both areas: the sets of pictures that are not open to everyone lie under private/ (decision 199).
  for (const tiles of [TILES_FOLDER, zonedKey(TILES_FOLDER, true)]) {
    for (const folder of await store.listFolders(tiles)) {
      const { name, modified } = folder;
      if (name.startsWith(".tmp-")) {
        if (modified && now.getTime() - modified.getTime() > STALE_WORK_MS) {
          await store.deleteFolder(`${tiles}/${name}`);
        }
      } else if (isMediaId(name) && !wanted.has(name)) {
        await removeImageTiles(store, [name]);
        removed.add(name);
      }
    }
  }
  return [...removed];
}
