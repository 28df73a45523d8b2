import sharp from "sharp";

/**
 * The narrower WebP copies stored beside every picture (decision 195), so that a 375 px phone
 * downloads a 640 px file instead of the 1600 px one. The full file is the largest width.
 */
export const RESPONSIVE_WIDTHS = [320, 640, 1024] as const;

export interface EncodedWidth {
  width: number;
  data: Buffer;
}

/** The widths worth storing for a picture this wide: only those narrower than it. */
export function widthsBelow(fullWidth: number): number[] {
  return RESPONSIVE_WIDTHS.filter((width) => width < fullWidth);
}

/** `/media/<id>.webp` → `/media/<id>-w640.webp` (the same folder, store and cache rules). */
export function widthUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-w${width}.webp`);
}

export const widthKey = (id: string, width: number) => `${id}-w${width}.webp`;

/**
 * The srcset of a stored picture, narrowest first, ending with the full file at its own width;
 * null when its narrower copies are not stored (yet): the browser then takes `src`.
 */
export function srcsetOf(url: string, width: number | null, widths: readonly number[] | null): string | null {
  if (!width || !widths || !url.endsWith(".webp")) return null;
  const candidates = widths.filter((w) => w < width).map((w) => `${widthUrl(url, w)} ${w}w`);
  return [...candidates, `${url} ${width}w`].join(", ");
}

/**
 * Encodes the narrower copies from the stored full WebP (already upright, sRGB, metadata-free),
 * so the upload and the backfill of older pictures make the same files.
 */
export async function encodeResponsiveWidths(
  full: Buffer,
  fullWidth: number,
  effort = 4,
): Promise<EncodedWidth[]> {
  const source = sharp(full);
  return Promise.all(
    widthsBelow(fullWidth).map(async (width) => ({
      width,
      data: await source.clone().resize({ width }).webp({ quality: 78, effort }).toBuffer(),
    })),
  );
}
