import multipart from "@fastify/multipart";
import { LESSON_MEDIA_MAX_UPLOAD } from "@heritage/domain/lesson-media";
import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fieldError } from "../../lib/http-errors.ts";
import { adminWriteErrors, detailSchema } from "../../lib/http-schemas.ts";
import { receiveLessonFile } from "./lesson-media-files.ts";

/** A lesson's recordings, films and WebVTT captions, uploaded by an admin (decision 138). */
export const lessonMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's routes only: the largest kind's limit; each kind's own limit is checked after.
  await app.register(multipart, {
    limits: { files: 1, fileSize: LESSON_MEDIA_MAX_UPLOAD, fields: 1, parts: 2 },
  });
  app.post(
    "/admin/learning/media",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["learning admin"],
        security: [{ bearer: [] }],
        summary: "Upload one lesson file (multipart field `file`): a recording, a film or WebVTT captions",
        description:
          "Checked by its bytes: MP3, Ogg, WAV up to 50 MB; MP4, WebM up to 200 MB; WebVTT (UTF-8, a timed cue) up to 1 MB. 413 with a detail beyond, 400 at `file` for anything else. The answer's `src` goes into a lesson medium's `src` (sound, film) or `captions` (WebVTT).",
        response: {
          ...adminWriteErrors,
          201: z.object({
            kind: z.enum(["audio", "video", "captions"]),
            src: z.string(),
            mime: z.string(),
            bytes: z.number().int(),
          }),
          400: z.record(z.string(), z.array(z.string())),
          413: detailSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fieldError("file", messages.itemMedia.fileRequired);
      let stored: Awaited<ReturnType<typeof receiveLessonFile>> | undefined;
      for await (const part of request.parts()) {
        if (part.type === "file" && part.fieldname === "file" && !stored)
          stored = await receiveLessonFile(app.mediaStore, part.file);
        else if (part.type === "file") part.file.resume();
      }
      if (!stored) throw fieldError("file", messages.itemMedia.fileRequired);
      return reply.status(201).send(stored);
    },
  );
};
