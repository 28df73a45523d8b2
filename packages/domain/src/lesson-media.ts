/**
 * What a lesson's recordings, films and caption files may be (decision 138). The kind
 * is decided from the file's bytes on the server; each kind has its own size limit.
 */
import { ITEM_CAPTIONS_MAX_BYTES } from "./item-media.ts";

const MB = 1024 * 1024;

export const LESSON_MEDIA_MAX_BYTES = {
  audio: 50 * MB,
  video: 200 * MB,
  /** The same WebVTT files as an item's captions (decision 118), checked the same way. */
  captions: ITEM_CAPTIONS_MAX_BYTES,
} as const;

/** The largest file of any kind: the upload stops reading beyond it. */
export const LESSON_MEDIA_MAX_UPLOAD = Math.max(...Object.values(LESSON_MEDIA_MAX_BYTES));

/** A caption file the server stored for a lesson (POST /api/admin/learning/media). */
export const LESSON_CAPTIONS_PATH = /^\/media\/lessons\/[0-9a-f-]{36}\.vtt$/;

export type LessonUpload = {
  kind: "audio" | "video" | "captions";
  src: string;
  mime: string;
  bytes: number;
};
