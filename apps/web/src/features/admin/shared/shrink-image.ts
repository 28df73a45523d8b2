import { MAX_IMAGE_BYTES } from "@heritage/domain/constants";

/**
 * A phone photo is often 3-8 MB, over the server's 2 MB rule (product §5), and was refused outright.
 * Before it is sent, the browser decodes it (createImageBitmap), draws it at most
 * MAX_SIDE px on its long side and encodes it as JPEG, lowering the quality and then the size until it fits.
 * The server's rule is unchanged: it checks the bytes again and re-encodes as before.
 */
const MAX_SIDE = 2560;
const ATTEMPTS: ReadonlyArray<{ scale: number; quality: number }> = [
  { scale: 1, quality: 0.85 },
  { scale: 1, quality: 0.7 },
  { scale: 0.75, quality: 0.7 },
  { scale: 0.5, quality: 0.7 },
  { scale: 0.35, quality: 0.6 },
];

function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a white ground rather than black behind a PNG's clear parts.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
}

/** The picture re-encoded under 2 MB, or null when this browser cannot (the caller then refuses it). */
export async function shrinkImage(file: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== "function") return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const fit = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    for (const { scale, quality } of ATTEMPTS) {
      const width = Math.max(1, Math.round(bitmap.width * fit * scale));
      const height = Math.max(1, Math.round(bitmap.height * fit * scale));
      const blob = await encode(bitmap, width, height, quality);
      if (blob && blob.size <= MAX_IMAGE_BYTES) return blob;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
