import { randomUUID } from "node:crypto";
import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Db } from "../../../db/client.ts";
import { itemMedia, items } from "../../../db/schema/collections.ts";
import type { creators } from "../../../db/schema/community.ts";
import { FieldErrors, notFound } from "../../../lib/http-errors.ts";
import {
  decodeDataUrl,
  encodeWebpVariants,
  ImageRejected,
  MAX_INPUT_PIXELS,
  processImage,
} from "../../../media/image-processing.ts";
import { deleteEverywhere, deleteFolderEverywhere, zonedKey } from "../../../media/store/zones.ts";
import { mediaView } from "../collections/item-view.ts";
import { generateIiifTiles } from "../iiif/item-tiles.ts";
import type { FileUrls } from "../protocols/file-urls.ts";
import { newFileIsPrivate } from "../protocols/file-zones.ts";
import { editableOwnItem } from "./contribution-service.ts";
import { recordHistory } from "./item-history.ts";

/**
 * A creator's pictures of their own draft (decision 167): one image at a time, checked and
 * re-encoded by the same rules as every upload (real image, 2 MB, 40 megapixels, metadata
 * stripped), stored as the item's media (a JPEG master for IIIF, a WebP preview and thumbnail).
 * Only while the item is a draft or returned, like its other fields.
 */

type CreatorRow = typeof creators.$inferSelect;
const MASTER_SIZE = 4000;

async function encode(bytes: Buffer) {
  // processImage checks the type, size and pixels (ImageRejected otherwise).
  await processImage(bytes);
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  const master = await image
    .clone()
    .resize(MASTER_SIZE, MASTER_SIZE, { fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  const { full, thumbnail } = await encodeWebpVariants(image);
  return { master: master.data, width: master.info.width, height: master.info.height, full, thumbnail };
}

function rejected(error: ImageRejected): FieldErrors {
  const message =
    error.reason === "too_many_pixels"
      ? messages.media.tooManyPixels
      : error.reason === "too_big"
        ? messages.category.imageTooBig
        : messages.media.imageRequired;
  return new FieldErrors({ image: [message] });
}

/**
 * Media are part of the item: its version moves, so a form holding the old one gets a 409, and
 * its history says the media changed (decision 161).
 */
async function markMediaChanged(tx: Db, itemId: number, actorId: number) {
  await tx
    .update(items)
    .set({ version: sql`${items.version} + 1`, updated_at: sql`now()` })
    .where(eq(items.id, itemId));
  await recordHistory(tx, { itemId, actorId, action: "updated", changed: ["media"] });
}

export async function addContributionImage(
  app: FastifyInstance,
  creator: CreatorRow,
  publicId: string,
  input: { image: string; caption?: string },
  language: Language,
  // A draft is never open to all: its files are answered with URLs signed for the creator.
  urls: FileUrls,
) {
  const own = await editableOwnItem(app.db, creator.id, publicId);
  let files: Awaited<ReturnType<typeof encode>>;
  try {
    files = await encode(decodeDataUrl(input.image));
  } catch (error) {
    if (error instanceof ImageRejected) throw rejected(error);
    throw error;
  }
  const name = randomUUID();
  const keys = {
    key: `items/${name}.jpg`,
    preview_key: `items/${name}.webp`,
    thumbnail_key: `items/${name}-thumb.webp`,
  };
  // A draft's files, and those of an item an admin made community or restricted, are private (decision 199).
  const isPrivate = await newFileIsPrivate(app.db, own.id);
  await app.mediaStore.put(zonedKey(keys.key, isPrivate), files.master);
  await app.mediaStore.put(zonedKey(keys.preview_key, isPrivate), files.full);
  await app.mediaStore.put(zonedKey(keys.thumbnail_key, isPrivate), files.thumbnail);
  try {
    const row = await app.db.transaction(async (tx) => {
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${itemMedia.position}) + 1, 0)::int` })
        .from(itemMedia)
        .where(eq(itemMedia.item_id, own.id));
      const [saved] = await tx
        .insert(itemMedia)
        .values({
          item_id: own.id,
          kind: "image",
          ...keys,
          mime: "image/jpeg",
          bytes: files.master.length,
          width: files.width,
          height: files.height,
          position: next,
          caption: input.caption?.trim() ?? "",
        })
        .returning();
      await markMediaChanged(tx, own.id, creator.user_id);
      return saved!;
    });
    await generateIiifTiles(app.mediaStore, row, isPrivate).catch((error) =>
      app.log.warn(
        { err: error, media: row.public_id },
        "IIIF tiles of a creator's image: left to the backfill",
      ),
    );
    return mediaView(row, language, [], urls, false);
  } catch (error) {
    await deleteEverywhere(app.mediaStore, Object.values(keys));
    throw error;
  }
}

export async function removeContributionImage(
  app: FastifyInstance,
  creator: CreatorRow,
  publicId: string,
  mediaId: string,
) {
  const own = await editableOwnItem(app.db, creator.id, publicId);
  const removed = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(itemMedia)
      .where(and(eq(itemMedia.item_id, own.id), eq(itemMedia.public_id, mediaId)))
      .returning();
    if (!row) throw notFound();
    await markMediaChanged(tx, own.id, creator.user_id);
    return row;
  });
  const keys = [removed.key, removed.preview_key, removed.thumbnail_key].filter((k): k is string => !!k);
  await deleteEverywhere(app.mediaStore, keys);
  await deleteFolderEverywhere(app.mediaStore, `iiif/${removed.public_id}`).catch(() => undefined);
}
