import type { Language } from "@heritage/domain/languages";
import { formatRwf } from "@heritage/domain/money";
import type { Order } from "@heritage/domain/orders";
import { type OfferTextsSource, offerTexts } from "../../../components/orders/offer-texts.ts";
import { type PaymentTextsSource, paymentTexts } from "../../../components/orders/payment-texts.ts";
import { activeLanguage } from "../../../lib/i18n/localized.ts";

type MessageOrder = Pick<Order, "number" | "lines" | "total" | "delivery_address" | "contact_phone"> &
  Partial<Pick<Order, "subtotal" | "discount" | "delivery_fee" | "promo_code" | "delivery_zone">>;

/**
 * The WhatsApp text once the order is placed, in the shopper's language: it starts with the order
 * number, so the shop finds the order at once, then lists the lines at the prices the order fixed,
 * the total and where to deliver.
 */
export function orderMessage(
  order: MessageOrder,
  texts: PaymentTextsSource["whatsapp"] = paymentTexts.whatsapp,
  language: Language = activeLanguage(),
  offer: OfferTextsSource["whatsapp"] = offerTexts.whatsapp,
): string {
  // The code's discount and the delivery fee, as the server fixed them on the order.
  const money = (value: string) => formatRwf(value, language);
  const sums = [
    ...(order.promo_code && Number(order.discount) > 0
      ? [
          offer.subtotal(money(order.subtotal ?? order.total)),
          offer.discount(order.promo_code, money(order.discount!)),
        ]
      : []),
    ...(order.delivery_zone ? [offer.delivery(order.delivery_zone, money(order.delivery_fee ?? "0"))] : []),
  ];
  const lines = order.lines.map(
    (line, index) => `${index + 1}. ${line.name} x ${line.quantity} = ${formatRwf(line.subtotal, language)}`,
  );
  return [
    texts.greeting(order.number),
    ...lines,
    "",
    ...sums,
    texts.total(formatRwf(order.total, language)),
    texts.deliverTo(order.delivery_address),
    texts.phone(order.contact_phone),
  ].join("\n");
}

/** https://wa.me/{number}?text=...; the number is digits only, as WHATSAPP_NUMBER is. */
export function whatsappUrl(number: string, text: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
