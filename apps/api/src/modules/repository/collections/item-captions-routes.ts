import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import { itemMediaSchema } from "@heritage/domain/collections";
import { ITEM_CAPTIONS_MAX_BYTES } from "@heritage/domain/item-media";
import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { fieldError, notFound } from "../../../lib/http-errors.ts";
import { adminWriteErrors, detailSchema, pathUuid } from "../../../lib/http-schemas.ts";
import { checkedCaptions } from "../../../media/captions-vtt.ts";
import { deleteEverywhere, zonedKey } from "../../../media/store/zones.ts";
import { filesFor } from "../protocols/file-urls.ts";
import { mediaIsPrivate } from "../protocols/file-zones.ts";
import { findLiveItemMedia, setItemMediaCaptions } from "./item-media-repository.ts";
import { mediaView } from "./item-view.ts";
import type { MediaRow } from "./publication-reads.ts";

const tags = ["repository admin"];
const security = [{ bearer: [] }];
const mediaParams = z.object({ id: z.string().max(200), media: z.string().max(200) });
const fieldErrors = z.record(z.string(), z.array(z.string()));

/** One sound or video file of a live item, with its item; 404 otherwise, 400 for another kind. */
async function soundOrVideo(app: Parameters<FastifyPluginAsyncZod>[0], itemId: string, mediaId: string) {
  const row = await findLiveItemMedia(app.db, pathUuid(itemId), pathUuid(mediaId));
  if (!row) throw notFound();
  if (row.media.kind !== "audio" && row.media.kind !== "video")
    throw fieldError("file", messages.itemMedia.captionsOnlyForSoundAndVideo);
  return row;
}

/**
 * Captions or a transcript for an item's sound or video (decision 118), as a WebVTT file:
 * PUT …/media/{media}/captions (multipart field `file`) sets or replaces it, DELETE removes it.
 * Admin only; the file is checked by its bytes (captions-vtt.ts) and stored under items/.
 */
export const itemCaptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading stops at the limit and marks the file truncated: checkedCaptions answers its own 413.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { files: 1, fileSize: ITEM_CAPTIONS_MAX_BYTES, fields: 2, parts: 3 },
  });

  /** Sets the row's captions key, moves the item on, and removes the replaced file. */
  async function setCaptions(row: Awaited<ReturnType<typeof soundOrVideo>>, key: string | null) {
    const updated = await setItemMediaCaptions(app.db, row.media, key);
    if (!updated) throw notFound();
    const old = row.media.captions_key;
    if (old && old !== key) await deleteEverywhere(app.mediaStore, [old]).catch(() => {});
    return updated;
  }

  app.put(
    "/admin/repository/items/:id/media/:media/captions",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Captions or transcript of a sound or video: a WebVTT file (multipart field `file`, up to 1 MB)",
        params: mediaParams,
        response: {
          200: itemMediaSchema,
          ...adminWriteErrors,
          400: fieldErrors,
          404: detailSchema,
          413: detailSchema,
        },
      },
    },
    async (request) => {
      const row = await soundOrVideo(app, request.params.id, request.params.media);
      if (!request.isMultipart()) throw fieldError("file", messages.itemMedia.fileRequired);
      let received: { bytes: Buffer; truncated: boolean } | undefined;
      for await (const part of request.parts()) {
        if (part.type === "file" && part.fieldname === "file" && !received) {
          const bytes = await part.toBuffer();
          received = { bytes, truncated: part.file.truncated };
        } else if (part.type === "file") part.file.resume();
      }
      if (!received) throw fieldError("file", messages.itemMedia.fileRequired);
      const captions = checkedCaptions(received.bytes, received.truncated);
      const key = `items/${randomUUID()}.vtt`;
      // Beside its sound or video: in the private area when that is not open to everyone (decision 199).
      const stored = zonedKey(key, (await mediaIsPrivate(app.db, row.media.public_id))?.isPrivate ?? true);
      await app.mediaStore.put(stored, captions, { contentType: "text/vtt; charset=utf-8" });
      let updated: MediaRow;
      try {
        updated = await setCaptions(row, key);
      } catch (error) {
        await app.mediaStore.delete([stored]).catch(() => {});
        throw error;
      }
      const open = row.item.published && row.item.access === "public";
      return mediaView(updated, requestLanguage(request), row.item.dc_rights, filesFor(app, request), open);
    },
  );

  app.delete(
    "/admin/repository/items/:id/media/:media/captions",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Remove the captions of a sound or video",
        params: mediaParams,
        response: { 204: z.void(), ...adminWriteErrors, 400: fieldErrors, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const row = await soundOrVideo(app, request.params.id, request.params.media);
      await setCaptions(row, null);
      return reply.status(204).send();
    },
  );
};
