import multipart from "@fastify/multipart";
import { itemMediaSchema } from "@heritage/domain/collections";
import {
  ITEM_MEDIA_MAX_UPLOAD,
  itemMediaDetailsSchema,
  itemMediaOrderSchema,
} from "@heritage/domain/item-media";
import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { requestLanguage } from "../../../lib/content-language.ts";
import { fieldError, notFound } from "../../../lib/http-errors.ts";
import { adminWriteErrors, detailSchema, pathUuid } from "../../../lib/http-schemas.ts";
import { deleteEverywhere, deleteFolderEverywhere } from "../../../media/store/zones.ts";
import { tileSetKey } from "../iiif/image-tiles.ts";
import { generateIiifTiles } from "../iiif/item-tiles.ts";
import { filesFor } from "../protocols/file-urls.ts";
import { newFileIsPrivate } from "../protocols/file-zones.ts";
import { ownedKeys, receiveItemFile } from "./item-media-files.ts";
import {
  addItemMedia,
  deleteItemMedia,
  findLiveItem,
  reorderItemMedia,
  updateItemMediaDetails,
} from "./item-media-repository.ts";
import { mediaView } from "./item-view.ts";
import type { MediaRow } from "./publication-reads.ts";

const tags = ["repository admin"];
const security = [{ bearer: [] }];
const itemParams = z.object({ id: z.string().max(200) });
const mediaParams = z.object({ id: z.string().max(200), media: z.string().max(200) });
const fieldErrors = z.record(z.string(), z.array(z.string()));

/** A live (undeleted) item by public id, else 404. */
async function liveItem(db: Db, publicId: string) {
  const row = await findLiveItem(db, pathUuid(publicId));
  if (!row) throw notFound();
  return row;
}

/** Whether everyone may see the item, so its public files keep their plain, cacheable URLs. */
const openToAll = async (db: Db, item: { id: number }) => !(await newFileIsPrivate(db, item.id));

/**
 * An item's media under /api/admin/repository/items/{id}/media: upload (the kind and
 * its size limit decided by the bytes, images re-encoded and tiled for IIIF), caption and rights,
 * order, removal. Admin only; each change moves the item's version on, so an open form reloads it.
 */
export const itemMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's routes only; the largest kind's limit, each kind's own limit is checked after.
  await app.register(multipart, {
    limits: { files: 1, fileSize: ITEM_MEDIA_MAX_UPLOAD, fields: 2, parts: 3 },
  });

  app.post(
    "/admin/repository/items/:id/media",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Upload one file (multipart field `file`): image, sound, video or PDF, checked by its bytes",
        description:
          "Images (JPEG, PNG, WebP, TIFF) up to 40 MB and 100 megapixels; MP3, Ogg, WAV up to 100 MB; MP4, WebM up to 300 MB; PDF up to 50 MB. 413 with a detail beyond.",
        params: itemParams,
        response: {
          ...adminWriteErrors,
          201: itemMediaSchema,
          400: fieldErrors,
          404: detailSchema,
          413: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const item = await liveItem(app.db, request.params.id);
      if (!request.isMultipart()) throw fieldError("file", messages.itemMedia.fileRequired);
      let stored: Awaited<ReturnType<typeof receiveItemFile>> | undefined;
      // A new file is public itself: whether its item is open to everyone says where it is stored
      // (decision 199): a draft's or a restricted item's file is private from the start.
      const isPrivate = await newFileIsPrivate(app.db, item.id);
      for await (const part of request.parts()) {
        if (part.type === "file" && part.fieldname === "file" && !stored)
          stored = await receiveItemFile(app.mediaStore, part.file, isPrivate);
        else if (part.type === "file") part.file.resume();
      }
      if (!stored) throw fieldError("file", messages.itemMedia.fileRequired);
      const file = stored;
      let row: MediaRow;
      try {
        row = await addItemMedia(app.db, item, file);
      } catch (error) {
        await deleteEverywhere(app.mediaStore, ownedKeys(file)).catch(() => {});
        throw error;
      }
      // Tiled now so that the item's page zooms at once; the hourly backfill retries a failure.
      await generateIiifTiles(app.mediaStore, row, isPrivate).catch((error) =>
        request.log.warn({ err: error, media: row.public_id }, "IIIF tiles not made at upload"),
      );
      return reply
        .status(201)
        .send(
          mediaView(
            row,
            requestLanguage(request),
            item.dc_rights,
            filesFor(app, request),
            await openToAll(app.db, item),
          ),
        );
    },
  );

  app.patch(
    "/admin/repository/items/:id/media/:media",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Caption and rights statement of one file",
        params: mediaParams,
        body: itemMediaDetailsSchema,
        response: { 200: itemMediaSchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => {
      const item = await liveItem(app.db, request.params.id);
      const mediaId = pathUuid(request.params.media);
      const row = await updateItemMediaDetails(app.db, item.id, mediaId, request.body);
      if (!row) throw notFound();
      return mediaView(
        row,
        requestLanguage(request),
        item.dc_rights,
        filesFor(app, request),
        await openToAll(app.db, item),
      );
    },
  );

  app.put(
    "/admin/repository/items/:id/media/order",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Reorder the files: `{order: [every media id once]}`",
        params: itemParams,
        body: itemMediaOrderSchema,
        response: { 200: z.array(itemMediaSchema), ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => {
      const item = await liveItem(app.db, request.params.id);
      const order = request.body.order.map((id) => id.toLowerCase());
      const rows = await reorderItemMedia(app.db, item.id, order);
      if (!rows) throw fieldError("order", messages.itemMedia.orderMismatch);
      const language = requestLanguage(request);
      const open = await openToAll(app.db, item);
      return rows.map((row) => mediaView(row, language, item.dc_rights, filesFor(app, request), open));
    },
  );

  app.delete(
    "/admin/repository/items/:id/media/:media",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Remove one file (and its IIIF tiles)",
        params: mediaParams,
        response: { 204: z.void(), ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const item = await liveItem(app.db, request.params.id);
      const mediaId = pathUuid(request.params.media);
      const removed = await deleteItemMedia(app.db, item.id, mediaId);
      if (!removed) throw notFound();
      // The row is gone first: a file left behind by a failing store is harmless, a row without its file is not.
      await deleteEverywhere(app.mediaStore, ownedKeys(removed)).catch((error) =>
        request.log.warn({ err: error }, "media files left"),
      );
      if (removed.kind === "image")
        await deleteFolderEverywhere(app.mediaStore, tileSetKey(removed.public_id)).catch(() => {});
      return reply.status(204).send();
    },
  );
};
