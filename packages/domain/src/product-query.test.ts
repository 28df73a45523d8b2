import { describe, expect, it } from "vitest";
import { productQuerySchema } from "./catalog.ts";
import { messages } from "./messages.ts";

describe("productQuerySchema", () => {
  it("reads is_active as a flag for the admin list", () => {
    expect(productQuerySchema.parse({ is_active: "false" }).is_active).toBe(false);
    expect(productQuerySchema.parse({ is_active: "1" }).is_active).toBe(true);
    expect(productQuerySchema.parse({}).is_active).toBeUndefined();
  });

  it("accepts any 32-bit page number and refuses the rest", () => {
    expect(productQuerySchema.parse({ page: "2147483647" }).page).toBe(2_147_483_647);
    for (const page of ["0", "-1", "1.5", "abc", "2147483648"]) {
      const result = productQuerySchema.safeParse({ page });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Invalid page.");
    }
  });
});

describe("cart quantity messages", () => {
  it("names the stock when a line is set above it", () => {
    expect(messages.cart.quantityAboveStock(1)).toBe("Only 1 of this item is available.");
    expect(messages.cart.quantityAboveStock(4)).toBe("Only 4 of this item are available.");
    expect(messages.cart.quantityAboveStock(0)).toBe("This product is out of stock.");
  });

  it("keeps the add-to-cart and wishlist texts of product §7", () => {
    expect(messages.cart.addSucceeded).toBe("Item added to cart successfully");
    expect(messages.cart.addFailed).toBe("Failed to add item to cart");
    expect(messages.wishlist.updated).toBe("Wishlist updated successfully");
    expect(messages.wishlist.updateFailed).toBe("Failed to update wishlist");
  });
});

describe("cart and wishlist payloads", () => {
  it("refuses product ids the database cannot hold", async () => {
    const { addItemSchema, wishlistToggleSchema } = await import("./cart.ts");
    for (const product_id of [0, -3, 1.5, "abc", 2_147_483_648, 1e20]) {
      const result = wishlistToggleSchema.safeParse({ product_id });
      expect(result.success, String(product_id)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("A valid product is required.");
    }
    expect(addItemSchema.parse({ product_id: "2147483647" })).toEqual({
      product_id: 2_147_483_647,
      quantity: 1,
    });
  });
});

describe("inputs the database could not hold", () => {
  it("refuses the NUL character in text fields and in the product filters", async () => {
    const { categoryInputSchema } = await import("./catalog.ts");
    const category = categoryInputSchema.safeParse({
      name: "Bad\u0000name",
      slug: "ok",
      image: "/media/a.webp",
    });
    expect(category.error?.issues.map((issue) => issue.message)).toEqual([messages.common.nulCharacter]);
    const described = categoryInputSchema.safeParse({
      name: "Good",
      slug: "ok",
      description: "a\u0000b",
      image: "/media/a.webp",
    });
    expect(described.error?.issues[0]?.path).toEqual(["description"]);
    for (const key of ["search", "category"]) {
      const result = productQuerySchema.safeParse({ [key]: "x\u0000" });
      expect(result.error?.issues[0]?.message).toBe(messages.common.nulCharacter);
    }
  });

  it("refuses a category id beyond 32 bits as unknown", async () => {
    const { productInputSchema } = await import("./catalog.ts");
    const result = productInputSchema.safeParse({ category: 99_999_999_999 });
    const issue = result.error?.issues.find((i) => i.path[0] === "category");
    expect(issue?.message).toBe(messages.product.categoryUnknown);
  });

  it("takes cart numbers from numbers or numeric strings only", async () => {
    const { addItemSchema } = await import("./cart.ts");
    for (const product_id of [true, [1], { id: 1 }]) {
      expect(addItemSchema.safeParse({ product_id }).success, JSON.stringify(product_id)).toBe(false);
    }
    expect(addItemSchema.safeParse({ product_id: 1, quantity: [2] }).success).toBe(false);
    expect(addItemSchema.parse({ product_id: " 7 ", quantity: "2" })).toEqual({ product_id: 7, quantity: 2 });
  });
});
