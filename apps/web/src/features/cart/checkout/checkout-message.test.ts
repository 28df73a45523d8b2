import { describe, expect, it } from "vitest";
import fr from "../../../components/orders/payment-texts.fr.ts";
import rw from "../../../components/orders/payment-texts.rw.ts";
import { orderMessage, whatsappUrl } from "./checkout-message.ts";

const order = {
  number: "DHP-2026-000123",
  total: "51000.00",
  delivery_address: "KG 7 Ave 12, Kacyiru, Kigali",
  contact_phone: "+250788123456",
  lines: [
    {
      id: 1,
      product_id: 3,
      image: null,
      name: "Agaseke basket",
      price: "15000.00",
      quantity: 2,
      subtotal: "30000.00",
    },
    {
      id: 2,
      product_id: 4,
      image: null,
      name: "Imigongo panel",
      price: "21000.00",
      quantity: 1,
      subtotal: "21000.00",
    },
  ],
};

describe("orderMessage", () => {
  it("starts with the order number, then lists each line's name, quantity and total, the total and the delivery", () => {
    expect(orderMessage(order)).toBe(
      [
        "DHP-2026-000123 - Hello! I would like to pay for my order:",
        "1. Agaseke basket x 2 = RWF 30,000",
        "2. Imigongo panel x 1 = RWF 21,000",
        "",
        "Total: RWF 51,000",
        "Deliver to: KG 7 Ave 12, Kacyiru, Kigali",
        "Phone: +250788123456",
      ].join("\n"),
    );
  });
});

describe("orderMessage in the shopper's language", () => {
  it("writes the greeting, labels and prices in French", () => {
    expect(orderMessage(order, fr.whatsapp, "fr")).toBe(
      [
        "DHP-2026-000123 - Bonjour ! Je souhaite payer ma commande :",
        "1. Agaseke basket x 2 = 30\u202f000 RWF",
        "2. Imigongo panel x 1 = 21\u202f000 RWF",
        "",
        "Total : 51\u202f000 RWF",
        "Livrer à : KG 7 Ave 12, Kacyiru, Kigali",
        "Téléphone : +250788123456",
      ].join("\n"),
    );
  });

  it("writes it in Kinyarwanda", () => {
    const text = orderMessage(order, rw.whatsapp, "rw");
    expect(text.split("\n")[0]).toBe("DHP-2026-000123 - Muraho! Ndifuza kwishyura itumiza ryanjye:");
    expect(text).toContain("Igiteranyo: RWF 51.000");
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
