import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../../lib/http-errors.ts";
import { isServableKey, sendStored } from "../../../media/store/serve-from-store.ts";
import { zonedKey } from "../../../media/store/zones.ts";
import { verifyFileUrl } from "./file-urls.ts";
import { itemFileAllowed } from "./item-file-lookup.ts";
import { fileServableTo, readerNow } from "./visibility.ts";

/**
 * GET /api/repository/files/<key>?u=&e=&s=: a repository file that is not open to everyone, for
 * the reader it was signed for (file-urls.ts). The right is checked again on every request, so a
 * member removed from the community or a file made restricted stops loading at once. Anything
 * wrong (signature, expiry, right, unknown file) is the same 404: nothing tells that a file exists.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ["GET", "HEAD"],
    url: "/repository/files/*",
    schema: {
      hide: true,
      querystring: z.object({
        u: z.string().max(20).optional(),
        e: z.string().max(20).optional(),
        s: z.string().max(100).optional(),
      }),
    },
    handler: async (request, reply) => {
      const rest = (request.params as { "*": string })["*"];
      if (!isServableKey(rest) || !rest.startsWith("items/")) throw notFound();
      const signed = verifyFileUrl(app.jwtSecret, rest, request.query, app.now());
      if (!signed) throw notFound();
      const viewer = await readerNow(app.db, signed.userId);
      if (!(await itemFileAllowed(app.db, rest, fileServableTo(viewer)))) throw notFound();
      const seconds = Math.max(0, signed.expires - Math.floor(app.now().getTime() / 1000));
      // Such a file lies in the private area (decision 199); until its move is done, in the public one.
      const privateKey = zonedKey(rest, true);
      const key = (await app.mediaStore.exists(privateKey)) ? privateKey : rest;
      return sendStored(request, reply, app.mediaStore, key, `private, max-age=${Math.min(seconds, 900)}`);
    },
  });
};
