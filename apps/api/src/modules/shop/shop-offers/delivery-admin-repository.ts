import type { AdminDeliveryZone, deliveryZoneInputSchema } from "@heritage/domain/delivery";
import { messages } from "@heritage/domain/messages";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema/orders.ts";
import { deliveryZones } from "../../../db/schema/shop-offers.ts";
import { FieldErrors, fieldError } from "../../../lib/http-errors.ts";
import { districtsTaken, toAdminZone } from "./delivery-zones.ts";
import { deleteUnlessOrdered } from "./offer-admin.ts";

/** The admin portal's Delivery section (decision 171): its zones as written, with their orders. */

export type ZoneInput = z.output<typeof deliveryZoneInputSchema>;

// Qualified by hand: inside the subquery an unqualified "id" would be the order's.
const orderCount = sql<number>`(select count(*)::int from "orders" o where o.delivery_zone_id = "delivery_zones"."id")`;

/** Every zone (or the one of `id`), active or not, with how many orders used it. */
export async function adminZones(db: Db, id?: number): Promise<AdminDeliveryZone[]> {
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
async function assertNoOverlap(db: Db, input: ZoneInput, exceptId: number | null) {
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

const values = (input: ZoneInput, now: Date) => ({
  ...input,
  translations: input.translations ?? {},
  updated_at: now,
});

/** A new zone, refused at its field when it delivers where another active zone does. */
export async function createZone(db: Db, input: ZoneInput, now: Date): Promise<AdminDeliveryZone> {
  await assertNoOverlap(db, input, null);
  const [row] = await db
    .insert(deliveryZones)
    .values({ ...values(input, now), created_at: now })
    .returning({ id: deliveryZones.id });
  return (await adminZones(db, row!.id))[0]!;
}

/**
 * Replaces the zone if it is still at `version`: `changed` says whether it was, `current` is the
 * zone as it is now (undefined when there is none), for `replacedOffer` to answer.
 */
export async function replaceZone(db: Db, id: number, version: number, input: ZoneInput, now: Date) {
  await assertNoOverlap(db, input, id);
  const [changed] = await db
    .update(deliveryZones)
    .set(values(input, now))
    .where(and(eq(deliveryZones.id, id), eq(deliveryZones.version, version)))
    .returning({ id: deliveryZones.id });
  const [current] = await adminZones(db, id);
  return { changed, current };
}

/** Deletes a zone no order went through; 409 when one did, 404 when there is none. */
export async function deleteZone(db: Db, id: number): Promise<void> {
  const remove = () =>
    db.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning({ id: deliveryZones.id });
  await deleteUnlessOrdered(db, orders.delivery_zone_id, id, remove, messages.delivery);
}
