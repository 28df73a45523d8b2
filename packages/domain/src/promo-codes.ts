import { z } from "zod";
import { flag, requiredText } from "./fields.ts";
import { messages } from "./messages.ts";

const m = messages.promo;

export const PROMO_KINDS = ["percent", "fixed"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Codes are compared in upper case: "welcome10" is WELCOME10. */
export const promoCodeSchema = requiredText(m.codeRequired)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{3,32}$/, m.codeInvalid))
  .transform((code) => code.toUpperCase());

const positive = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(100_000_000, message),
  );
const optionalPositive = (message: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), positive(message).nullable());
const optionalDate = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  z.iso.datetime({ offset: true, error: m.dateInvalid }).nullable(),
);

/**
 * A promo code as the admin writes it. A percentage is 1 to 90 (an order never costs
 * nothing); a fixed amount applies only to goods worth more than it (decision 170).
 */
export const promoCodeInputSchema = z
  .object({
    code: promoCodeSchema,
    kind: z.enum(PROMO_KINDS, { error: m.kindInvalid }),
    value: positive(m.amountInvalid),
    first_order_only: flag().default(false),
    min_total: optionalPositive(m.amountInvalid),
    starts_at: optionalDate,
    ends_at: optionalDate,
    max_uses: optionalPositive(m.limitInvalid),
    max_uses_per_shopper: optionalPositive(m.limitInvalid),
    /** Shown on the market's "First Purchase" card (only one advertised code is shown). */
    advertised: flag().default(false),
    is_active: flag().default(true),
  })
  .superRefine((code, ctx) => {
    if (code.kind === "percent" && code.value > 90)
      ctx.addIssue({ code: "custom", path: ["value"], message: m.percentRange });
    if (code.starts_at && code.ends_at && Date.parse(code.ends_at) <= Date.parse(code.starts_at))
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: m.endsBeforeStart });
  });
export type PromoCodeInput = z.input<typeof promoCodeInputSchema>;

export const promoCodeUpdateSchema = z.intersection(
  promoCodeInputSchema,
  z.object({ version: z.coerce.number().int().min(1) }),
);

export const adminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number().int(),
  first_order_only: z.boolean(),
  min_total: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_shopper: z.number().int().nullable(),
  advertised: z.boolean(),
  is_active: z.boolean(),
  /** Orders holding the code that were not cancelled: what counts against the limits. */
  uses: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

/** The public face of an advertised code, for the market's promotion card. */
export const advertisedPromoSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number().int(),
  first_order_only: z.boolean(),
});
export type AdvertisedPromo = z.infer<typeof advertisedPromoSchema>;

/**
 * What a code takes off goods worth `goods` francs: a percentage rounded to the franc, or the
 * fixed amount (never more than the goods less one franc).
 */
export function promoDiscount(code: { kind: PromoKind; value: number }, goods: number): number {
  const raw = code.kind === "percent" ? Math.round((goods * code.value) / 100) : code.value;
  return Math.max(0, Math.min(raw, goods - 1));
}

/** The smallest goods total the code applies to: its minimum, and above a fixed amount. */
export function promoMinimum(code: { kind: PromoKind; value: number; min_total: number | null }): number {
  const fixedFloor = code.kind === "fixed" ? code.value + 1 : 0;
  return Math.max(code.min_total ?? 0, fixedFloor);
}
