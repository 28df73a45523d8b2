import { describe, expect, it } from "vitest";
import { addItemSchema, updateItemSchema, wishlistToggleSchema } from "./cart.ts";
import { fieldErrors } from "./test-helpers.ts";

describe("add to cart", () => {
  it("takes a product id and a quantity, from numbers or numeric strings, 1 by default", () => {
    expect(addItemSchema.parse({ product_id: 7, quantity: 3 })).toEqual({ product_id: 7, quantity: 3 });
    expect(addItemSchema.parse({ product_id: "7", quantity: " 2 " })).toEqual({ product_id: 7, quantity: 2 });
    expect(addItemSchema.parse({ product_id: 7 })).toEqual({ product_id: 7, quantity: 1 });
  });

  it("refuses a quantity below 1, a fraction, a non-number or an absurd amount", () => {
    for (const quantity of [0, -1, 1.5, "two", true, [1]]) {
      expect(fieldErrors(addItemSchema.safeParse({ product_id: 7, quantity }))).toEqual({
        quantity: "Quantity must be at least 1",
      });
    }
    for (const schema of [addItemSchema, updateItemSchema]) {
      expect(fieldErrors(schema.safeParse({ product_id: 7, quantity: 1_001 }))).toEqual({
        quantity: "You can order at most 1,000 of one item",
      });
    }
    expect(addItemSchema.parse({ product_id: 7, quantity: 1_000 }).quantity).toBe(1_000);
  });

  it("refuses a missing, non-positive, fractional or out-of-range product id", () => {
    for (const product_id of [undefined, "", 0, -3, 2.5, "abc", 2_147_483_648]) {
      expect(fieldErrors(addItemSchema.safeParse({ product_id }))).toEqual({
        product_id: "A valid product is required.",
      });
    }
    expect(addItemSchema.parse({ product_id: 2_147_483_647 }).product_id).toBe(2_147_483_647);
  });
});

describe("changing a cart line and the wishlist", () => {
  it("needs a quantity of at least 1 to change a line (no default)", () => {
    expect(updateItemSchema.parse({ quantity: "4" })).toEqual({ quantity: 4 });
    expect(fieldErrors(updateItemSchema.safeParse({}))).toEqual({ quantity: "Quantity must be at least 1" });
    expect(fieldErrors(updateItemSchema.safeParse({ quantity: 0 }))).toEqual({
      quantity: "Quantity must be at least 1",
    });
  });

  it("toggles a wishlist entry by product id only", () => {
    expect(wishlistToggleSchema.parse({ product_id: "12" })).toEqual({ product_id: 12 });
    expect(fieldErrors(wishlistToggleSchema.safeParse({ product_id: null }))).toEqual({
      product_id: "A valid product is required.",
    });
  });
});
