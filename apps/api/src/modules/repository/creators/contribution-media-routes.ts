import { itemMediaSchema } from "@heritage/domain/collections";
import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { adminWriteErrors, detailSchema, pathUuid } from "../../../lib/http-schemas.ts";
import { uploadThrottle } from "../../../media/upload-throttle.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { filesFor } from "../protocols/file-urls.ts";
import { addContributionImage, removeContributionImage } from "./contribution-media.ts";
import { requireCreator } from "./contribution-service.ts";

const tags = ["creators"];
const security = [{ bearer: [] }];
const errors = { ...adminWriteErrors, 404: detailSchema, 409: detailSchema } as const;
const imageBody = z.object({
  image: z.string({ error: messages.media.imageRequired }).min(1, messages.media.imageRequired),
  caption: z.string().max(500, messages.community.tooLong).optional(),
});

/** Pictures of a creator's own draft or returned item (decision 167). */
export const contributionMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireUser);

  app.post(
    "/creator/items/:id/media",
    {
      preHandler: uploadThrottle(app, ["image"]),
      schema: {
        tags,
        security,
        summary: "Add one image (PNG, JPEG, WebP or GIF data URL, at most 2 MB) to an own draft",
        params: z.object({ id: z.string().max(200) }),
        body: imageBody,
        response: { 201: itemMediaSchema, ...errors, 429: detailSchema, 503: detailSchema },
      },
    },
    async (request, reply) => {
      const creator = await requireCreator(app.db, currentUser(request).id);
      const media = await addContributionImage(
        app,
        creator,
        pathUuid(request.params.id),
        request.body,
        requestLanguage(request),
        filesFor(app, request),
      );
      return reply.status(201).send(media);
    },
  );

  app.delete(
    "/creator/items/:id/media/:mediaId",
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(200), mediaId: z.string().max(200) }),
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      const creator = await requireCreator(app.db, currentUser(request).id);
      const id = pathUuid(request.params.id);
      await removeContributionImage(app, creator, id, pathUuid(request.params.mediaId));
      return reply.status(204).send();
    },
  );
};
