import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";
import { paymentChoiceSchema, toMsisdn } from "./payments.ts";

describe("toMsisdn", () => {
  it.each([
    ["0788123456", "250788123456"],
    ["+250788123456", "250788123456"],
    ["250 738 123 456", "250738123456"],
    ["079-812-3456", "250798123456"],
  ])("%s → %s", (input, expected) => {
    expect(toMsisdn(input)).toBe(expected);
  });

  it.each(["0688123456", "07881234", "+254788123456", ""])("refuses %j", (input) => {
    expect(toMsisdn(input)).toBeNull();
  });
});

describe("payment choice", () => {
  it("normalises the payer's phone and names the field's problem", () => {
    expect(paymentChoiceSchema.parse({ provider: "airtel", phone: "0738123456" })).toEqual({
      provider: "airtel",
      phone: "250738123456",
    });
    const bad = paymentChoiceSchema.safeParse({ provider: "orange", phone: "" });
    expect(bad.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["provider", messages.payments.providerInvalid],
      ["phone", messages.payments.phoneRequired],
    ]);
  });
});
