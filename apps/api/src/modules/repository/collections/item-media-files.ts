import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import type { MediaKind } from "@heritage/domain/collections-model";
import type { Messages } from "@heritage/domain/i18n/server-messages";
import { ITEM_IMAGE_MAX_PIXELS, ITEM_MEDIA_MAX_BYTES } from "@heritage/domain/item-media";
import { messages } from "@heritage/domain/messages";
import sharp, { type OutputInfo } from "sharp";
import { FieldErrors, fieldError, HttpError } from "../../../lib/http-errors.ts";
import { encodeWebpVariants } from "../../../media/image-processing.ts";
import { sniffMedia, withScratchFile } from "../../../media/media-sniff.ts";
import type { MediaStore } from "../../../media/store/media-store.ts";
import { zonedKey } from "../../../media/store/zones.ts";

/** The stored files of one uploaded item file, ready to become its `item_media` row. */
export interface StoredItemFile {
  kind: MediaKind;
  key: string;
  preview_key: string | null;
  thumbnail_key: string | null;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

const TOO_LARGE: Record<MediaKind, (m: Messages) => string> = {
  image: (m) => m.itemMedia.imageTooLarge,
  audio: (m) => m.itemMedia.audioTooLarge,
  video: (m) => m.itemMedia.videoTooLarge,
  pdf: (m) => m.itemMedia.pdfTooLarge,
};

const notAccepted = () => fieldError("file", messages.itemMedia.notAccepted);

/**
 * Receives one uploaded file into a scratch file on this machine's disk (a 300 MB video is never
 * held in memory), decides its kind from its bytes, checks its kind's size limit and stores it:
 * images re-encoded (see storeImage), sound, video and PDF as they came. `truncated` is true when
 * the upload stopped at the largest limit of any kind (the rest was not read). Nothing is left in
 * the store when a check fails. `isPrivate`: the file is not open to everyone (its item is not
 * public), so it goes straight to the private area (decision 199); the keys returned are the
 * records' keys, without the area's prefix.
 */
export async function receiveItemFile(
  store: MediaStore,
  upload: NodeJS.ReadableStream & { truncated?: boolean },
  isPrivate = false,
): Promise<StoredItemFile> {
  return withScratchFile(upload, "item-upload-", async ({ path: scratch, size, head }) => {
    const sniffed = sniffMedia(head);
    if (!sniffed) throw notAccepted();
    if (upload.truncated || size > ITEM_MEDIA_MAX_BYTES[sniffed.kind])
      throw new HttpError(413, TOO_LARGE[sniffed.kind]);
    if (sniffed.kind === "image") return await storeImage(store, scratch, isPrivate);
    const key = `items/${randomUUID()}.${sniffed.ext}`;
    const { bytes } = await store.put(zonedKey(key, isPrivate), createReadStream(scratch), {
      contentType: sniffed.mime,
    });
    return { ...sniffed, key, preview_key: null, thumbnail_key: null, bytes, width: null, height: null };
  });
}

/**
 * An image: decoded whole (a file that only starts like a picture is refused), at most
 * ITEM_IMAGE_MAX_PIXELS (read from the header before any pixel is decoded), turned upright and
 * saved as the full-resolution JPEG master without metadata (EXIF GPS included; the IIIF tiles'
 * source), plus the 1600-px WebP preview and 400-px thumbnail shown on pages (decision 110).
 */
async function storeImage(store: MediaStore, file: string, isPrivate: boolean): Promise<StoredItemFile> {
  const open = () => sharp(file, { limitInputPixels: ITEM_IMAGE_MAX_PIXELS, failOn: "error" });
  let master: { data: Buffer; info: OutputInfo };
  try {
    const { width, height } = await sharp(file).metadata();
    if (!width || !height) throw notAccepted();
    if (width * height > ITEM_IMAGE_MAX_PIXELS) throw new HttpError(413, (m) => m.itemMedia.tooManyPixels);
    master = await open()
      .autoOrient()
      .toColourspace("srgb")
      .jpeg({ quality: 90, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof HttpError || error instanceof FieldErrors) throw error;
    throw fieldError("file", messages.itemMedia.imageUnreadable);
  }
  const variants = await encodeWebpVariants(sharp(master.data));
  const id = randomUUID();
  const keys = {
    key: `items/${id}.jpg`,
    preview_key: `items/${id}-preview.webp`,
    thumbnail_key: `items/${id}-thumb.webp`,
  };
  const at = (key: string) => zonedKey(key, isPrivate);
  try {
    await store.put(at(keys.key), master.data, { contentType: "image/jpeg" });
    await store.put(at(keys.preview_key), variants.full, { contentType: "image/webp" });
    await store.put(at(keys.thumbnail_key), variants.thumbnail, { contentType: "image/webp" });
  } catch (error) {
    await store.delete(Object.values(keys).map(at)).catch(() => {});
    throw error;
  }
  return {
    kind: "image",
    ...keys,
    mime: "image/jpeg",
    bytes: master.data.length,
    width: master.info.width,
    height: master.info.height,
  };
}

/** The files that belong to a media row alone (kept beside the areas they move between). */
export { ownedKeys } from "../protocols/file-zones.ts";
