import { MAX_IMAGE_BYTES } from "@heritage/domain/constants";
import { AVATAR_TYPES } from "@heritage/domain/profile";
import { messages } from "../../../lib/i18n/messages.ts";

/** The first bytes of each accepted format: the file's content decides, not its name. */
const SIGNATURES: Array<{ bytes: number[]; offset?: number }> = [
  { bytes: [0x89, 0x50, 0x4e, 0x47] }, // PNG
  { bytes: [0xff, 0xd8, 0xff] }, // JPEG
  { bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 }, // WebP ("RIFF....WEBP")
];

function read(file: Blob, as: "buffer" | "dataUrl"): Promise<ArrayBuffer | string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer | string);
    reader.onerror = () => reject(reader.error);
    if (as === "buffer") reader.readAsArrayBuffer(file);
    else reader.readAsDataURL(file);
  });
}

/**
 * The browser's check of a new avatar, before any upload: PNG, JPEG, WebP or GIF by its bytes, at
 * most 2 MB. The server checks again and re-encodes it to WebP without metadata.
 */
export async function readAvatar(file: File): Promise<{ dataUrl: string } | { error: string }> {
  const header = new Uint8Array((await read(file.slice(0, 12), "buffer")) as ArrayBuffer);
  const isImage =
    (AVATAR_TYPES as readonly string[]).includes(file.type) &&
    SIGNATURES.some(({ bytes, offset = 0 }) => bytes.every((byte, i) => header[offset + i] === byte));
  if (!isImage) return { error: messages.category.imageInvalid };
  if (file.size > MAX_IMAGE_BYTES) return { error: messages.product.imageTooBig };
  return { dataUrl: (await read(file, "dataUrl")) as string };
}
