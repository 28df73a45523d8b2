import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { detailSchema } from "../lib/http-schemas.ts";
import { mediaIdFromUrl, storeImageReferences } from "./image-references.ts";
import { uploadThrottle } from "./upload-throttle.ts";

const uploadBody = z.object({
  image: z.string({ error: messages.media.imageRequired }).min(1, messages.media.imageRequired),
});

const mediaResponse = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnail_url: z.string(),
});

const fieldErrorsResponse = z.record(z.string(), z.array(z.string()));

/** Uploads for the admin forms: one data URL in, the stored WebP picture's URLs out. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/media",
    {
      onRequest: app.requireAdmin,
      preHandler: uploadThrottle(app, ["image"]),
      schema: {
        tags: ["media"],
        summary: "Upload one image (PNG, JPEG, WebP or GIF data URL, at most 2 MB); stored as WebP",
        security: [{ bearer: [] }],
        body: uploadBody,
        response: {
          201: mediaResponse,
          400: fieldErrorsResponse,
          401: detailSchema,
          403: detailSchema,
          429: detailSchema,
          503: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const { images } = await storeImageReferences(app, [request.body.image], {
        field: "image",
        invalidMessage: messages.category.imageInvalid,
      });
      const image = images[0]!;
      return reply.status(201).send({ id: mediaIdFromUrl(image.url)!, ...image });
    },
  );
};
