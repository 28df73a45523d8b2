import type { AdminDeliveryZone, DeliveryZone } from "@heritage/domain/delivery";
import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import { francsToDecimal } from "@heritage/domain/money";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { deliveryZones } from "../../../db/schema/shop-offers.ts";
import { localized } from "../../../lib/content-language.ts";
import { FieldErrors } from "../../../lib/http-errors.ts";

export type ZoneRow = typeof deliveryZones.$inferSelect;
type Reader = Pick<Db, "select">;

/** What a zone promises, as the shopper and the admin both read it: its fee, days and places. */
function termsOf(row: ZoneRow) {
  return {
    fee: francsToDecimal(row.fee),
    free_above: row.free_above === null ? null : francsToDecimal(row.free_above),
    days_min: row.days_min,
    days_max: row.days_max,
    districts: row.districts,
    abroad: row.abroad,
  };
}

/** A zone in the reader's language (decision 105), as the shopper reads it. */
export function toZone(row: ZoneRow, language: Language): DeliveryZone {
  const texts = localized(
    {
      name: row.name,
      description: row.description,
      original_language: row.original_language,
      translations: row.translations,
    },
    language,
  );
  return {
    id: row.id,
    name: texts.name,
    description: texts.description,
    ...termsOf(row),
  };
}

export function toAdminZone(row: ZoneRow, orders: number): AdminDeliveryZone {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    original_language: row.original_language,
    translations: row.translations as AdminDeliveryZone["translations"],
    ...termsOf(row),
    is_active: row.is_active,
    orders,
    version: row.version,
  };
}

export async function activeZones(db: Reader): Promise<ZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.is_active, true))
    .orderBy(asc(deliveryZones.abroad), asc(deliveryZones.fee), asc(deliveryZones.id));
}

/**
 * The zone that delivers to a destination, or null when the shop has no zones at all (delivery
 * is then arranged over WhatsApp, as before delivery zones). A destination no zone serves is refused
 * at its field (400): the shopper must choose somewhere the shop goes.
 */
export async function zoneFor(
  db: Reader,
  destination: { delivery_country: string; delivery_district?: string | null },
): Promise<ZoneRow | null> {
  const zones = await activeZones(db);
  if (zones.length === 0) return null;
  if (destination.delivery_country !== "RW") {
    const abroad = zones.find((zone) => zone.abroad);
    if (!abroad) throw new FieldErrors({ delivery_country: [messages.delivery.noAbroad] });
    return abroad;
  }
  if (!destination.delivery_district)
    throw new FieldErrors({ delivery_district: [messages.delivery.districtRequired] });
  const zone = zones.find((z) => z.districts.includes(destination.delivery_district!));
  if (!zone) throw new FieldErrors({ delivery_district: [messages.delivery.notDelivered] });
  return zone;
}

export async function abroadOffered(db: Reader): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(and(eq(deliveryZones.is_active, true), eq(deliveryZones.abroad, true)))
    .limit(1);
  return Boolean(row);
}

/** The districts another active zone already serves, with that zone's name (one zone per district). */
export async function districtsTaken(db: Reader, exceptId: number | null) {
  return db
    .select({
      id: deliveryZones.id,
      name: deliveryZones.name,
      districts: deliveryZones.districts,
      abroad: deliveryZones.abroad,
    })
    .from(deliveryZones)
    .where(
      and(
        eq(deliveryZones.is_active, true),
        exceptId === null ? sql`true` : sql`${deliveryZones.id} <> ${exceptId}`,
      ),
    );
}
