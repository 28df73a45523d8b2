import { ITEM_CAPTIONS_MAX_BYTES } from "@heritage/domain/item-media";
import { messages } from "@heritage/domain/messages";
import { fieldError, HttpError } from "../lib/http-errors.ts";

/**
 * Whether an uploaded caption file is WebVTT a browser's <track> will read (decision 118), checked
 * by its bytes: UTF-8 (a player shows mojibake otherwise), the "WEBVTT" signature (after an optional
 * byte-order mark) followed by a space, a tab or a line end, no NUL, and at least one timed cue
 * (`00:01.000 --> 00:04.000`), so an empty or unrelated text file is refused, not stored.
 */
const SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/;
const TIMESTAMP = String.raw`(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}`;
const CUE_TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}`, "m");

export function checkedCaptions(bytes: Buffer, truncated: boolean): Buffer {
  if (truncated || bytes.length > ITEM_CAPTIONS_MAX_BYTES)
    throw new HttpError(413, (m) => m.itemMedia.captionsTooLarge);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw notVtt();
  }
  if (!SIGNATURE.test(text) || text.includes("\0") || !CUE_TIMING.test(text)) throw notVtt();
  return bytes;
}

const notVtt = () => fieldError("file", messages.itemMedia.captionsNotVtt);
