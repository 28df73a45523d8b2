import { formatRwf } from "@heritage/domain/money";
import type { Order } from "@heritage/domain/orders";

type MessageOrder = Pick<Order, "number" | "lines" | "total" | "delivery_address" | "contact_phone">;

/**
 * The WhatsApp text once the order is placed: it starts with the order number, so the shop finds the
 * order at once, then lists the lines at the prices the order fixed, the total and where to deliver.
 */
export function orderMessage(order: MessageOrder): string {
  const lines = order.lines.map(
    (line, index) => `${index + 1}. ${line.name} x ${line.quantity} = ${formatRwf(line.subtotal)}`,
  );
  return [
    `${order.number} - Hello! I would like to pay for my order:`,
    ...lines,
    "",
    `Total: ${formatRwf(order.total)}`,
    `Deliver to: ${order.delivery_address}`,
    `Phone: ${order.contact_phone}`,
  ].join("\n");
}

/** https://wa.me/{number}?text=...; the number is digits only, as WHATSAPP_NUMBER is. */
export function whatsappUrl(number: string, text: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
