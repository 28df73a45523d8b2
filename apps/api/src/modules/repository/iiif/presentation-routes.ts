import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { jsonLdType, PRESENTATION3_CONTEXT } from "../../../lib/json-ld.ts";
import { publicBaseUrl } from "../../../lib/public-url.ts";
import { DISCOVERY_CONTEXT, discoveryCollection, discoveryPage } from "./change-discovery.ts";
import { isMediaId } from "./image-tiles.ts";
import { collectionDocument, itemManifest } from "./item-manifest.ts";

/** Edits reach viewers within minutes; a viewer opening many pages asks once. */
const CACHE = "public, max-age=300";

/**
 * IIIF Presentation API 3.0: a Manifest per public item with pictures and a Collection per
 * published collection, by their public ids, readable from any origin. Anything else (unknown,
 * unpublished, deleted, no picture, not a uuid) is a 404 with a detail. Registered inside the /iiif
 * context (image-routes.ts), which opens every answer to any origin.
 */
export async function registerPresentationRoutes(app: FastifyInstance): Promise<void> {
  const send = async (
    request: { headers: { accept?: string } },
    reply: import("fastify").FastifyReply,
    document: unknown,
    context = PRESENTATION3_CONTEXT,
  ) => {
    if (!document) return reply.status(404).send({ detail: messages.common.notFound });
    return reply
      .header("cache-control", CACHE)
      .type(jsonLdType(request.headers.accept, context))
      .send(document);
  };

  app.get<{ Params: { id: string } }>(
    "/items/:id/manifest.json",
    { schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params;
      const manifest = isMediaId(id)
        ? await itemManifest(app.db, app.mediaStore, publicBaseUrl(request), id.toLowerCase())
        : null;
      return send(request, reply, manifest);
    },
  );

  // IIIF Change Discovery 1.0 (change-discovery.ts, decision 248).
  app.get("/discovery/collection.json", { schema: { hide: true } }, async (request, reply) =>
    send(request, reply, await discoveryCollection(app.db, publicBaseUrl(request)), DISCOVERY_CONTEXT),
  );
  app.get<{ Params: { page: string } }>(
    "/discovery/page/:page.json",
    { schema: { hide: true } },
    async (request, reply) => {
      const { page } = request.params;
      const document = /^\d{1,9}$/.test(page)
        ? await discoveryPage(app.db, publicBaseUrl(request), Number(page))
        : null;
      return send(request, reply, document, DISCOVERY_CONTEXT);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/collections/:id/collection.json",
    { schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params;
      const collection = isMediaId(id)
        ? await collectionDocument(app.db, publicBaseUrl(request), id.toLowerCase())
        : null;
      return send(request, reply, collection);
    },
  );
}
