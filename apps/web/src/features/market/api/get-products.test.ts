import { describe, expect, it } from "vitest";
import { productsQueryOptions } from "./get-products.ts";

/**
 * Decision 030: the 3-hour localStorage cache is gone; a price or stock change must reach an open
 * market page within a minute (fresh at most 60 s, refetched at least every 60 s and on focus).
 */
describe("product list query options", () => {
  for (const params of [{}, { category: "agaseke-baskets", filter: "sale" as const, page: 2 }]) {
    it(`keep a listing at most a minute old (${JSON.stringify(params)})`, () => {
      const options = productsQueryOptions(params);
      expect(typeof options.staleTime).toBe("number");
      expect(options.staleTime as number).toBeGreaterThan(0);
      expect(options.staleTime as number).toBeLessThanOrEqual(60_000);
      expect(typeof options.refetchInterval).toBe("number");
      expect(options.refetchInterval as number).toBeGreaterThan(0);
      expect(options.refetchInterval as number).toBeLessThanOrEqual(60_000);
      expect(options.refetchOnWindowFocus).toBe(true);
    });
  }

  it("ask the server for the listing's own filters (one cache entry per listing state)", () => {
    const sale = productsQueryOptions({ filter: "sale", page: 1 });
    const page2 = productsQueryOptions({ filter: "sale", page: 2 });
    expect(sale.queryKey).not.toEqual(page2.queryKey);
  });
});
