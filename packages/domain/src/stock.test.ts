import { describe, expect, it } from "vitest";
import { adminStockLabel, clampQuantity, stockLabel, stockTier } from "./stock.ts";

describe("stock tiers (product §4)", () => {
  it("labels more than 10, 1 to 10 and 0", () => {
    expect([11, 10, 1, 0].map(stockTier)).toEqual(["in_stock", "low", "low", "out"]);
    expect(stockLabel(25)).toBe("In Stock");
    expect(stockLabel(10)).toBe("10 left");
    expect(stockLabel(1)).toBe("1 left");
    expect(stockLabel(0)).toBe("Out of Stock");
  });

  it("uses the admin table's wording", () => {
    expect(adminStockLabel(3)).toBe("3 in stock");
    expect(adminStockLabel(0)).toBe("Out of stock");
  });

  it("keeps a quantity within 1..stock", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(6, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(2, 0)).toBe(1);
    expect(clampQuantity(5_000, 20_000)).toBe(1_000);
  });
});
