import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { isUuid } from "../../../lib/http-schemas.ts";
import type { MediaStore } from "../../../media/store/media-store.ts";
import { PRIVATE_PREFIX, zonedKey } from "../../../media/store/zones.ts";
import { IMAGE3_CONTEXT, type ImageInfo, type ImageSize } from "./image-info.ts";

/** Tiles are square JPEGs of this side: four requests fill a 1024-pixel viewer, none is large. */
export const TILE_SIZE = 512;
/** Whole-image renderings (listed as `sizes`, and `max`) stop at this side; tiles cover the rest. */
export const MAX_FULL_SIDE = 2400;
/** Originals up to 100 megapixels (museum photography) may be tiled; larger input is refused. */
export const MAX_TILE_INPUT_PIXELS = 100_000_000;
/** In the media store: one folder per picture, named by its media id. */
export const TILES_FOLDER = "iiif";

export function isMediaId(value: string): boolean {
  return isUuid(value);
}

/** The local folder of all tile sets (the local store's layout; tests look inside it). */
export function tilesRoot(mediaDir: string): string {
  return path.join(mediaDir, TILES_FOLDER);
}

/** The local folder of one tile set (the local store's layout). */
export function tileSetDir(mediaDir: string, mediaId: string): string {
  return path.join(mediaDir, tileSetKey(mediaId));
}

/** The store folder of one picture's tile set: "iiif/<uuid>". */
export function tileSetKey(mediaId: string): string {
  // The id is a uuid, so it can never climb out of the folder; checked anyway, it names a path.
  if (!isMediaId(mediaId)) throw new Error(`not a media id: ${mediaId}`);
  return `${TILES_FOLDER}/${mediaId.toLowerCase()}`;
}

export interface TileOptions {
  /** The store key of the picture to tile, or its bytes. Default: the stored full-size `<id>.webp`. */
  source?: string | Buffer;
  /** The picture is not open to everyone: its set goes to the private area (decision 199). */
  private?: boolean;
}

/** The tilings under way in this process, per store and tile set: later callers wait for them. */
const underWay = new WeakMap<MediaStore, Map<string, Promise<ImageInfo>>>();

/**
 * Writes the IIIF Image API 3.0 level-0 tile set of one stored picture, once: JPEG tiles of
 * TILE_SIZE at every scale factor (sharp's `iiif3` layout), whole-image renderings for each
 * size listed in info.json plus `full/max`, and info.json without its `id` (the server adds
 * that per request, from PUBLIC_URL or the request's origin). The set is built in a scratch
 * folder and committed to the store with info.json last, so a set with an info.json is always
 * complete; a second call finds it and only reads its info.
 *
 * Calls for a set this process is already tiling (manifests asked for at once, the upload and
 * its job) wait for that tiling instead of starting another. Another process may still tile the
 * same set meanwhile: each builds in its own scratch folder and the commit is a rename (local
 * store) or whole-object puts of the same files (bucket), so neither corrupts the other's set.
 */
export async function tileImage(
  store: MediaStore,
  mediaId: string,
  options: TileOptions = {},
): Promise<ImageInfo> {
  const folder = zonedKey(tileSetKey(mediaId), options.private ?? false);
  let sets = underWay.get(store);
  if (!sets) {
    sets = new Map();
    underWay.set(store, sets);
  }
  const running = sets.get(folder);
  if (running) return running;
  const tiling = tileOnce(store, mediaId, folder, options).finally(() => sets.delete(folder));
  sets.set(folder, tiling);
  return tiling;
}

async function tileOnce(
  store: MediaStore,
  mediaId: string,
  folder: string,
  options: TileOptions,
): Promise<ImageInfo> {
  const existing = await readInfoAt(store, folder);
  if (existing) return existing;

  const input = await sourceOf(store, options.source ?? `${mediaId.toLowerCase()}.webp`);
  const staged = await store.stageDirectory(folder, "info.json");
  const outDir = staged.dir;
  try {
    const image = sharp(input, { limitInputPixels: MAX_TILE_INPUT_PIXELS, failOn: "error" })
      .autoOrient()
      .toColourspace("srgb");
    const tiled = await image
      .clone()
      .jpeg({ quality: 85 })
      .tile({ layout: "iiif3", size: TILE_SIZE, id: "https://localhost/iiif/3" })
      .toFile(outDir);
    const written = JSON.parse(await fs.readFile(path.join(outDir, "info.json"), "utf8")) as {
      tiles?: { scaleFactors?: number[] }[];
    };
    const scaleFactors = written.tiles?.[0]?.scaleFactors ?? [1];
    const info = describeTileSet(tiled.width, tiled.height, scaleFactors);
    const renderings: LabelledSize[] = (info.sizes ?? []).map((size) => ({
      ...size,
      label: `${size.width},${size.height}`,
    }));
    for (const size of [...renderings, maxSize(info)]) {
      const renderingDir = path.join(outDir, "full", size.label, "0");
      await fs.mkdir(renderingDir, { recursive: true });
      await image
        .clone()
        .resize(size.width, size.height, { fit: "fill" })
        .jpeg({ quality: 85 })
        .toFile(path.join(renderingDir, "default.jpg"));
    }
    await fs.writeFile(path.join(outDir, "info.json"), JSON.stringify(info));
    await staged.commit();
    return (await readInfoAt(store, folder)) ?? info;
  } finally {
    await staged.discard();
  }
}

