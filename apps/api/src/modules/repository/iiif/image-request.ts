import { type ImageParameter, refusedImageParameter } from "./image-request-syntax.ts";

/**
 * An IIIF Image API 3.0 image request measured against one picture (§4.1-4.7): the pixels to
 * cut, the size to scale them to, the mirroring and rotation, quality and format, and the
 * request's canonical form (§4.7), under which its answer is kept. A well-formed request the
 * picture cannot answer (a region outside it, a size larger than the region without `^`, or
 * beyond the service's limits) is refused with the parameter to blame: a 400 (§4.1, §4.2).
 */

export interface PictureSize {
  width: number;
  height: number;
}

/** The service's limits on what it returns (info.json's maxWidth, maxHeight, maxArea). */
export interface OutputLimits {
  maxWidth: number;
  maxHeight: number;
  maxArea: number;
}

export type Quality = "default" | "color" | "gray";
export type Format = "jpg" | "png" | "webp";

export interface ImagePlan {
  region: { left: number; top: number; width: number; height: number };
  /** The scaled size, before rotation (§4.6: region, size, rotation, quality, format). */
  width: number;
  height: number;
  mirror: boolean;
  rotation: 0 | 90 | 180 | 270;
  quality: Quality;
  format: Format;
  /** {region}/{size}/{rotation}/{quality}.{format} in canonical form. */
  canonical: string;
}

export interface ImageRequestParts {
  region: string;
  size: string;
  rotation: string;
  qualityAndFormat: string;
}

export type Planned = { plan: ImagePlan } | { refused: ImageParameter };

export function planImageRequest(
  parts: ImageRequestParts,
  picture: PictureSize,
  limits: OutputLimits,
): Planned {
  const refused = refusedImageParameter(parts.region, parts.size, parts.rotation, parts.qualityAndFormat);
  if (refused) return { refused };
  const region = regionOf(parts.region, picture);
  if (!region) return { refused: "region" };
  const size = sizeOf(parts.size, region, limits);
  if (!size) return { refused: "size" };
  const mirror = parts.rotation.startsWith("!");
  const rotation = (Number(parts.rotation.replace("!", "")) % 360) as ImagePlan["rotation"];
  const dot = parts.qualityAndFormat.lastIndexOf(".");
  const quality = parts.qualityAndFormat.slice(0, dot) as Quality;
  const format = parts.qualityAndFormat.slice(dot + 1) as Format;
  const whole =
    region.left === 0 &&
    region.top === 0 &&
    region.width === picture.width &&
    region.height === picture.height;
  const canonical = [
    whole ? "full" : `${region.left},${region.top},${region.width},${region.height}`,
    size.label,
    `${mirror ? "!" : ""}${rotation}`,
    `${quality}.${format}`,
  ].join("/");
  return {
    plan: { region, width: size.width, height: size.height, mirror, rotation, quality, format, canonical },
  };
}

/** §4.1: the region in pixels, cropped to the picture; null when it lies wholly outside or is empty. */
function regionOf(value: string, picture: PictureSize): ImagePlan["region"] | null {
  const { width, height } = picture;
  if (value === "full") return { left: 0, top: 0, width, height };
  if (value === "square") {
    const side = Math.min(width, height);
    return {
      left: Math.floor((width - side) / 2),
      top: Math.floor((height - side) / 2),
      width: side,
      height: side,
    };
  }
  const percent = value.startsWith("pct:");
  const [x = 0, y = 0, w = 0, h = 0] = value.replace("pct:", "").split(",").map(Number);
  const box = percent
    ? {
        left: Math.round((x * width) / 100),
        top: Math.round((y * height) / 100),
        width: Math.round((w * width) / 100),
        height: Math.round((h * height) / 100),
      }
    : { left: x, top: y, width: w, height: h };
  if (box.left >= width || box.top >= height) return null;
  const cropped = {
    ...box,
    width: Math.min(box.width, width - box.left),
    height: Math.min(box.height, height - box.top),
  };
  return cropped.width > 0 && cropped.height > 0 ? cropped : null;
}

