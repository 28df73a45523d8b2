import {
  adminDeliveryZoneSchema,
  deliveryZoneInputSchema,
  deliveryZoneUpdateSchema,
} from "@heritage/domain/delivery";
import { messages } from "@heritage/domain/messages";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema/orders.ts";
import { deliveryZones } from "../../../db/schema/shop-offers.ts";
import { FieldErrors, fieldError } from "../../../lib/http-errors.ts";
import { adminWriteErrors, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { districtsTaken, toAdminZone } from "./delivery-zones.ts";
import { deleteUnlessOrdered, offerAdminDocs, offerDeleteResponses, replacedOffer } from "./offer-admin.ts";

const texts = messages.delivery;
type Input = z.output<typeof deliveryZoneInputSchema>;

// Qualified by hand: inside the subquery an unqualified "id" would be the order's.
const orderCount = sql<number>`(select count(*)::int from "orders" o where o.delivery_zone_id = "delivery_zones"."id")`;

async function readZones(db: Db, id?: number) {
  const rows = await db
    .select({ row: deliveryZones, orders: orderCount })
    .from(deliveryZones)
    .where(id === undefined ? undefined : eq(deliveryZones.id, id))
    .orderBy(asc(deliveryZones.abroad), asc(deliveryZones.fee), asc(deliveryZones.id));
  return rows.map(({ row, orders: n }) => toAdminZone(row, n));
}

/**
 * A district is delivered by one active zone, and one active zone delivers abroad: otherwise the
 * fee of an order would depend on which zone happened to be read first.
 */
async function assertNoOverlap(db: Db, input: Input, exceptId: number | null) {
  if (!input.is_active) return;
  const others = await districtsTaken(db, exceptId);
  if (input.abroad && others.some((zone) => zone.abroad))
    throw fieldError("abroad", messages.delivery.abroadTaken);
  for (const district of input.districts) {
    const owner = others.find((zone) => zone.districts.includes(district));
    if (owner)
      throw new FieldErrors(
        { districts: [messages.delivery.districtTaken(district, owner.name)] },
        { districts: (m) => m.delivery.districtTaken(district, owner.name) },
      );
  }
}

const zoneId = (value: string) => pathId(value, texts.notFound);

const values = (input: Input, now: Date) => ({
  ...input,
  translations: input.translations ?? {},
  updated_at: now,
});

/** The admin portal's Delivery section (issue 23, decision 171). */
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
    async () => readZones(app.db),
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
    async (request, reply) => {
      await assertNoOverlap(app.db, request.body, null);
      const now = app.now();
      const [row] = await app.db
        .insert(deliveryZones)
        .values({ ...values(request.body, now), created_at: now })
        .returning({ id: deliveryZones.id });
      return reply.status(201).send((await readZones(app.db, row!.id))[0]!);
    },
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
      await assertNoOverlap(app.db, input as Input, id);
      const [changed] = await app.db
        .update(deliveryZones)
        .set(values(input as Input, app.now()))
        .where(and(eq(deliveryZones.id, id), eq(deliveryZones.version, version)))
        .returning({ id: deliveryZones.id });
      const [current] = await readZones(app.db, id);
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
      const id = zoneId(request.params.id);
      const remove = () =>
        app.db.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning({ id: deliveryZones.id });
      await deleteUnlessOrdered(app.db, orders.delivery_zone_id, id, remove, texts);
      return reply.status(204).send(null);
    },
  );
};
