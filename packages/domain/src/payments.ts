import { z } from "zod";
import { requiredText } from "./fields.ts";
import { messages } from "./messages.ts";
import { normalizeRwandanPhone } from "./phone.ts";

const m = messages.payments;

/** The mobile-money networks a shopper can pay with (decision 120). */
export const PAYMENT_PROVIDERS = ["mtn", "airtel"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How an order is paid: over WhatsApp by hand (decision 010) or by a provider (decision 120). */
export const PAYMENT_METHODS = ["whatsapp", "mobile_money"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment moves from awaiting to one of the three others, once (decision 121). */
export const PAYMENT_STATUSES = ["awaiting", "paid", "failed", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The only currency the shop takes; amounts are whole francs (decision 001). */
export const PAYMENT_CURRENCY = "RWF";

/** MTN Rwanda's USSD menu for approving a pending payment when no prompt reached the phone. */
export const MTN_APPROVAL_USSD = "*182*7*1#";

/**
 * A Rwandan mobile number as the providers want it (MSISDN, country code, no plus):
 * 07XXXXXXXX, 2507XXXXXXXX or +2507XXXXXXXX → 2507XXXXXXXX; null when it is not one.
 */
export function toMsisdn(value: string): string | null {
  const phone = normalizeRwandanPhone(value);
  return phone ? phone.slice(1) : null;
}

export const payerPhoneSchema = requiredText(m.phoneRequired).transform((value, ctx) => {
  const msisdn = toMsisdn(value);
  if (!msisdn) {
    ctx.addIssue({ code: "custom", message: m.phoneInvalid });
    return z.NEVER;
  }
  return msisdn;
});

/** What the shopper chooses at checkout to pay by mobile money. */
export const paymentChoiceSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: m.providerInvalid }),
  phone: payerPhoneSchema,
});
export type PaymentChoiceInput = z.input<typeof paymentChoiceSchema>;

/**
 * POST /api/market/orders/{id}/payment/: a new request to pay a pending order (decision 255), on
 * the same or another number. `replace` withdraws a request still waiting for the payer; without
 * it, a waiting request refuses the new one (409).
 */
export const paymentRequestSchema = paymentChoiceSchema.extend({ replace: z.boolean().optional() });
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;

export const paymentEventSchema = z.object({
  from_status: z.enum(PAYMENT_STATUSES).nullable(),
  to_status: z.enum(PAYMENT_STATUSES),
  /** What moved it: request, callback, poll, reconciliation, admin. */
  source: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  reference: z.string(),
  phone: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  failure_reason: z.string().nullable(),
  /** Set when the provider's answer did not match the order (amount, currency): an admin looks. */
  flag: z.string().nullable(),
  provider_transaction_id: z.string().nullable(),
  simulated: z.boolean(),
  requested_at: z.string(),
  expires_at: z.string(),
  settled_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  events: z.array(paymentEventSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments/providers/: what the checkout may offer. */
export const paymentProvidersSchema = z.object({
  providers: z.array(z.object({ name: z.enum(PAYMENT_PROVIDERS), simulated: z.boolean() })),
});
export type PaymentProviders = z.infer<typeof paymentProvidersSchema>;