/**
 * A path sharp can read (local store) or the file's bytes (object storage). A repository file
 * whose move between the public and the private area is under way is read from the other one.
 */
export async function sourceOf(store: MediaStore, source: string | Buffer): Promise<string | Buffer> {
  if (Buffer.isBuffer(source)) return source;
  const other = source.startsWith(PRIVATE_PREFIX)
    ? source.slice(PRIVATE_PREFIX.length)
    : `${PRIVATE_PREFIX}${source}`;
  for (const key of [source, other]) {
    const local = store.localPath(key);
    if (local && (await store.exists(key))) return local;
    const bytes = local ? null : await store.get(key);
    if (bytes) return bytes;
  }
  throw new Error(`no stored file ${source}`);
}

async function readInfoAt(store: MediaStore, folder: string): Promise<ImageInfo | null> {
  const bytes = await store.get(`${folder}/info.json`);
  return bytes ? (JSON.parse(bytes.toString("utf8")) as ImageInfo) : null;
}

/** The stored info.json of a public tile set (its `id` left empty), or null when there is none. */
export async function readStoredInfo(store: MediaStore, mediaId: string): Promise<ImageInfo | null> {
  return readInfoAt(store, tileSetKey(mediaId));
}

/** Whether the picture has a tile set, in the public or the private area. */
export async function hasTiles(store: MediaStore, mediaId: string): Promise<boolean> {
  for (const isPrivate of [false, true]) {
    if (await store.exists(`${zonedKey(tileSetKey(mediaId), isPrivate)}/info.json`)) return true;
  }
  return false;
}

/** Removes the tile sets of pictures that are gone, in both areas; missing sets are fine. */
export async function removeImageTiles(store: MediaStore, mediaIds: readonly string[]): Promise<void> {
  const folders = mediaIds
    .filter(isMediaId)
    .flatMap((id) => [false, true].map((p) => zonedKey(tileSetKey(id), p)));
  await Promise.all(folders.map((folder) => store.deleteFolder(folder)));
}

type LabelledSize = ImageSize & { label: string };

/**
 * info.json for a picture of width × height tiled at these scale factors. `sizes` lists a
 * whole-image rendering per scale factor up to MAX_FULL_SIDE (IIIF: ceil(width / factor)),
 * smallest first; a larger picture announces maxWidth/maxHeight, so `max` means the largest.
 */
export function describeTileSet(width: number, height: number, scaleFactors: readonly number[]): ImageInfo {
  const factors = [...new Set(scaleFactors)].sort((a, b) => a - b);
  const sizes = factors
    .map((factor) => ({ width: Math.ceil(width / factor), height: Math.ceil(height / factor) }))
    .filter((size) => Math.max(size.width, size.height) <= MAX_FULL_SIDE)
    .sort((a, b) => a.width - b.width);
  if (sizes.length === 0) {
    // Even the coarsest scale is above the limit (a huge picture): one scaled-down rendering.
    const ratio = MAX_FULL_SIDE / Math.max(width, height);
    sizes.push({
      width: Math.max(1, Math.round(width * ratio)),
      height: Math.max(1, Math.round(height * ratio)),
    });
  }
  const largest = sizes[sizes.length - 1]!;
  const limited = largest.width < width || largest.height < height;
  return {
    "@context": IMAGE3_CONTEXT,
    id: "",
    type: "ImageService3",
    protocol: "http://iiif.io/api/image",
    profile: "level0",
    width,
    height,
    ...(limited ? { maxWidth: largest.width, maxHeight: largest.height } : {}),
    sizes,
    tiles: [{ width: TILE_SIZE, height: TILE_SIZE, scaleFactors: factors }],
  };
}

function maxSize(info: ImageInfo): LabelledSize {
  const largest = info.sizes?.[info.sizes.length - 1] ?? { width: info.width, height: info.height };
  return { ...largest, label: "max" };
}
