import { isRwandanPhone } from "@heritage/domain/delivery";
import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import { francsToDecimal } from "@heritage/domain/money";
import type { CheckoutQuote } from "@heritage/domain/orders";
import type { Db } from "../../../db/client.ts";
import { FieldErrors, HttpError } from "../../../lib/http-errors.ts";
import type { CheckoutTotals } from "./checkout-totals.ts";
import { abroadOffered, toZone } from "./delivery-zones.ts";

type Reader = Pick<Db, "select">;

/**
 * A foreign phone number (E.164) is taken only while the shop delivers abroad (decision 171):
 * otherwise the shop could not call the buyer it cannot deliver to anyway, and says so.
 */
export async function checkForeignPhone(db: Reader, phone: string): Promise<void> {
  if (isRwandanPhone(phone)) return;
  if (!(await abroadOffered(db)))
    throw new FieldErrors({ contact_phone: [messages.delivery.foreignPhoneRefused] });
}

export function toQuote(totals: CheckoutTotals, language: Language): CheckoutQuote {
  return {
    subtotal: francsToDecimal(totals.subtotal),
    discount: francsToDecimal(totals.discount),
    delivery_fee: totals.deliveryFee === null ? null : francsToDecimal(totals.deliveryFee),
    total: francsToDecimal(totals.total),
    promo: totals.promo
      ? { code: totals.promo.code, kind: totals.promo.kind, value: totals.promo.value }
      : null,
    zone: totals.zone ? toZone(totals.zone, language) : null,
  };
}

/** 409 when the total differs from the one the shopper confirmed: the new sums come with it. */
export function totalChanged(totals: CheckoutTotals, language: Language): HttpError {
  return new HttpError(409, messages.promo.changed, {
    reason: "total_changed",
    quote: toQuote(totals, language),
  });
}
