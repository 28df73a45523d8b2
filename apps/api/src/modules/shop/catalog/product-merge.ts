import { type ProductInput, productInputSchema } from "@heritage/domain/catalog";
import type { Language } from "@heritage/domain/languages";
import { storedTranslations } from "../../../lib/content-language.ts";

type Values = Record<string, unknown>;

/** Key order and empty texts aside, as a string: a stored record and a sent one compare equal. */
function canonical(value: unknown): string {
  if (value === undefined || value === null || value === "") return "null";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Values)
      .filter(([, inner]) => inner !== undefined && inner !== null && inner !== "")
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A base value read as the write's own field would be (the client's loaded form), or unknown. */
function baseValue(key: string, value: unknown): { known: boolean; value?: unknown } {
  const field = productInputSchema.shape[key as keyof typeof productInputSchema.shape];
  if (!field) return { known: false };
  const parsed = field.safeParse(value);
  return parsed.success ? { known: true, value: parsed.data } : { known: false };
}

/** Translations as stored: without the original language's entry and without empty texts. */
function comparable(key: string, value: unknown, original: Language): string {
  if (key === "translations" && value && typeof value === "object") {
    return canonical(storedTranslations(value as Parameters<typeof storedTranslations>[0], original));
  }
  return canonical(value);
}

/**
 * A save made from an older version of the product (decision 232), merged with what changed since:
 * a field the client sent as it loaded it is left as the product has it now (a sale's stock stays);
 * a field it changed is written when nobody else changed it, or changed it the same way; a field
 * both changed differently (or whose loaded value the client did not send) is a conflict.
 */
export function mergeStaleChanges(
  changes: Partial<ProductInput>,
  base: Values,
  current: Values,
): { changes: Partial<ProductInput>; conflicts: string[] } {
  const original = ((changes.original_language ?? current.original_language) as Language) ?? "en";
  const merged: Values = {};
  const conflicts: string[] = [];
  for (const [key, sent] of Object.entries(changes)) {
    const loaded = key in base ? baseValue(key, base[key]) : { known: false };
    const now = comparable(key, current[key], original);
    const mine = comparable(key, sent, original);
    if (loaded.known && comparable(key, loaded.value, original) === mine) continue;
    if (mine === now) continue;
    if (loaded.known && comparable(key, loaded.value, original) === now) merged[key] = sent;
    else conflicts.push(key);
  }
  return { changes: merged as Partial<ProductInput>, conflicts };
}
