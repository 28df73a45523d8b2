import type { Language } from "@heritage/domain/languages";
import { formatRwf } from "@heritage/domain/money";
import type { Order } from "@heritage/domain/orders";
import { activeLanguage } from "../../../lib/i18n/localized.ts";
import { type PaymentTextsSource, paymentTexts } from "./payment-texts.ts";

type MessageOrder = Pick<Order, "number" | "lines" | "total" | "delivery_address" | "contact_phone">;

/**
 * The WhatsApp text once the order is placed, in the shopper's language: it starts with the order
 * number, so the shop finds the order at once, then lists the lines at the prices the order fixed,
 * the total and where to deliver.
 */
export function orderMessage(
  order: MessageOrder,
  texts: PaymentTextsSource["whatsapp"] = paymentTexts.whatsapp,
  language: Language = activeLanguage(),
): string {
  const lines = order.lines.map(
    (line, index) => `${index + 1}. ${line.name} x ${line.quantity} = ${formatRwf(line.subtotal, language)}`,
  );
  return [
    texts.greeting(order.number),
    ...lines,
    "",
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
