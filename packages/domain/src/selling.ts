import { z } from "zod";
import { productInputSchema, productSchema } from "./catalog.ts";
import { APPLICATION_STATUSES } from "./community.ts";
import { MAX_STOCK } from "./constants.ts";
import { type District, districtSchema, RWANDA_DISTRICTS } from "./delivery.ts";
import { boundedText, recordVersion, wholeNumber } from "./fields.ts";
import { messages } from "./messages.ts";
import { normalizeRwandanPhone } from "./phone.ts";

/**
 * Makers who sell their own work in the market (decision 240): an approved creator asks to
 * sell, an admin approves or declines with a reason, and an approved request opens the maker's shop.
 */

const m = messages.selling;

/** The terms a maker accepts; a change of the terms' text raises this, and the request keeps which one. */
export const SELLER_TERMS_VERSION = 1;

/** MTN Rwanda numbers start 078/079, Airtel's 072/073: the network a payout goes through. */
export function payoutNetworkOf(phone: string): "mtn" | "airtel" {
  return /^\+2507[89]/.test(phone) ? "mtn" : "airtel";
}

const payoutPhone = z.preprocess(
  (value) => (typeof value === "string" ? (normalizeRwandanPhone(value) ?? value) : value),
  z.string({ error: m.payoutPhoneInvalid }).regex(/^\+2507[2389]\d{7}$/, m.payoutPhoneInvalid),
);

export const sellerApplicationInputSchema = z.object({
  shop_name: boundedText(2, 80, m.shopNameRequired, m.shopNameRequired),
  /** The MTN MoMo or Airtel Money number the maker is paid on, kept as +2507XXXXXXXX. */
  payout_phone: payoutPhone,
  /** The districts the maker sends parcels from (their delivery zone, slice 3 on). */
  ships_from: z
    .array(districtSchema, { error: m.shipsFromRequired })
    .min(1, m.shipsFromRequired)
    .max(RWANDA_DISTRICTS.length, m.shipsFromRequired)
    .transform((districts) => [...new Set(districts)] as District[]),
  accept_terms: z.literal(true, { error: m.termsRequired }),
});
export type SellerApplicationInput = z.input<typeof sellerApplicationInputSchema>;

export const sellerDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({ decision: z.literal("decline"), reason: boundedText(3, 1_000, m.reasonRequired, m.tooLong) }),
]);
export type SellerDecision = z.infer<typeof sellerDecisionSchema>;

export const sellerApplicationSchema = z.object({
  id: z.number().int(),
  creator: z.object({ slug: z.string(), display_name: z.string(), username: z.string() }),
  shop_name: z.string(),
  payout_phone: z.string(),
  payout_network: z.enum(["mtn", "airtel"]),
  ships_from: z.array(z.string()),
  terms_version: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;

export const sellerApplicationListSchema = z.object({
  count: z.number().int(),
  results: z.array(sellerApplicationSchema),
});

/** An open shop: what the maker sells under, where they ship from, where they are paid. */
export const makerShopSchema = z.object({
  shop_name: z.string(),
  payout_phone: z.string(),
  payout_network: z.enum(["mtn", "airtel"]),
  ships_from: z.array(z.string()),
  opened_at: z.string(),
});
export type MakerShop = z.infer<typeof makerShopSchema>;

/** GET /api/selling/me: whether the person is a creator, their latest request to sell, their shop. */
export const sellingStatusSchema = z.object({
  creator: z.object({ slug: z.string(), display_name: z.string() }).nullable(),
  application: sellerApplicationSchema.nullable(),
  shop: makerShopSchema.nullable(),
});
export type SellingStatus = z.infer<typeof sellingStatusSchema>;

/**
 * Where a maker's listing stands (decision 241): a draft, waiting for an admin, on sale, or sent back
 * with a reason. The shop's own products are always `live`.
 */
export const LISTING_STATES = ["draft", "in_review", "live", "returned"] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/**
 * A maker's product as they write it: the shop's product form and rules (pictures, three languages),
 * without what only the shop decides (featured, active: a listing goes on sale when an admin passes it).
 */
export const sellerProductInputSchema = productInputSchema.omit({ is_featured: true, is_active: true });
export type SellerProductInput = z.infer<typeof sellerProductInputSchema>;
const productBase = z.record(z.string(), z.unknown()).optional();
export const sellerProductUpdateSchema = sellerProductInputSchema.extend({
  version: recordVersion(),
  base: productBase,
});

/** The maker sets their stock at once, without a review, from the version they read (decision 075). */
export const sellerStockSchema = z.object({
  stock: wholeNumber(messages.product.stockPositive, MAX_STOCK, messages.product.stockMax),
  version: recordVersion(),
});

export const sellerProductSchema = productSchema.extend({
  listing: z.enum(LISTING_STATES),
  listing_comment: z.string().nullable(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;
export const sellerProductListSchema = z.object({ results: z.array(sellerProductSchema) });

/** The admin's decision on a listing, about the version they read (a change since is a 409). */
export const listingDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), version: recordVersion() }),
  z.object({
    decision: z.literal("return"),
    version: recordVersion(),
    reason: boundedText(3, 1_000, m.listingReasonRequired, m.tooLong),
  }),
]);
export type ListingDecision = z.infer<typeof listingDecisionSchema>;

/** A listing in the admin's review queue: the product and the shop that sells it. */
export const listingQueueEntrySchema = sellerProductSchema.extend({
  shop: z.object({ shop_name: z.string(), slug: z.string(), display_name: z.string() }),
});
export const listingQueueSchema = z.object({ results: z.array(listingQueueEntrySchema) });

/** Where one maker's part of an order stands (decision 242). */
export const SHIPMENT_STATES = ["waiting", "confirmed", "shipped", "delivered"] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/**
 * One order as its maker reads it: only their lines, and only what they need to ship it (the buyer's
 * name, phone, district and address), never the rest of the order or the buyer's account.
 */
export const sellerOrderSchema = z.object({
  number: z.string(),
  placed_at: z.string(),
  order_status: z.enum(["pending", "confirmed", "shipped", "delivered", "cancelled"]),
  shipment: z.enum(SHIPMENT_STATES),
  note: z.string().nullable(),
  buyer: z.object({
    name: z.string(),
    phone: z.string(),
    district: z.string().nullable(),
    country: z.string(),
    address: z.string(),
  }),
  lines: z.array(
    z.object({
      name: z.string(),
      image: z.string().nullable(),
      price: z.string(),
      quantity: z.number().int(),
    }),
  ),
  /** The maker's lines' total at the prices of the order. */
  total: z.string(),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;
export const sellerOrderListSchema = z.object({ results: z.array(sellerOrderSchema) });

/** The maker moves their shipment one step: confirm, ship (with a note or tracking number), deliver. */
export const shipmentStepSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("confirm") }),
  z.object({ step: z.literal("ship"), note: boundedText(0, 300, m.tooLong, m.tooLong).optional() }),
  z.object({ step: z.literal("deliver") }),
]);
export type ShipmentStep = z.infer<typeof shipmentStepSchema>;

/** GET /api/admin/orders/{id}/shipments: each maker's part of the order, as the admin follows it. */
export const orderShipmentListSchema = z.object({
  results: z.array(
    z.object({
      shop_name: z.string(),
      slug: z.string(),
      status: z.enum(SHIPMENT_STATES),
      note: z.string().nullable(),
    }),
  ),
});
export type OrderShipmentList = z.infer<typeof orderShipmentListSchema>;
