import fastifyStatic from "@fastify/static";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { jsonLdType } from "../../../lib/json-ld.ts";
import { publicBaseUrl } from "../../../lib/public-url.ts";
import { hasPublicUrl, serveFromStore } from "../../../media/store/serve-from-store.ts";
import { level2Info, publicPictureInfo, serveDynamicImage } from "./dynamic-image.ts";
import { iiifMiss, imageRequestOf } from "./iiif-misses.ts";
import { IIIF_PREFIX, IMAGE_SERVICE_PATH, IMAGE3_CONTEXT, withServiceId } from "./image-info.ts";
import { isMediaId, TILES_FOLDER, tilesRoot } from "./image-tiles.ts";
import { allowAnyOrigin } from "./open-access.ts";
import { registerPresentationRoutes } from "./presentation-routes.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * IIIF Image API 3.0 level 2 (decision 245): the tiles and renderings written at upload
 * (image-tiles.ts) and every answer made since are static files under /iiif/3/<media id>/...,
 * cached for a year (they never change); any other image request is made from the master
 * (dynamic-image.ts) and kept beside them. info.json has the `id` of this server, cached a day
 * (it changes only if PUBLIC_URL does).
 */
export async function registerImageService(app: FastifyInstance): Promise<void> {
  // One context for every /iiif/ address, so that its misses get the IIIF answer (iiif-misses.ts)
  // and every answer, the file gate's 404s among them, is open to any origin.
  await app.register(
    async (iiif) => {
      iiif.addHook("onSend", (_request, reply, payload, done) => {
        allowAnyOrigin(reply);
        done(null, payload);
      });
      iiif.setNotFoundHandler(async (request, reply) => {
        const pathname = request.url.split("?")[0] ?? "";
        const image = request.method === "GET" || request.method === "HEAD" ? imageRequestOf(pathname) : null;
        if (image?.wellFormed) return serveDynamicImage(iiif, request, reply, image.id, image.parts);
        throw iiifMiss(pathname);
      });
      await registerPresentationRoutes(iiif);
      await registerImageRoutes(iiif);
    },
    { prefix: IIIF_PREFIX },
  );
}

/** The routes below IIIF_PREFIX ("/iiif"), as this context's paths are written. */
const SERVICE = IMAGE_SERVICE_PATH.slice(IIIF_PREFIX.length);

async function registerImageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>(
    `${SERVICE}/:id/info.json`,
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await publicPictureInfo(app, request.params.id);
      if (!found) return reply.status(404).send({ detail: messages.common.notFound });
      return reply
        .header("cache-control", `public, max-age=${DAY_SECONDS}`)
        .type(jsonLdType(request.headers.accept, IMAGE3_CONTEXT))
        .send(withServiceId(level2Info(found.info), publicBaseUrl(request), found.id));
    },
  );

  // The spec's advice for the bare base URI: a 303 to its info.json.
  app.get<{ Params: { id: string } }>(
    `${SERVICE}/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!isMediaId(request.params.id)) return reply.status(404).send({ detail: messages.common.notFound });
      return reply.redirect(`${IMAGE_SERVICE_PATH}/${request.params.id}/info.json`, 303);
    },
  );

  if (app.mediaStore.kind !== "local") {
    serveFromStore(app, app.mediaStore, {
      prefix: `${SERVICE}/`,
      keyPrefix: `${TILES_FOLDER}/`,
      redirectToPublicUrl: hasPublicUrl(app.mediaStore),
      // A file the bucket does not hold: the context's answer, 400 or 404 (iiif-misses.ts).
      missing: (reply) => reply.callNotFound(),
    });
    return;
  }
  await app.register(fastifyStatic, {
    root: tilesRoot(app.mediaDir),
    // The folder appears with the first tile set; until then every tile is simply a 404.
    suppressWarning: true,
    prefix: `${SERVICE}/`,
    decorateReply: false,
    // Half-built sets (.tmp-*) are never served.
    dotfiles: "deny",
    index: false,
    redirect: false,
    list: false,
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
  });
}
