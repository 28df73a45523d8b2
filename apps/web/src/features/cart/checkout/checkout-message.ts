import type { Cart } from "@heritage/domain/cart";
import { formatRwf, toFrancs } from "@heritage/domain/money";

type MessageCart = Pick<Cart, "total_price"> & {
  items: Array<{ quantity: number; subtotal: string; product: { name: string } }>;
};

/**
 * The order text the shopper sends on WhatsApp (SPEC §7): item names, quantities, line totals and the
 * total, in RWF without decimals.
 */
export function checkoutMessage(cart: MessageCart): string {
  const lines = cart.items.map(
    (item, index) => `${index + 1}. ${item.product.name} x ${item.quantity} = ${formatRwf(item.subtotal)}`,
  );
  const total =
    toFrancs(cart.total_price) || cart.items.reduce((sum, item) => sum + toFrancs(item.subtotal), 0);
  return ["Hello! I would like to order:", ...lines, "", `Total: ${formatRwf(total)}`].join("\n");
}

/** https://wa.me/{number}?text=...; the number is digits only, as WHATSAPP_NUMBER is. */
export function whatsappUrl(number: string, text: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
