import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { MediaKind } from "@heritage/domain/collections-model";

/** What a file's first bytes say it is: its kind and the MIME type it is stored and served as. */
export interface SniffedMedia {
  kind: MediaKind;
  mime: string;
  /** The extension of its stored key. */
  ext: string;
}

/** How many leading bytes `sniffMedia` needs to decide. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

/**
 * The kind of an uploaded item file from its magic number ("each file checked by its
 * bytes"); the file name and the browser's declared type are never trusted. Null: not accepted.
 * Images are then decoded whole by sharp, which refuses a file that only starts like a picture.
 */
export function sniffMedia(head: Uint8Array): SniffedMedia | null {
  const starts = (signature: number[], offset = 0) =>
    head.length >= offset + signature.length && signature.every((byte, i) => head[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return { kind: "image", mime: "image/jpeg", ext: "jpg" };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: "image", mime: "image/png", ext: "png" };
  if (starts([0x49, 0x49, 0x2a, 0x00]) || starts([0x4d, 0x4d, 0x00, 0x2a]))
    return { kind: "image", mime: "image/tiff", ext: "tif" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP")
    return { kind: "image", mime: "image/webp", ext: "webp" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WAVE")
    return { kind: "audio", mime: "audio/wav", ext: "wav" };
  if (ascii(head, 0, 4) === "OggS") return { kind: "audio", mime: "audio/ogg", ext: "ogg" };
  if (ascii(head, 0, 3) === "ID3" || isMpegAudioFrame(head))
    return { kind: "audio", mime: "audio/mpeg", ext: "mp3" };
  if (ascii(head, 4, 4) === "ftyp") {
    // ISO media: MP4 video. Apple's audio-only (M4A/M4B/M4P) and QuickTime brands are not MP4 video.
    const brand = ascii(head, 8, 4);
    if (/^M4[ABP]/.test(brand) || brand === "qt  ") return null;
    return { kind: "video", mime: "video/mp4", ext: "mp4" };
  }
  // EBML header whose DocType is "webm" (Matroska files say "matroska" and are not accepted).
  if (starts([0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 0, SNIFF_BYTES).includes("webm"))
    return { kind: "video", mime: "video/webm", ext: "webm" };
  if (ascii(head, 0, 5) === "%PDF-") return { kind: "pdf", mime: "application/pdf", ext: "pdf" };
  return null;
}

/** An MPEG-1/2 audio frame header (an MP3 without ID3 tag): 11 sync bits, a valid version and layer III. */
function isMpegAudioFrame(head: Uint8Array): boolean {
  if (head.length < 4 || head[0] !== 0xff) return false;
  const second = head[1] as number;
  const third = head[2] as number;
  const synced = (second & 0xe0) === 0xe0;
  const version = (second >> 3) & 0x03; // 01 is reserved
  const layer = (second >> 1) & 0x03; // 01 = layer III
  const bitrate = third >> 4; // 1111 is invalid
  const rate = (third >> 2) & 0x03; // 11 is reserved
  return synced && version !== 1 && layer === 1 && bitrate !== 15 && rate !== 3;
}

/** An upload as written to this machine's disk: where, how many bytes, and its first SNIFF_BYTES. */
export interface ScratchFile {
  path: string;
  size: number;
  head: Buffer;
}

/**
 * Writes an upload to a scratch file (a 300 MB video is never held in memory), reads its size and
 * first bytes, hands them to `use`, and removes the scratch folder afterwards whatever `use` does.
 * Shared by the repository's item files and the courses' lesson files.
 */
export async function withScratchFile<T>(
  upload: NodeJS.ReadableStream,
  prefix: string,
  use: (file: ScratchFile) => Promise<T>,
): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const scratch = path.join(dir, "file");
  try {
    await pipeline(upload, (await fs.open(scratch, "w")).createWriteStream());
    const { size } = await fs.stat(scratch);
    const head = Buffer.alloc(SNIFF_BYTES);
    const handle = await fs.open(scratch, "r");
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0).finally(() => handle.close());
    return await use({ path: scratch, size, head: head.subarray(0, bytesRead) });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
