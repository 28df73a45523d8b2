import { z } from "zod";
import { countrySchema, districtSchema } from "./delivery.ts";
import { flag, requiredText } from "./fields.ts";
import { messages } from "./messages.ts";
import { deliveryAddressSchema, internationalPhoneSchema } from "./orders.ts";

const m = messages.addresses;

/** A shopper keeps a few addresses, not an address book. */
export const MAX_ADDRESSES = 10;

/**
 * A saved delivery address: what checkout asks for (phone, address, district or country), with a
 * name. Any valid number is kept; whether checkout accepts a foreign one is decided there (decision 171).
 */
export const addressInputSchema = z
  .object({
    label: requiredText(m.labelRequired).pipe(z.string().max(40, m.labelMax)),
    contact_phone: internationalPhoneSchema(messages.delivery.phoneInvalidInternational),
    delivery_address: deliveryAddressSchema,
    delivery_country: countrySchema.default("RW"),
    delivery_district: districtSchema.nullish(),
    is_default: flag().default(false),
  })
  .superRefine((address, ctx) => {
    if (address.delivery_country === "RW" && !address.delivery_district)
      ctx.addIssue({
        code: "custom",
        path: ["delivery_district"],
        message: messages.delivery.districtRequired,
      });
  })
  .transform((address) => ({
    ...address,
    delivery_district: address.delivery_country === "RW" ? (address.delivery_district ?? null) : null,
  }));
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressFields = z.output<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  contact_phone: z.string(),
  delivery_address: z.string(),
  delivery_country: z.string(),
  delivery_district: z.string().nullable(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ results: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;
