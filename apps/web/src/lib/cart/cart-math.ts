import type { Cart } from "@heritage/domain/cart";
import { francsToDecimal, toFrancs } from "@heritage/domain/money";

/** The cart as it will be once a line's quantity is changed: line subtotal and totals recomputed. */
export function withQuantity(cart: Cart, itemId: number, quantity: number): Cart {
  const items = cart.items.map((item) =>
    item.id === itemId
      ? { ...item, quantity, subtotal: francsToDecimal(toFrancs(item.product.price) * quantity) }
      : item,
  );
  return { ...cart, items, ...totals(cart, items) };
}

/** The cart without one line. */
export function withoutItem(cart: Cart, itemId: number): Cart {
  const items = cart.items.filter((item) => item.id !== itemId);
  return { ...cart, items, ...totals(cart, items) };
}

function totals(before: Cart, items: Cart["items"]): Pick<Cart, "total_items" | "total_price"> {
  const unitsBefore = before.items.reduce((sum, item) => sum + item.quantity, 0);
  // total_items counts units when the server does so, otherwise lines: follow whichever it sent.
  const countsUnits = before.total_items === unitsBefore;
  return {
    total_items: countsUnits ? items.reduce((sum, item) => sum + item.quantity, 0) : items.length,
    total_price: francsToDecimal(items.reduce((sum, item) => sum + toFrancs(item.subtotal), 0)),
  };
}
