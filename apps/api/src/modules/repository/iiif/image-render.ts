import sharp from "sharp";
import { Gate } from "../../../lib/gate.ts";
import type { Format, ImagePlan } from "./image-request.ts";
import { MAX_TILE_INPUT_PIXELS } from "./image-tiles.ts";

/**
 * Pictures made at once in this process (each decodes its master with libvips' threads), and
 * requests allowed to wait for a place; beyond that a request is answered 503 at once, so a burst
 * of large requests cannot take the memory or the cores the shop's requests need (decision 245).
 */
export const RENDER_CONCURRENCY = 2;
export const RENDER_WAITING = 48;

export const renderGate = new Gate(RENDER_CONCURRENCY, RENDER_WAITING);

export const FORMAT_TYPES: Record<Format, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/**
 * One IIIF image answer from the stored master. Two passes, so that the order is the
 * specification's whatever sharp's own pipeline order: region then size (§4.1, §4.2) on the
 * decoded master, then mirroring before rotation (§4.3), then quality and format.
 */
export async function renderImage(source: string | Buffer, plan: ImagePlan): Promise<Buffer> {
  const scaled = sharp(source, { limitInputPixels: MAX_TILE_INPUT_PIXELS, failOn: "error" })
    .autoOrient()
    .extract(plan.region)
    .resize(plan.width, plan.height, { fit: "fill" })
    .removeAlpha()
    // Gray: one channel, which JPEG, PNG and WebP all carry as a grey picture.
    .toColourspace(plan.quality === "gray" ? "b-w" : "srgb");
  const { data, info } = await scaled.raw().toBuffer({ resolveWithObject: true });
  let out = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (plan.mirror) out = out.flop();
  if (plan.rotation !== 0) out = out.rotate(plan.rotation);
  if (plan.format === "png") return out.png().toBuffer();
  if (plan.format === "webp") return out.webp({ quality: 85 }).toBuffer();
  return out.jpeg({ quality: 85 }).toBuffer();
}
