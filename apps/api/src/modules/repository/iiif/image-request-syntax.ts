/**
 * The grammar of an IIIF Image API 3.0 image request, {region}/{size}/{rotation}/{quality}.{format}
 * (https://iiif.io/api/image/3.0/#4-image-requests), and what this level-2 service offers of it.
 * A request outside the grammar, or asking a rotation, quality or format the service does not offer,
 * is a 400 (§4.3, §4.4, §4.5); one inside it whose picture or size is not there is a 404 (§7.3).
 */

export type ImageParameter = "region" | "size" | "rotation" | "quality" | "format";

/** Non-negative integers (§4: pixel values), positive decimals (§4.7: percentages and degrees). */
const INTEGER = "\\d+";
const DECIMAL = "\\d+(?:\\.\\d+)?";

const REGION = new RegExp(`^(?:full|square|${INTEGER}(?:,${INTEGER}){3}|pct:${DECIMAL}(?:,${DECIMAL}){3})$`);
const SIZE = new RegExp(`^\\^?(?:max|${INTEGER},|,${INTEGER}|pct:${DECIMAL}|!?${INTEGER},${INTEGER})$`);
const ROTATION = new RegExp(`^!?${DECIMAL}$`);
const QUALITIES = new Set(["color", "gray", "bitonal", "default"]);
const FORMATS = new Set(["jpg", "tif", "png", "gif", "jp2", "pdf", "webp"]);

/**
 * What this level-2 service makes (image-render.ts, decision 245): rotations by multiples of 90
 * degrees, mirrored or not; the default (colour), color and gray qualities; JPEG, PNG and WebP.
 * Arbitrary rotations and bitonal are valid syntax this service does not offer: 400 (§4.3, §4.4).
 */
export const OFFERED = {
  qualities: new Set(["default", "color", "gray"]),
  formats: new Set(["jpg", "png", "webp"]),
};

/** Rotations offered: 0, 90, 180, 270 (360 is 0), written as decimals or not. */
function rotationOffered(rotation: string): boolean {
  return Number(rotation.replace("!", "")) % 90 === 0;
}

/** The first parameter of a request that this service must refuse with 400, or null when it is well formed. */
export function refusedImageParameter(
  region: string,
  size: string,
  rotation: string,
  qualityAndFormat: string,
): ImageParameter | null {
  if (!REGION.test(region) || hasZeroExtent(region)) return "region";
  if (!SIZE.test(size) || hasZeroExtent(size) || enlargesWithoutCaret(size)) return "size";
  if (!ROTATION.test(rotation) || Number(rotation.replace("!", "")) > 360) return "rotation";
  if (!rotationOffered(rotation)) return "rotation";
  const dot = qualityAndFormat.lastIndexOf(".");
  // §4.8: "An explicit format string is always required" (…/default alone is not a request).
  if (dot < 0) return "format";
  const quality = qualityAndFormat.slice(0, dot);
  const format = qualityAndFormat.slice(dot + 1);
  if (!QUALITIES.has(quality) || !OFFERED.qualities.has(quality)) return "quality";
  if (!FORMATS.has(format) || !OFFERED.formats.has(format)) return "format";
  return null;
}

/** §4.1 and §4.2: a region or size of zero width or height (or pct:0) is a bad request. */
function hasZeroExtent(value: string): boolean {
  const numbers = value.replace(/^\^?!?(pct:)?/, "").split(",");
  // The last two numbers of x,y,w,h; the one or two of w, | ,h | w,h | pct:n.
  const extents = numbers.length === 4 ? numbers.slice(2) : numbers;
  return extents.some((n) => n !== "" && Number(n) === 0);
}

/** §4.2: pct:n above 100 needs the ^ that asks for upscaling. */
function enlargesWithoutCaret(size: string): boolean {
  return size.startsWith("pct:") && Number(size.slice(4)) > 100;
}
