import type { Language } from "@heritage/domain/languages";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { storedTranslations } from "../../../lib/content-language.ts";

export interface TranslationInput {
  original_language?: Language;
  translations?: Partial<Record<Language, { name: string; description: string }>>;
}

/** On insert: the original language (English unless given) and the other languages' texts. */
export function insertedTranslations(input: TranslationInput) {
  const original = input.original_language ?? "en";
  return {
    original_language: original,
    translations: storedTranslations(input.translations ?? {}, original),
  };
}

/**
 * On update, only what was sent changes. The original language's own entry is never kept in
 * `translations` (its texts are the plain columns): it is removed in SQL, against the new
 * original language if one was sent, else the row's current one.
 */
export function updatedTranslations(
  input: TranslationInput,
  columns: { original_language: AnyColumn; translations: AnyColumn },
): { original_language?: Language; translations?: SQL } {
  if (input.translations === undefined && input.original_language === undefined) return {};
  const original = input.original_language ?? columns.original_language;
  const kept =
    input.translations === undefined
      ? sql`${columns.translations}`
      : sql`${JSON.stringify(storedTranslations(input.translations))}::jsonb`;
  return {
    ...(input.original_language !== undefined && { original_language: input.original_language }),
    translations: sql`(${kept} - ${original}::text)`,
  };
}
