import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";
import {
  canMoveOrder,
  checkoutFormSchema,
  formatOrderNumber,
  normalizeRwandanPhone,
  ORDER_STATUSES,
  placeOrderSchema,
} from "./orders.ts";

describe("normalizeRwandanPhone", () => {
  it.each([
    ["0788123456", "+250788123456"],
    ["+250788123456", "+250788123456"],
    ["250 788 123 456", "+250788123456"],
    ["072-200-0111", "+250722000111"],
    ["073 123 4567", "+250731234567"],
  ])("accepts %s as %s", (input, expected) => {
    expect(normalizeRwandanPhone(input)).toBe(expected);
  });

  it.each(["0688123456", "078812345", "07881234567", "+254788123456", "0758123456", "phone", ""])(
    "refuses %s",
    (input) => {
      expect(normalizeRwandanPhone(input)).toBeNull();
    },
  );
});

describe("order statuses", () => {
  it("allow only pending → confirmed → shipped → delivered, and cancelling from pending or confirmed", () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      "pending>confirmed",
      "pending>cancelled",
      "confirmed>shipped",
      "confirmed>cancelled",
      "shipped>delivered",
    ]);
  });

  it("numbers orders DHP-<year>-<six digits>", () => {
    expect(formatOrderNumber(2026, 123)).toBe("DHP-2026-000123");
    expect(formatOrderNumber(2027, 1_234_567)).toBe("DHP-2027-1234567");
  });
});

describe("checkout form", () => {
  it("needs a Rwandan phone and a delivery address, with the messages of the form", () => {
    const empty = checkoutFormSchema.safeParse({});
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      messages.orders.phoneRequired,
      messages.orders.addressRequired,
    ]);
    const bad = checkoutFormSchema.safeParse({ contact_phone: "12345", delivery_address: "Kgl" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      messages.orders.phoneInvalid,
      messages.orders.addressMin,
    ]);
    expect(
      checkoutFormSchema.parse({ contact_phone: " 0788 123 456 ", delivery_address: " KG 7 Ave 12 " }),
    ).toEqual({ contact_phone: "+250788123456", delivery_address: "KG 7 Ave 12" });
  });

  it("reads the prices the shopper saw as whole francs and refuses nonsense", () => {
    const parsed = placeOrderSchema.parse({
      contact_phone: "0788123456",
      delivery_address: "KG 7 Ave 12",
      expected_prices: [{ product_id: 3, price: "15000.00" }],
    });
    expect(parsed.expected_prices).toEqual([{ product_id: 3, price: 15_000 }]);
    const nonsense = placeOrderSchema.safeParse({
      contact_phone: "0788123456",
      delivery_address: "KG 7 Ave 12",
      expected_prices: [{ product_id: 3, price: "abc" }],
    });
    expect(nonsense.success).toBe(false);
  });
});
