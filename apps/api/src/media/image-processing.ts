import { MAX_IMAGE_BYTES } from "@heritage/domain/constants";
import sharp, { type Sharp } from "sharp";

/** Refuses decompression bombs: a small file that would expand to gigabytes of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const FULL_SIZE = 1600;
export const THUMBNAIL_SIZE = 400;

export type ImageType = "png" | "jpeg" | "webp" | "gif";

export type RejectionReason = "invalid" | "too_big" | "too_many_pixels";

/** Why an upload was refused; callers turn it into the field message their form shows. */
export class ImageRejected extends Error {
  constructor(readonly reason: RejectionReason) {
    super(`image rejected: ${reason}`);
  }
}

export interface WebpVariants {
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** The type the bytes really are, from their magic number; the name or declared type is ignored. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (starts([0x37, 0x61], 4) || starts([0x39, 0x61], 4))) return "gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

const DATA_URL = /^data:[^,]*?(;base64)?,/i;
const BARE_BASE64 = /^[A-Za-z0-9+/\s]+={0,2}\s*$/;

/** The bytes of a data URL (or of bare base64, which some clients send); size checked before decoding. */
export function decodeDataUrl(value: string): Buffer {
  const match = DATA_URL.exec(value);
  let payload: string;
  let base64: boolean;
  if (match) {
    payload = value.slice(match[0].length);
    base64 = Boolean(match[1]);
  } else if (value.length > 16 && BARE_BASE64.test(value)) {
    payload = value;
    base64 = true;
  } else {
    throw new ImageRejected("invalid");
  }
  // Base64 carries 3 bytes per 4 characters: refuse an oversized upload before allocating it.
  if (base64 && Math.floor((payload.replace(/\s/g, "").length * 3) / 4) > MAX_IMAGE_BYTES + 2) {
    throw new ImageRejected("too_big");
  }
  let bytes: Buffer;
  try {
    bytes = base64 ? Buffer.from(payload, "base64") : Buffer.from(decodeURIComponent(payload), "latin1");
  } catch {
    throw new ImageRejected("invalid");
  }
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejected("too_big");
  return bytes;
}

/**
 * Checks and re-encodes uploaded bytes: a real PNG, JPEG, WebP or GIF of at most 2 MB and
 * 40 megapixels, turned upright, stripped of all metadata (EXIF GPS included) and saved as
 * WebP in a full size and a thumbnail. Only the first frame of an animation is kept.
 */
export async function processImage(bytes: Uint8Array): Promise<WebpVariants> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejected("too_big");
  if (!detectImageType(bytes)) throw new ImageRejected("invalid");
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  try {
    const { width, height } = await input.metadata();
    // The header alone tells a bomb apart; refuse it before any pixel is decoded.
    if (!width || !height) throw new ImageRejected("invalid");
    if (width * height > MAX_INPUT_PIXELS) throw new ImageRejected("too_many_pixels");
    return await encodeWebpVariants(input.autoOrient());
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new ImageRejected("too_many_pixels");
    throw new ImageRejected("invalid");
  }
}

/**
 * The two WebP files served for every picture. Sharp writes no metadata unless asked, so
 * nothing of the source's EXIF, XMP or ICC survives; colours are converted to sRGB. A lower
 * effort encodes several times faster for slightly larger files (the seed's flat drawings).
 */
export async function encodeWebpVariants(image: Sharp, effort = 4): Promise<WebpVariants> {
  const full = await image
    .clone()
    .resize(FULL_SIZE, FULL_SIZE, { fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .webp({ quality: 82, effort })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await image
    .clone()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .webp({ quality: 76, effort })
    .toBuffer();
  return { full: full.data, thumbnail, width: full.info.width, height: full.info.height };
}
