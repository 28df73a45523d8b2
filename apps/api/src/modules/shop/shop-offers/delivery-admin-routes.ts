import {
  adminDeliveryZoneSchema,
  deliveryZoneInputSchema,
  deliveryZoneUpdateSchema,
} from "@heritage/domain/delivery";
import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminWriteErrors, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import {
  adminZones,
  createZone,
  deleteZone,
  replaceZone,
  type ZoneInput,
} from "./delivery-admin-repository.ts";
import { offerAdminDocs, offerDeleteResponses, replacedOffer } from "./offer-admin.ts";

const texts = messages.delivery;

const zoneId = (value: string) => pathId(value, texts.notFound);

/** The admin portal's Delivery section (decision 171). */
export const deliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/admin/delivery-zones",
    {
      schema: {
        ...offerAdminDocs,
        description:
          "Every delivery zone (active or not) with every language's texts and how many orders used it.",
        response: { 200: z.array(adminDeliveryZoneSchema), 401: detailSchema, 403: detailSchema },
      },
    },
    async () => adminZones(app.db),
  );

  app.post(
    "/admin/delivery-zones",
    {
      schema: {
        ...offerAdminDocs,
        body: deliveryZoneInputSchema,
        response: { 201: adminDeliveryZoneSchema, ...adminWriteErrors, 409: detailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createZone(app.db, request.body, app.now())),
  );

  app.put(
    "/admin/delivery-zones/:id",
    {
      schema: {
        ...offerAdminDocs,
        description:
          "Replaces the zone loaded at `version`; 409 with `current` when it changed since (decision 075).",
        params: idParamsSchema,
        body: deliveryZoneUpdateSchema,
        response: { 200: adminDeliveryZoneSchema, ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const id = zoneId(request.params.id);
      const { version, ...input } = request.body;
      const { changed, current } = await replaceZone(app.db, id, version, input as ZoneInput, app.now());
      return replacedOffer(changed, current, texts);
    },
  );

  app.delete(
    "/admin/delivery-zones/:id",
    {
      schema: {
        ...offerAdminDocs,
        description: "Deletes a zone no order went through; 409 otherwise (deactivate it instead).",
        params: idParamsSchema,
        response: offerDeleteResponses,
      },
    },
    async (request, reply) => {
      await deleteZone(app.db, zoneId(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
