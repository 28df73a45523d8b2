import { describe, expect, it } from "vitest";
import { discountPercent, formatRwf, francsToDecimal, toFrancs } from "./money.ts";

describe("money", () => {
  it("formats whole Rwandan francs without decimals", () => {
    expect(formatRwf("15000.00")).toBe("RWF 15,000");
    expect(formatRwf(450000)).toBe("RWF 450,000");
    expect(formatRwf(null)).toBe("RWF 0");
  });

  it("reads the API's decimal strings", () => {
    expect(toFrancs("2500.00")).toBe(2500);
    expect(toFrancs("abc")).toBe(0);
    expect(francsToDecimal(2500)).toBe("2500.00");
  });

  it("computes round((original - price) / original * 100) only when positive", () => {
    expect(discountPercent("15000.00", "20000.00")).toBe(25);
    expect(discountPercent(2000, 3000)).toBe(33);
    expect(discountPercent(19990, 20000)).toBeNull(); // rounds to 0
    expect(discountPercent(20000, 20000)).toBeNull();
    expect(discountPercent(25000, 20000)).toBeNull();
    expect(discountPercent(20000, null)).toBeNull();
  });
});
