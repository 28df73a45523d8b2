import { z } from "zod";
import { flag, optionalText, requiredText } from "./fields.ts";
import { messages } from "./messages.ts";
import { normalizeRwandanPhone } from "./phone.ts";
import {
  allTranslationsSchema,
  originalLanguageSchema,
  translationsInputSchema,
} from "./record-translations.ts";

const m = messages.delivery;

/** Rwanda's five provinces and thirty districts (proper names, the same in every language). */
export const RWANDA_PROVINCES = {
  kigali: ["Gasabo", "Kicukiro", "Nyarugenge"],
  north: ["Burera", "Gakenke", "Gicumbi", "Musanze", "Rulindo"],
  south: ["Gisagara", "Huye", "Kamonyi", "Muhanga", "Nyamagabe", "Nyanza", "Nyaruguru", "Ruhango"],
  east: ["Bugesera", "Gatsibo", "Kayonza", "Kirehe", "Ngoma", "Nyagatare", "Rwamagana"],
  west: ["Karongi", "Ngororero", "Nyabihu", "Nyamasheke", "Rubavu", "Rusizi", "Rutsiro"],
} as const;
export type Province = keyof typeof RWANDA_PROVINCES;
export const RWANDA_DISTRICTS = Object.values(RWANDA_PROVINCES).flat() as [string, ...string[]];
export type District = (typeof RWANDA_PROVINCES)[Province][number];

export const districtSchema = z.enum(RWANDA_DISTRICTS as [District, ...District[]], {
  error: m.districtInvalid,
});

/** Days from the order to the door, as the zone promises them. */
const MAX_DAYS = 60;
const days = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number({ error: m.daysInvalid }).int(m.daysInvalid).min(0, m.daysInvalid).max(MAX_DAYS, m.daysInvalid),
);
const francs = (allowZero: boolean) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ error: m.feeInvalid })
      .int(m.feeInvalid)
      .min(allowZero ? 0 : 1, m.feeInvalid)
      .max(100_000_000, m.feeInvalid),
  );
const optionalFrancs = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  francs(false).nullable(),
);

/**
 * A delivery zone as the admin writes it: a fee, free above a threshold, the days it
 * takes, and the districts it serves, or `abroad` for every country outside Rwanda.
 */
export const deliveryZoneInputSchema = z
  .object({
    name: requiredText(m.nameRequired).pipe(z.string().min(3, m.nameMin).max(80, m.nameMax)),
    description: optionalText(300, "Description must be at most 300 characters"),
    original_language: originalLanguageSchema.optional(),
    translations: translationsInputSchema(80, 300).optional(),
    fee: francs(true),
    free_above: optionalFrancs,
    days_min: days,
    days_max: days,
    districts: z.array(districtSchema).max(RWANDA_DISTRICTS.length).default([]),
    abroad: flag().default(false),
    is_active: flag().default(true),
  })
  .superRefine((zone, ctx) => {
    if (zone.days_max < zone.days_min)
      ctx.addIssue({ code: "custom", path: ["days_max"], message: m.daysOrder });
    if (!zone.abroad && zone.districts.length === 0)
      ctx.addIssue({ code: "custom", path: ["districts"], message: m.districtsRequired });
  })
  .transform((zone) => ({
    ...zone,
    // Abroad zones serve countries, not districts; duplicates are one district.
    districts: zone.abroad ? [] : [...new Set(zone.districts)],
  }));
export type DeliveryZoneInput = z.input<typeof deliveryZoneInputSchema>;

export const deliveryZoneUpdateSchema = z.intersection(
  deliveryZoneInputSchema,
  z.object({ version: z.coerce.number().int().min(1) }),
);

/** The admin's view of a zone: every language's texts, to edit. */
export const adminDeliveryZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  original_language: z.string(),
  translations: allTranslationsSchema({ name: z.string(), description: z.string() }),
  fee: z.string(),
  free_above: z.string().nullable(),
  days_min: z.number().int(),
  days_max: z.number().int(),
  districts: z.array(z.string()),
  abroad: z.boolean(),
  is_active: z.boolean(),
  orders: z.number().int(),
  version: z.number().int(),
});
export type AdminDeliveryZone = z.infer<typeof adminDeliveryZoneSchema>;

/** What a shopper reads of a zone, in the request's language. */
export const deliveryZoneSchema = adminDeliveryZoneSchema.omit({
  original_language: true,
  translations: true,
  is_active: true,
  orders: true,
  version: true,
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const deliveryOptionsSchema = z.object({
  zones: z.array(deliveryZoneSchema),
  /** True when an active zone delivers abroad: foreign phone numbers (E.164) are accepted then. */
  abroad_offered: z.boolean(),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

/** ISO 3166-1 alpha-2, upper case; RW is Rwanda (a district is needed then). */
export const countrySchema = z
  .string({ error: m.countryInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, m.countryInvalid);

/**
 * Where an order goes: a district of Rwanda, or a country abroad. Required by the server only once
 * the shop has delivery zones (decision 171); a shop without any arranges delivery over WhatsApp.
 */
export const deliveryDestinationFields = {
  delivery_country: countrySchema.default("RW"),
  delivery_district: districtSchema.nullish(),
};

/** Free when the goods (after any discount) reach the zone's threshold, else the zone's fee. */
export function deliveryFee(zone: { fee: number; free_above: number | null }, goods: number): number {
  return zone.free_above !== null && goods >= zone.free_above ? 0 : zone.fee;
}

/**
 * A phone number in E.164 (+ then 8 to 15 digits, no leading zero in the country code), or a
 * Rwandan number in any of its usual forms; returned as +XXXXXXXX, else null.
 */
export function normalizeInternationalPhone(value: string): string | null {
  const rwandan = normalizeRwandanPhone(value);
  if (rwandan) return rwandan;
  const compact = value.replace(/[\s().-]/g, "").replace(/^00/, "+");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

export const isRwandanPhone = (phone: string) => phone.startsWith("+250");
