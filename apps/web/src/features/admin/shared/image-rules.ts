import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from "@heritage/domain/constants";
import { messages } from "../../../lib/i18n/messages.ts";
import { shrinkImage } from "./shrink-image.ts";

/**
 * The browser's first check of an image upload (product §5): an image by its bytes, not its name, and
 * at most 2 MB. The server checks again and re-encodes; this only saves a doomed upload.
 */
const SIGNATURES: Array<{ bytes: number[]; offset?: number }> = [
  { bytes: [0x89, 0x50, 0x4e, 0x47] }, // PNG
  { bytes: [0xff, 0xd8, 0xff] }, // JPEG
  { bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 }, // WebP ("RIFF....WEBP")
];

export function looksLikeImage(header: Uint8Array): boolean {
  return SIGNATURES.some(({ bytes, offset = 0 }) => bytes.every((byte, i) => header[offset + i] === byte));
}

/** FileReader rather than Blob.arrayBuffer(): it works the same in every browser and in jsdom. */
function readHeader(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, 12));
  });
}

export type ImageProblem = "invalid" | "tooBig";

export async function imageProblem(file: File): Promise<ImageProblem | null> {
  if (!file.type.startsWith("image/") || !looksLikeImage(await readHeader(file))) return "invalid";
  if (file.size > MAX_IMAGE_BYTES) return "tooBig";
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export type PickResult = { dataUrls: string[]; error: string | null };

/** Files prepared so far, for the pickers' progress bar. */
export type PrepareProgress = (done: number, total: number) => void;

/**
 * The product form's picker: keeps the good files up to 10 images in all and says what was refused
 * ('Please select valid image files', 'Image size must be less than 2MB', 'You can upload up to 10 images').
 * A picture over 2 MB is first made smaller in the browser (shrink-image.ts); only one that cannot be is
 * refused as too big.
 */
export async function pickProductImages(
  files: File[],
  alreadyChosen: number,
  onProgress?: PrepareProgress,
): Promise<PickResult> {
  const p = messages.product;
  let error: string | null = null;
  const accepted: Blob[] = [];
  for (const [index, file] of files.entries()) {
    onProgress?.(index, files.length);
    const problem = await imageProblem(file);
    if (problem === "invalid") error ??= p.imagesInvalid;
    else if (problem === "tooBig") {
      const smaller = await shrinkImage(file);
      if (smaller) accepted.push(smaller);
      else error ??= p.imageTooBig;
    } else accepted.push(file);
  }
  onProgress?.(files.length, files.length);
  const room = Math.max(0, MAX_PRODUCT_IMAGES - alreadyChosen);
  if (accepted.length > room) error = p.imagesMax;
  const dataUrls = await Promise.all(accepted.slice(0, room).map(readAsDataUrl));
  return { dataUrls, error };
}

/** The category form's single image: 'Please select a valid image file' or 'Image size must be less than 2MB'. */
export async function pickCategoryImage(
  file: File,
): Promise<{ dataUrl: string | null; error: string | null }> {
  const problem = await imageProblem(file);
  if (problem === "invalid") return { dataUrl: null, error: messages.category.imageInvalid };
  if (problem === "tooBig") {
    const smaller = await shrinkImage(file);
    if (!smaller) return { dataUrl: null, error: messages.category.imageTooBig };
    return { dataUrl: await readAsDataUrl(smaller), error: null };
  }
  return { dataUrl: await readAsDataUrl(file), error: null };
}