/**
 * §4.2: the scaled size and its canonical label, or null when it would be empty, larger than the
 * region without `^`, or beyond the limits. `!w,h` without `^` never exceeds the region: it answers
 * the region's own size when the box is larger (the specification's "as large as possible but not
 * larger than the extracted region"; decision 245 says why the validator's stricter check is not followed).
 */
function sizeOf(
  value: string,
  region: PictureSize,
  limits: OutputLimits,
): { width: number; height: number; label: string } | null {
  const upscale = value.startsWith("^");
  const form = upscale ? value.slice(1) : value;
  const rw = region.width;
  const rh = region.height;
  let width: number;
  let height: number;
  if (form === "max") {
    const fit = Math.min(limits.maxWidth / rw, limits.maxHeight / rh, Math.sqrt(limits.maxArea / (rw * rh)));
    const scale = upscale ? fit : Math.min(1, fit);
    // Rounded, then held to the limits: a scale read back from them may fall a hair short.
    width = Math.max(1, Math.min(limits.maxWidth, Math.round(rw * scale)));
    height = Math.max(1, Math.min(limits.maxHeight, Math.round(rh * scale)));
  } else if (form.startsWith("pct:")) {
    const n = Number(form.slice(4));
    width = Math.round((rw * n) / 100);
    height = Math.round((rh * n) / 100);
  } else if (form.startsWith("!")) {
    const [w = 0, h = 0] = form.slice(1).split(",").map(Number);
    const fit = Math.min(w / rw, h / rh);
    const scale = upscale ? fit : Math.min(1, fit);
    width = Math.min(w, Math.round(rw * scale));
    height = Math.min(h, Math.round(rh * scale));
  } else {
    const [w, h] = form.split(",");
    if (w && h) {
      width = Number(w);
      height = Number(h);
    } else if (w) {
      width = Number(w);
      height = Math.round((rh * width) / rw);
    } else {
      height = Number(h);
      width = Math.round((rw * height) / rh);
    }
  }
  if (width < 1 || height < 1) return null;
  const enlarged = width > rw || height > rh;
  if (enlarged && !upscale) return null;
  if (width > limits.maxWidth || height > limits.maxHeight || width * height > limits.maxArea) return null;
  const label = form === "max" ? value : `${enlarged ? "^" : ""}${width},${height}`;
  return { width, height, label };
}

/**
 * The smallest whole-picture rendering made at upload (info.json's `sizes`, stored as
 * full/{w},{h}) that still holds every pixel the answer needs, and the plan's region on it: a
 * thumbnail or a crop at a quarter of the picture's resolution decodes a picture sixteen times
 * smaller than the master. Null when only the master will do.
 */
export function renderingSource(
  plan: ImagePlan,
  picture: PictureSize,
  sizes: readonly PictureSize[],
): { label: string; region: ImagePlan["region"] } | null {
  const scaleX = plan.width / plan.region.width;
  const scaleY = plan.height / plan.region.height;
  const usable = sizes
    .filter((size) => size.width < picture.width && size.height < picture.height)
    .filter((size) => size.width / picture.width >= scaleX && size.height / picture.height >= scaleY)
    .sort((a, b) => a.width - b.width);
  const size = usable[0];
  if (!size) return null;
  const fx = size.width / picture.width;
  const fy = size.height / picture.height;
  const left = Math.min(size.width - 1, Math.floor(plan.region.left * fx));
  const top = Math.min(size.height - 1, Math.floor(plan.region.top * fy));
  const region = {
    left,
    top,
    width: Math.max(1, Math.min(size.width - left, Math.round(plan.region.width * fx))),
    height: Math.max(1, Math.min(size.height - top, Math.round(plan.region.height * fy))),
  };
  return { label: `${size.width},${size.height}`, region };
}
