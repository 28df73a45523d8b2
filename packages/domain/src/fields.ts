import { z } from "zod";
import { messages } from "./messages.ts";

/** A string that must be present: a missing, null or blank value gets `message`. */
/** PostgreSQL text cannot hold U+0000; refusing it here keeps it from ever reaching a query. */
export const NO_NUL = (value: string) => !value.includes("\u0000");

export function requiredText(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string({ error: message }).min(1, message).refine(NO_NUL, messages.common.nulCharacter),
  );
}

export function optionalText(max: number, message: string) {
  return z.preprocess(
    (value) =>
      value === null || value === undefined ? "" : typeof value === "string" ? value.trim() : value,
    z.string().max(max, message).refine(NO_NUL, messages.common.nulCharacter),
  );
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

function toNumberOrNaN(value: unknown): unknown {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return value;
}

/** Whole-franc money from a number or a decimal string ("15000" or "15000.00"). */
export function requiredMoney(required: string, positive: string, whole: string) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : toNumberOrNaN(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : positive) })
      .positive(positive)
      .refine((n) => Number.isInteger(n), whole)
      .refine((n) => n <= 1_000_000_000, positive),
  );
}

export function optionalMoney(positive: string, whole: string) {
  return z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? null : toNumberOrNaN(value)),
    z
      .number({ error: positive })
      .positive(positive)
      .refine((n) => Number.isInteger(n), whole)
      .refine((n) => n <= 1_000_000_000, positive)
      .nullable(),
  );
}

/** A non-negative whole number, from a number or a numeric string. */
export function wholeNumber(message: string, max = 1_000_000) {
  return z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? 0 : toNumberOrNaN(value)),
    z.number({ error: message }).int(message).min(0, message).max(max, message),
  );
}

export function flag() {
  return z.preprocess((value) => {
    if (value === "true" || value === "1") return true;
    if (value === "false" || value === "0" || value === "") return false;
    return value;
  }, z.boolean());
}
