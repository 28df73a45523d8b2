import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import { LESSON_MEDIA_MAX_BYTES, type LessonUpload } from "@heritage/domain/lesson-media";
import { messages } from "@heritage/domain/messages";
import { fieldError, HttpError } from "../../lib/http-errors.ts";
import { checkedCaptions } from "../../media/captions-vtt.ts";
import { sniffMedia, withScratchFile } from "../../media/media-sniff.ts";
import type { MediaStore } from "../../media/store/media-store.ts";

const m = messages.learning;
const TOO_LARGE = {
  audio: () => new HttpError(413, (all) => all.learning.lessonAudioTooLarge),
  video: () => new HttpError(413, (all) => all.learning.lessonVideoTooLarge),
  captions: () => new HttpError(413, (all) => all.itemMedia.captionsTooLarge),
};

/** WebVTT: an optional byte-order mark, then "WEBVTT" alone or followed by a space, tab or line end. */
function isWebVtt(head: Buffer): boolean {
  const text = head
    .subarray(head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0)
    .toString("latin1");
  return /^WEBVTT(?:$|[ \t\r\n])/.test(text);
}

/** What the file's first bytes say it is, among what a lesson takes; null for anything else. */
function lessonKind(head: Buffer): { kind: LessonUpload["kind"]; mime: string; ext: string } | null {
  if (isWebVtt(head)) return { kind: "captions", mime: "text/vtt", ext: "vtt" };
  const sniffed = sniffMedia(head);
  if (sniffed?.kind === "audio" || sniffed?.kind === "video")
    return { kind: sniffed.kind, mime: sniffed.mime, ext: sniffed.ext };
  return null;
}

/**
 * One lesson file (decision 138), received into a scratch file (a 200 MB film is never held in
 * memory), its kind decided by its bytes, its kind's limit checked (413), a caption file checked
 * as an item's are, then stored under lessons/. Nothing is stored when a check fails.
 */
export async function receiveLessonFile(
  store: MediaStore,
  upload: NodeJS.ReadableStream & { truncated?: boolean },
): Promise<LessonUpload> {
  return withScratchFile(upload, "lesson-upload-", async ({ path: scratch, size, head }) => {
    const found = lessonKind(head);
    if (!found) throw fieldError("file", m.lessonFileNotAccepted);
    if (upload.truncated || size > LESSON_MEDIA_MAX_BYTES[found.kind]) throw TOO_LARGE[found.kind]();
    // UTF-8, the signature, no NUL and a timed cue: what a <track> reads (decision 118's check).
    if (found.kind === "captions") checkedCaptions(await fs.readFile(scratch), false);
    const key = `lessons/${randomUUID()}.${found.ext}`;
    const { bytes } = await store.put(key, createReadStream(scratch), { contentType: found.mime });
    return { kind: found.kind, src: `/media/${key}`, mime: found.mime, bytes };
  });
}
