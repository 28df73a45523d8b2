import { describe, expect, it } from "vitest";
import {
  flag,
  isEmailShaped,
  NO_NUL,
  optionalMoney,
  optionalText,
  requiredMoney,
  requiredText,
  wholeNumber,
} from "./fields.ts";

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("requiredText", () => {
  const name = requiredText("Name is required");

  it("trims, and gives its message for a missing, null or blank value", () => {
    expect(name.parse("  Inanga ")).toBe("Inanga");
    for (const value of [undefined, null, "", "   ", 12])
      expect(errorOf(name.safeParse(value))).toBe("Name is required");
  });

  it("refuses the NUL character, which PostgreSQL text cannot hold", () => {
    expect(NO_NUL("a\u0000b")).toBe(false);
    expect(errorOf(name.safeParse("a\u0000b"))).toBe("Text cannot contain the NUL character.");
  });
});

describe("optionalText", () => {
  const note = optionalText(5, "At most 5");

  it("turns an absent value into an empty string and trims", () => {
    expect(note.parse(undefined)).toBe("");
    expect(note.parse(null)).toBe("");
    expect(note.parse(" abc ")).toBe("abc");
  });

  it("limits the length after trimming", () => {
    expect(note.parse("  12345  ")).toBe("12345");
    expect(errorOf(note.safeParse("123456"))).toBe("At most 5");
  });
});

describe("isEmailShaped", () => {
  it("needs something, an @, something, a dot and something, without spaces", () => {
    expect(isEmailShaped("aline@example.rw")).toBe(true);
    for (const value of ["aline", "aline@example", "@example.rw", "aline @example.rw", "aline@.rw."]) {
      expect(isEmailShaped(value)).toBe(false);
    }
  });
});

describe("money in whole francs", () => {
  const price = requiredMoney(
    "Price is required",
    "Price must be a positive number",
    "Whole francs",
    "Too high",
  );
  const original = optionalMoney("Original price must be a positive number", "Whole francs", "Too high");

  it("reads numbers and decimal strings", () => {
    expect(price.parse(15000)).toBe(15000);
    expect(price.parse("15000")).toBe(15000);
    expect(price.parse("15000.00")).toBe(15000);
  });

  it("distinguishes missing, not positive and not whole", () => {
    for (const value of [undefined, null, ""])
      expect(errorOf(price.safeParse(value))).toBe("Price is required");
    for (const value of [0, -5, "abc"]) {
      expect(errorOf(price.safeParse(value))).toBe("Price must be a positive number");
    }
    expect(errorOf(price.safeParse("150.50"))).toBe("Whole francs");
  });

  it("stops at 100,000,000 francs (a 1,000,000,000 price made order totals overflow)", () => {
    expect(price.parse("100000000")).toBe(100_000_000);
    for (const value of [100_000_001, "1000000000", 1e300]) {
      expect(errorOf(price.safeParse(value))).toBe("Too high");
      expect(errorOf(original.safeParse(value))).toBe("Too high");
    }
  });

  it("lets an optional price be absent (null) but not zero", () => {
    for (const value of [undefined, null, ""]) expect(original.parse(value)).toBeNull();
    expect(original.parse("20000")).toBe(20000);
    expect(errorOf(original.safeParse(0))).toBe("Original price must be a positive number");
    expect(errorOf(original.safeParse(9.5))).toBe("Whole francs");
  });
});

describe("wholeNumber", () => {
  const stock = wholeNumber("Stock must be a positive number", 100);

  it("reads 0 for an empty value and numbers from strings", () => {
    expect(stock.parse("")).toBe(0);
    expect(stock.parse(undefined)).toBe(0);
    expect(stock.parse(" 12 ")).toBe(12);
  });

  it("refuses negatives, fractions, text and values over the maximum", () => {
    for (const value of [-1, 2.5, "many", 101]) {
      expect(errorOf(stock.safeParse(value))).toBe("Stock must be a positive number");
    }
  });
});

describe("flag", () => {
  it("reads booleans from query strings and forms", () => {
    const f = flag();
    for (const value of [true, "true", "1"]) expect(f.parse(value)).toBe(true);
    for (const value of [false, "false", "0", ""]) expect(f.parse(value)).toBe(false);
    expect(f.safeParse("yes").success).toBe(false);
  });
});
