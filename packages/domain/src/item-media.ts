import { z } from "zod";
import type { MediaKind } from "./collections-model.ts";
import { NO_NUL } from "./fields.ts";
import { messages } from "./messages.ts";

/**
 * What an item's media file may be: the kind is decided from the file's bytes, never
 * from its name or declared type, and each kind has its own size limit. Images may be large
 * originals of museum photography; they are re-encoded, tiled for IIIF and shown as previews.
 */
const MB = 1024 * 1024;

export const ITEM_MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: 40 * MB,
  audio: 100 * MB,
  video: 300 * MB,
  pdf: 50 * MB,
};

/** The largest file of any kind: the upload stops reading beyond it. */
export const ITEM_MEDIA_MAX_UPLOAD = Math.max(...Object.values(ITEM_MEDIA_MAX_BYTES));

/** A WebVTT file of captions or a transcript for a sound or video (decision 118): text, so small. */
export const ITEM_CAPTIONS_MAX_BYTES = 1 * MB;

/** A larger picture would be a decompression bomb or more than any viewer needs. */
export const ITEM_IMAGE_MAX_PIXELS = 100_000_000;

const line = (max: number) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null ? "" : typeof value === "string" ? value.trim() : value,
    z.string().max(max, messages.collections.valueTooLong).refine(NO_NUL, messages.common.nulCharacter),
  );

/** A media file's caption and rights statement (PATCH), in the item's original language. */
export const itemMediaDetailsSchema = z.object({ caption: line(1_000), rights: line(2_000) });

/** PUT …/media/order: every media id of the item once, in the new order. */
export const itemMediaOrderSchema = z.object({
  order: z
    .array(z.uuid({ error: messages.itemMedia.orderMismatch }))
    .max(500, messages.itemMedia.orderMismatch),
});
