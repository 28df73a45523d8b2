import sharp from "sharp";
import { encodeWebpVariants } from "../media/image-processing.ts";
import { mediaUrl, pictureKey, thumbnailUrl, writeMediaFiles } from "../media/picture-store.ts";
import type { MediaStore } from "../media/store/media-store.ts";
import { type Drawing, drawContent } from "./content-drawings.ts";
import { type DemoMedia, demoMediaId } from "./demo-pictures.ts";

/** Every picture size the content uses; the SPA reserves the same aspect ratios. */
export const SIZES = {
  artwork: [800, 600],
  museum: [1200, 750],
  square: [600, 600],
  wide: [800, 500],
  cover: [600, 800],
  portrait: [400, 400],
} as const;
export type SizeName = keyof typeof SIZES;

export interface ContentPicture {
  /** Stable name; it seeds the drawing and the file name. */
  key: string;
  drawing: Drawing;
  size: SizeName;
}

const BATCH = 8;

/** Draws the pictures to WebP into the media store, skipping files that already exist (a re-seed costs nothing). */
export async function renderContentPictures(
  store: MediaStore,
  pictures: readonly ContentPicture[],
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

async function renderOne(store: MediaStore, picture: ContentPicture): Promise<DemoMedia> {
  const id = demoMediaId(`content:${picture.key}`);
  const [width, height] = SIZES[picture.size];
  const stored = await store.stream(pictureKey(id));
  if (stored) {
    stored.body.destroy();
    return { id, url: mediaUrl(id), thumbnail_url: thumbnailUrl(id), width, height, bytes: stored.bytes };
  }
  const svg = drawContent(picture.key, picture.drawing, width, height);
  const variants = await encodeWebpVariants(sharp(Buffer.from(svg)), 0);
  return writeMediaFiles(store, variants, id, 0);
}
