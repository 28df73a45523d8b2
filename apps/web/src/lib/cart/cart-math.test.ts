import type { Cart } from "@heritage/domain/cart";
import { describe, expect, it } from "vitest";
import { withoutItem, withQuantity } from "./cart-math.ts";

const line = (id: number, price: string, quantity: number) =>
  ({
    id,
    quantity,
    subtotal: `${Number(price) * quantity}.00`,
    product: { id: id * 10, name: `Piece ${id}`, price },
  }) as unknown as Cart["items"][number];

const cart: Cart = {
  id: 1,
  items: [line(1, "15000.00", 2), line(2, "4500.00", 1)],
  total_items: 3,
  total_price: "34500.00",
};

describe("optimistic cart", () => {
  it("recomputes the line subtotal and the totals for a new quantity", () => {
    const next = withQuantity(cart, 2, 3);
    expect(next.items[1]).toMatchObject({ quantity: 3, subtotal: "13500.00" });
    expect(next).toMatchObject({ total_items: 5, total_price: "43500.00" });
    // The cart it came from is untouched, so it can be put back on an error.
    expect(cart.items[1]?.quantity).toBe(1);
  });

  it("keeps counting lines when the server counts lines", () => {
    expect(withQuantity({ ...cart, total_items: 2 }, 1, 5).total_items).toBe(2);
  });

  it("drops a removed line from the totals", () => {
    expect(withoutItem(cart, 1)).toMatchObject({ total_items: 1, total_price: "4500.00" });
  });
});
