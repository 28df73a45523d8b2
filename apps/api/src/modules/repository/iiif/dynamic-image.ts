import { messages } from "@heritage/domain/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../../lib/http-errors.ts";
import { publicBaseUrl } from "../../../lib/public-url.ts";
import { type ImageInfo, imageServiceId } from "./image-info.ts";
import { FORMAT_TYPES, renderGate, renderImage } from "./image-render.ts";
import {
  type ImageRequestParts,
  type OutputLimits,
  planImageRequest,
  renderingSource,
} from "./image-request.ts";
import { isMediaId, MAX_FULL_SIDE, readStoredInfo, sourceOf, tileSetKey } from "./image-tiles.ts";
import { generateIiifTiles } from "./item-tiles.ts";
import { publicPicture } from "./public-picture.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** A client told the service is busy tries again after this. */
const BUSY_RETRY_SECONDS = 5;

/**
 * The limits a level-2 answer keeps to: the tile set's own (a picture larger than MAX_FULL_SIDE
 * announces the size of its `full/max`), else MAX_FULL_SIDE on each side. Upscaling stops there too.
 */
export function outputLimits(info: ImageInfo): OutputLimits {
  const maxWidth = info.maxWidth ?? MAX_FULL_SIDE;
  const maxHeight = info.maxHeight ?? MAX_FULL_SIDE;
  return { maxWidth, maxHeight, maxArea: info.maxArea ?? maxWidth * maxHeight };
}

/** The stored (level-0) info.json as this level-2 service declares itself (Image API 3.0 §5, compliance §3). */
export function level2Info(info: ImageInfo): ImageInfo {
  const limits = outputLimits(info);
  return {
    ...info,
    profile: "level2",
    maxWidth: limits.maxWidth,
    maxHeight: limits.maxHeight,
    maxArea: limits.maxArea,
    // Beyond level 2: WebP, gray, mirroring and `^`. Level 2 itself has jpg, png, default and color.
    extraFormats: ["webp"],
    extraQualities: ["gray"],
    extraFeatures: ["mirroring", "sizeUpscaling"],
  };
}

/**
 * The stored info.json of a picture everyone may see, tiled now if it has none yet (an image
 * stored before tiling existed); null for any other id.
 */
export async function publicPictureInfo(app: FastifyInstance, mediaId: string) {
  if (!isMediaId(mediaId)) return null;
  const id = mediaId.toLowerCase();
  const picture = await publicPicture(app.db, id);
  if (!picture) return null;
  let info = await readStoredInfo(app.mediaStore, id);
  if (!info) {
    await generateIiifTiles(app.mediaStore, { public_id: id, key: picture.key, kind: "image" }).catch(
      () => {},
    );
    info = await readStoredInfo(app.mediaStore, id);
  }
  return info ? { id, picture, info } : null;
}

/** Answers being made in this process, by store key: a second request for one waits for it. */
const underWay = new Map<string, Promise<Buffer>>();

/**
 * An image request no stored file answered (image-routes.ts serves the tiles, the renderings made
 * at upload and the answers kept since as static files). The picture must be one everyone may see;
 * the request is measured against it (400 naming the parameter), looked up under its canonical
 * form, and otherwise made from the master, kept in the tile set's folder under that form, and sent.
 */
export async function serveDynamicImage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  mediaId: string,
  parts: ImageRequestParts,
): Promise<FastifyReply> {
  const found = await publicPictureInfo(app, mediaId);
  if (!found) throw new HttpError(404, messages.common.notFound);
  const planned = planImageRequest(parts, found.info, outputLimits(found.info));
  if ("refused" in planned) throw new HttpError(400, (m) => m.iiif.badImageParameter(planned.refused));
  const { plan } = planned;
  const folder = tileSetKey(found.id);
  const key = `${folder}/${plan.canonical}`;
  reply
    .type(FORMAT_TYPES[plan.format])
    .header("cache-control", `public, max-age=${YEAR_SECONDS}, immutable`)
    .header(
      "link",
      `<${imageServiceId(publicBaseUrl(request), found.id)}/${plan.canonical}>;rel="canonical"`,
    );
  const kept = await app.mediaStore.stream(key);
  if (kept) return reply.header("content-length", kept.bytes).send(kept.body);

  let making = underWay.get(key);
  if (!making) {
    const entered = renderGate.enter();
    if (entered === false) {
      reply.header("retry-after", BUSY_RETRY_SECONDS);
      throw new HttpError(503, messages.iiif.busy, { retry_after: BUSY_RETRY_SECONDS });
    }
    making = (async () => {
      await entered;
      try {
        const rendering = renderingSource(plan, found.info, found.info.sizes ?? []);
        const source = rendering
          ? await sourceOf(app.mediaStore, `${folder}/full/${rendering.label}/0/default.jpg`).catch(
              () => null,
            )
          : null;
        const bytes = source
          ? await renderImage(source, { ...plan, region: rendering!.region })
          : await renderImage(await sourceOf(app.mediaStore, found.picture.key), plan);
        await keep(app, folder, key, bytes, FORMAT_TYPES[plan.format]);
        return bytes;
      } finally {
        renderGate.leave();
      }
    })().finally(() => underWay.delete(key));
    underWay.set(key, making);
  }
  return reply.send(await making);
}

/**
 * Keeps an answer beside the tiles. If the picture's set left the public area meanwhile (its item
 * made restricted: the move removes the whole folder), the kept copy is removed again, so nothing
 * is left where the public tiles are served from.
 */
async function keep(app: FastifyInstance, folder: string, key: string, bytes: Buffer, contentType: string) {
  try {
    await app.mediaStore.put(key, bytes, { contentType });
    if (!(await app.mediaStore.exists(`${folder}/info.json`))) await app.mediaStore.delete([key]);
  } catch (error) {
    // A store that cannot take the copy still lets the answer go out; the next request makes it again.
    app.log.warn({ err: error, key }, "IIIF answer not kept");
  }
}
