import { z } from "zod";
import { MAX_PRICE_RWF, MAX_STOCK } from "./constants.ts";
import { messages } from "./messages.ts";

/** PostgreSQL text cannot hold U+0000; refusing it here keeps it from ever reaching a query. */
export const NO_NUL = (value: string) => !value.includes("\u0000");

/** A string that must be present: a missing, null or blank value gets `message`. */
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

/**
 * Control and invisible format characters (Unicode Cc and Cf: zero-width spaces and joiners, the
 * bidirectional overrides and isolates, the byte-order mark...): in a name they hide a look-alike
 * or turn the text around the name backwards, so identifiers refuse them (decision 094).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/**
 * A text as it is kept: trimmed and in Unicode NFC, so that the same letters typed on two keyboards
 * are the same text. Anything else is left for the schema to refuse.
 */
export const cleanText = (value: unknown) =>
  typeof value === "string" ? value.trim().normalize("NFC") : value;

/** A cleaned text of `min` to `max` characters: `required` when missing or short, `tooLong` past max. */
export function boundedText(min: number, max: number, required: string, tooLong: string) {
  return z.preprocess(
    cleanText,
    z
      .string({ error: required })
      .min(min, required)
      .max(max, tooLong)
      .refine(NO_NUL, messages.common.nulCharacter),
  );
}

/** A required name, username or email: trimmed, in Unicode NFC, without invisible characters. */
export function requiredIdentifier(message: string) {
  return z.preprocess(
    cleanText,
    z
      .string({ error: message })
      .min(1, message)
      .refine(NO_NUL, { message: messages.common.nulCharacter, abort: true })
      .refine((value) => !INVISIBLE.test(value), messages.common.invisibleCharacter),
  );
}

/** An optional name (absent is empty), cleaned and checked as requiredIdentifier. */
export function optionalIdentifier(max: number, message: string) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? "" : cleanText(value)),
    z
      .string()
      .max(max, message)
      .refine(NO_NUL, { message: messages.common.nulCharacter, abort: true })
      .refine((value) => !INVISIBLE.test(value), messages.common.invisibleCharacter),
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

/** Whole-franc money from a number or a decimal string ("15000" or "15000.00"), at most MAX_PRICE_RWF. */
export function requiredMoney(required: string, positive: string, whole: string, tooHigh: string) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : toNumberOrNaN(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : positive) })
      .positive(positive)
      .refine((n) => Number.isInteger(n), whole)
      .max(MAX_PRICE_RWF, tooHigh),
  );
}

export function optionalMoney(positive: string, whole: string, tooHigh: string) {
  return z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? null : toNumberOrNaN(value)),
    z
      .number({ error: positive })
      .positive(positive)
      .refine((n) => Number.isInteger(n), whole)
      .max(MAX_PRICE_RWF, tooHigh)
      .nullable(),
  );
}

/** A non-negative whole number, from a number or a numeric string; `tooHigh` above `max`. */
export function wholeNumber(message: string, max = MAX_STOCK, tooHigh = message) {
  return z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? 0 : toNumberOrNaN(value)),
    z.number({ error: message }).int(message).min(0, message).max(max, tooHigh),
  );
}

export function flag() {
  return z.preprocess((value) => {
    if (value === "true" || value === "1") return true;
    if (value === "false" || value === "0" || value === "") return false;
    return value;
  }, z.boolean());
}

/**
 * The version a record was loaded at (decision 075), sent back by a write so that the server can
 * refuse it if the record changed since. A positive 32-bit integer, like the column.
 */
export function recordVersion() {
  const message = messages.staleEdit.versionRequired;
  return z.preprocess(
    toNumberOrNaN,
    z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message),
  );
}
