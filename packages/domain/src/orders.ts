import { z } from "zod";
import { deliveryDestinationFields, deliveryZoneSchema, normalizeInternationalPhone } from "./delivery.ts";
import { requiredText } from "./fields.ts";
import { messages } from "./messages.ts";
import { pageQuerySchema } from "./paging.ts";
import { PAYMENT_METHODS, paymentChoiceSchema, paymentSchema } from "./payments.ts";
import { normalizeRwandanPhone } from "./phone.ts";
import { PROMO_KINDS, promoCodeSchema } from "./promo-codes.ts";

const m = messages.orders;

export const ORDER_STATUSES = ["pending", "confirmed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The only moves an order can make; cancelling returns the stock, delivering counts the sale. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** How long a pending order holds its stock unless ORDER_HOLD_HOURS says otherwise. */
export const DEFAULT_ORDER_HOLD_HOURS = 48;

/**
 * What unpaid (pending) orders may hold at once (one fresh account held the whole
 * catalogue): how many orders, how many units of one product, how many units in all. One set for
 * each account, a wider one for each client address (shoppers behind one mobile-network address
 * share it). Decision 070 says why these numbers; ORDER_LIMITS_ACCOUNT / _ADDRESS change them.
 */
export interface HoldLimits {
  orders: number;
  productUnits: number;
  units: number;
}
export const DEFAULT_ACCOUNT_HOLD_LIMITS: HoldLimits = { orders: 3, productUnits: 5, units: 20 };
export const DEFAULT_ADDRESS_HOLD_LIMITS: HoldLimits = { orders: 10, productUnits: 15, units: 60 };
export const HOLD_LIMIT_KINDS = ["orders", "product_units", "units"] as const;
export type HoldLimitKind = (typeof HOLD_LIMIT_KINDS)[number];

/** DHP-2026-000123: the shop's prefix, the year of ordering and a running number. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `DHP-${year}-${String(sequence).padStart(6, "0")}`;
}

export { normalizeRwandanPhone } from "./phone.ts";

export const contactPhoneSchema = requiredText(m.phoneRequired).transform((value, ctx) => {
  const phone = normalizeRwandanPhone(value);
  if (!phone) {
    ctx.addIssue({ code: "custom", message: m.phoneInvalid });
    return z.NEVER;
  }
  return phone;
});

export const deliveryAddressSchema = requiredText(m.addressRequired).pipe(
  z.string().min(5, m.addressMin).max(500, m.addressMax),
);

/**
 * Any phone in E.164, or a Rwandan one as usual. Whether a foreign number is accepted
 * depends on the shop delivering abroad: the server decides (decision 171), the form asks first.
 */
export function internationalPhoneSchema(invalid: string = m.phoneInvalid) {
  return requiredText(m.phoneRequired).transform((value, ctx) => {
    const phone = normalizeInternationalPhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return phone;
  });
}

/** The checkout form: what the shopper types. */
export const checkoutFormSchema = z.object({
  contact_phone: contactPhoneSchema,
  delivery_address: deliveryAddressSchema,
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

/** The checkout form when the shop delivers abroad: international numbers are welcome. */
export const internationalCheckoutFormSchema = z.object({
  contact_phone: internationalPhoneSchema(messages.delivery.phoneInvalidInternational),
  delivery_address: deliveryAddressSchema,
});

const moneyInput = z
  .union([z.string(), z.number()])
  .transform((value) => Math.round(Number(value)))
  .pipe(z.number({ error: "A price must be a number." }).nonnegative("A price must be a number."));

/** POST /api/market/checkout/quote/: what the order would cost, with a code and a destination. */
export const checkoutQuoteInputSchema = z.object({
  promo_code: promoCodeSchema.nullish(),
  ...deliveryDestinationFields,
});
export type CheckoutQuoteInput = z.input<typeof checkoutQuoteInputSchema>;

/** The server's sums (whole francs as decimal strings): goods, less the code, plus delivery. */
export const checkoutQuoteSchema = z.object({
  subtotal: z.string(),
  discount: z.string(),
  /** Null until a destination is chosen. */
  delivery_fee: z.string().nullable(),
  total: z.string(),
  promo: z.object({ code: z.string(), kind: z.enum(PROMO_KINDS), value: z.number().int() }).nullable(),
  zone: deliveryZoneSchema.nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/**
 * POST /api/market/orders/. `expected_prices` are the prices the shopper saw in the checkout;
 * a line whose price has moved since is refused (409) rather than charged silently, and so is a
 * total (`expected_total`) that a code or a delivery fee changed since the quote.
 */
export const placeOrderSchema = z.object({
  contact_phone: internationalPhoneSchema(),
  delivery_address: deliveryAddressSchema,
  promo_code: promoCodeSchema.nullish(),
  expected_total: moneyInput.optional(),
  /** Pay by mobile money now (decision 120); without it the order is paid over WhatsApp. */
  payment: paymentChoiceSchema.optional(),
  expected_prices: z
    .array(
      z.object({
        product_id: z.number().int().positive(),
        price: z
          .union([z.string(), z.number()])
          .transform((value) => Math.round(Number(value)))
          .pipe(z.number({ error: "A price must be a number." }).positive("A price must be a number.")),
      }),
    )
    .max(500)
    .optional(),
  ...deliveryDestinationFields,
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const ORDER_LINE_PROBLEMS = [
  "unavailable",
  "out_of_stock",
  "insufficient_stock",
  "price_changed",
] as const;

export type OrderLineProblemReason = (typeof ORDER_LINE_PROBLEMS)[number];

export const orderLineProblemSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
  reason: z.enum(ORDER_LINE_PROBLEMS),
  price: z.string(),
  expected_price: z.string().nullable(),
});
export type OrderLineProblem = z.infer<typeof orderLineProblemSchema>;

/** The 409 answer when some cart lines can no longer be served; nothing was changed. */
export const orderConflictSchema = z.object({
  detail: z.string(),
  lines: z.array(orderLineProblemSchema),
});
export type OrderConflict = z.infer<typeof orderConflictSchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** In the request's language where the product has a translation, else as ordered. */
  name: z.string(),
  /** False when `name` is the original's because the request's language has no translation. */
  translated: z.boolean().optional(),
  image: z.string().nullable(),
  price: z.string(),
  quantity: z.number().int(),
  subtotal: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.string(),
  /** The goods, the promo code's discount and the delivery fee (total = the three). */
  subtotal: z.string().optional(),
  discount: z.string().optional(),
  delivery_fee: z.string().optional(),
  promo_code: z.string().nullable().optional(),
  delivery_zone: z.string().nullable().optional(),
  delivery_district: z.string().nullable().optional(),
  delivery_country: z.string().optional(),
  delivery_days: z.object({ min: z.number().int(), max: z.number().int() }).nullable().optional(),
  total_items: z.number().int(),
  contact_phone: z.string(),
  delivery_address: z.string(),
  lines: z.array(orderLineSchema),
  expires_at: z.string(),
  cancel_reason: z.enum(["shopper", "admin", "expired", "payment_failed"]).nullable(),
  /** Absent in answers older than decision 120 (whatsapp then). */
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  /** The order's mobile-money payments, oldest first, each with its history. */
  payments: z.array(paymentSchema).optional(),
  confirmed_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * 409 of POST /api/market/orders/ when the cart would hold again what one of the shopper's own
 * pending orders already holds: that order is offered instead of a second hold.
 */
export const existingOrderConflictSchema = z.object({
  detail: z.string(),
  reason: z.literal("existing_order"),
  order: orderSchema,
});
export type ExistingOrderConflict = z.infer<typeof existingOrderConflictSchema>;

/** 409 when the account's unpaid orders already hold as much as it may (`limit` says which cap). */
export const holdLimitConflictSchema = z.object({
  detail: z.string(),
  reason: z.literal("hold_limit"),
  limit: z.object({
    kind: z.enum(HOLD_LIMIT_KINDS),
    max: z.number().int(),
    held: z.number().int(),
    product_id: z.number().int().nullable(),
  }),
});
export type HoldLimitConflict = z.infer<typeof holdLimitConflictSchema>;

/** The admin's view adds who ordered; `id` and the rest are null once the account is deleted. */
export const adminOrderSchema = orderSchema.extend({
  customer: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: m.statusInvalid }),
});

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), m.dateInvalid);

export const adminOrderQuerySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: m.statusInvalid }).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  search: z.string().max(200).optional(),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

export const adminCartSchema = z.object({
  id: z.number().int(),
  owner: z.object({ id: z.number().int(), username: z.string(), email: z.string(), name: z.string() }),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      price: z.string(),
      quantity: z.number().int(),
      stock: z.number().int(),
      subtotal: z.string(),
    }),
  ),
  total_items: z.number().int(),
  value: z.string(),
  updated_at: z.string(),
});
export type AdminCart = z.infer<typeof adminCartSchema>;

/** The dashboard's order tiles: days and months are counted in Kigali time. */
export const orderStatsSchema = z.object({
  orders_today: z.number().int().nonnegative(),
  revenue_this_month: z.string(),
  pending_orders: z.number().int().nonnegative(),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;
