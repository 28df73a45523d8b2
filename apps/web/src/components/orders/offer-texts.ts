import { localized } from "../../lib/i18n/localized.ts";

/**
 * Texts of delivery and promo codes at checkout, on orders and in the WhatsApp message.
 * Kinyarwanda and French beside it.
 */
const en = {
  destination: "Deliver to",
  country: "Country",
  rwanda: "Rwanda",
  district: "District",
  chooseDistrict: "Choose a district",
  provinces: {
    kigali: "Kigali City",
    north: "Northern Province",
    south: "Southern Province",
    east: "Eastern Province",
    west: "Western Province",
  },
  onlyRwanda: "We deliver only within Rwanda for now.",
  phoneHintInternational:
    "A Rwandan number, or an international one with its country code, e.g. +33 6 12 34 56 78.",
  promo: "Promo code",
  apply: "Apply",
  remove: "Remove code",
  applied: (code: string) => `Code ${code} applied`,
  subtotal: "Subtotal",
  discount: (code: string) => `Discount (${code})`,
  delivery: "Delivery",
  free: "Free",
  chooseForFee: "Choose where to deliver",
  zoneDays: (zone: string, min: number, max: number) =>
    max === 0
      ? `${zone}: the same day`
      : min === max
        ? `${zone}: ${max} day${max === 1 ? "" : "s"}`
        : `${zone}: ${min} to ${max} days`,
  totalsFailed: "The total could not be computed. Please try again.",
  calculatedAtCheckout: "At checkout",
  whatsapp: {
    subtotal: (amount: string) => `Subtotal: ${amount}`,
    discount: (code: string, amount: string) => `Discount (${code}): -${amount}`,
    delivery: (zone: string, amount: string) => `Delivery (${zone}): ${amount}`,
  },
} as const;

export type OfferTextsSource = typeof en;
export const offerTexts = localized(en, {
  rw: () => import("./offer-texts.rw.ts"),
  fr: () => import("./offer-texts.fr.ts"),
});
