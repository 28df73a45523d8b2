import { describe, expect, it } from "vitest";
import { checkoutMessage, whatsappUrl } from "./checkout-message.ts";

const cart = {
  total_price: "51000.00",
  items: [
    { quantity: 2, subtotal: "30000.00", product: { name: "Agaseke basket" } },
    { quantity: 1, subtotal: "21000.00", product: { name: "Imigongo panel" } },
  ],
};

describe("checkoutMessage", () => {
  it("lists each item's name, quantity and line total, then the total, in RWF without decimals", () => {
    expect(checkoutMessage(cart)).toBe(
      [
        "Hello! I would like to order:",
        "1. Agaseke basket x 2 = RWF 30,000",
        "2. Imigongo panel x 1 = RWF 21,000",
        "",
        "Total: RWF 51,000",
      ].join("\n"),
    );
  });

  it("adds up the lines when the total is missing", () => {
    expect(checkoutMessage({ ...cart, total_price: "" })).toContain("Total: RWF 51,000");
  });
});

describe("whatsappUrl", () => {
  it("puts the digits of the number in the path and the encoded text in ?text=", () => {
    const url = whatsappUrl("+250 788 000 000", "1. Inanga x 1 = RWF 5,000\nTotal: RWF 5,000");
    expect(url).toBe(
      "https://wa.me/250788000000?text=1.%20Inanga%20x%201%20%3D%20RWF%205%2C000%0ATotal%3A%20RWF%205%2C000",
    );
    expect(new URL(url).searchParams.get("text")).toBe("1. Inanga x 1 = RWF 5,000\nTotal: RWF 5,000");
  });
});
