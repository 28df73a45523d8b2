import { createHash } from "node:crypto";
import sharp from "sharp";
import { encodeWebpVariants } from "../media/image-processing.ts";
import {
  type MediaRecord,
  mediaUrl,
  pictureKey,
  thumbnailUrl,
  writeMediaFiles,
} from "../media/picture-store.ts";
import type { MediaStore } from "../media/store/media-store.ts";
import type { PictureKind } from "./catalogue/types.ts";
import { PATTERNS, type PatternName, seededRandom } from "./imigongo.ts";
import { pictureSvg } from "./silhouettes.ts";

/** Bump when the drawings change, so that new pictures get new file names (media is cached for a year). */
const PICTURE_VERSION = 1;
const SIZE = 800;
/** Pictures rendered at once: enough to keep sharp's threads busy, few enough to bound memory. */
const BATCH = 8;

export interface DemoPicture {
  /** Stable name of the picture, e.g. "product:v2:Inanga Trough Zither"; it seeds the drawing. */
  key: string;
  kind: PictureKind;
  /** A close-up of one motif (the detail pictures after a product's first). */
  pattern?: PatternName;
  /** How much closer a close-up looks (1 to 2). */
  zoom?: number;
  /** The product's own variation of the object (its first picture). */
  varied?: boolean;
}

/** `widths` unknown (a file drawn by an earlier start): the backfill fills it (decision 195). */
export type DemoMedia = MediaRecord & { width: number; height: number; bytes: number; widths?: number[] };

/** A uuid derived from the key, so that a picture keeps its file name across runs and machines. */
export function demoMediaId(key: string): string {
  const hex = createHash("sha256").update(`heritage-demo:v${PICTURE_VERSION}:${key}`).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The i-th picture of a product: first its own variation of the category's object (decision
 * 177), then close-ups of Imigongo motifs, each product's own too, so that no two products
 * share a picture. The "v2" keys give the redrawn pictures new file names.
 */
export function productPicture(
  name: string,
  categorySlug: string,
  index: number,
  kind: PictureKind,
): DemoPicture {
  if (index === 0) return { key: `product:v2:${name}`, kind, varied: true };
  const motifs = Object.keys(PATTERNS) as PatternName[];
  // Neighbouring products of a category start on different motifs, then walk through them.
  const random = seededRandom(`${categorySlug}:${name}#${index}`);
  const first = Math.floor(seededRandom(`${categorySlug}:${name}`)() * motifs.length);
  const pattern = motifs[(first + index) % motifs.length];
  return { key: `detail:v2:${name}#${index}`, kind: "panel", pattern, zoom: 1 + random() };
}

/**
 * Renders the pictures to WebP (full size and thumbnail) into the media store. A picture whose file
 * already exists is not drawn again, so a restart or a second seed costs nothing.
 */
export async function renderDemoPictures(
  store: MediaStore,
  pictures: readonly DemoPicture[],
): Promise<Map<string, DemoMedia>> {
  const rendered = new Map<string, DemoMedia>();
  const unique = [...new Map(pictures.map((picture) => [picture.key, picture])).values()];
  for (let start = 0; start < unique.length; start += BATCH) {
    await Promise.all(
      unique.slice(start, start + BATCH).map(async (picture) => {
        rendered.set(picture.key, await renderOne(store, picture));
      }),
    );
  }
  return rendered;
}

async function renderOne(store: MediaStore, picture: DemoPicture): Promise<DemoMedia> {
  const id = demoMediaId(picture.key);
  const file = await store.get(pictureKey(id));
  if (file) {
    const { width = SIZE, height = SIZE } = await sharp(file).metadata();
    return { id, url: mediaUrl(id), thumbnail_url: thumbnailUrl(id), width, height, bytes: file.length };
  }
  const svg = pictureSvg(picture.key, picture.kind, {
    width: SIZE,
    height: SIZE,
    pattern: picture.pattern,
    varied: picture.varied,
    zoom: picture.zoom,
  });
  // Effort 0: flat drawings gain little from a slower WebP encoder, and the seed must be quick.
  const variants = await encodeWebpVariants(sharp(Buffer.from(svg)), 0);
  return writeMediaFiles(store, variants, id, 0);
}
