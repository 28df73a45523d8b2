import { isLanguage, type Language } from "@heritage/domain/languages";
import type { Translations } from "../../db/schema/translations.ts";
import type { ServedLanguage } from "../../lib/content-language.ts";

/** A record as served: its stored translations replaced by what the reader gets. */
export type Localized<T> = T extends readonly (infer U)[]
  ? Localized<U>[]
  : T extends Date
    ? T
    : T extends { translations: unknown }
      ? { [K in Exclude<keyof T, "translations" | "translated_text">]: Localized<T[K]> } & ServedLanguage
      : T extends object
        ? { [K in keyof T]: Localized<T[K]> }
        : T;

/**
 * A repository or course record in the reader's language (decision 105): each text field that the
 * record's translation into `language` carries replaces the original's; fields it lacks keep the
 * original's text. `translated` is false (and `language` the original) when there is no
 * translation into that language at all. Nested records (a museum's artifacts, gallery,
 * exhibitions and figures) are served the same way. The stored `translations` and the search
 * column `translated_text` are not part of the answer.
 */
export function localized<T>(value: T, language: Language): Localized<T> {
  if (Array.isArray(value)) return value.map((item) => localized(item, language)) as Localized<T>;
  if (value === null || typeof value !== "object" || value instanceof Date) return value as Localized<T>;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    if (key === "translations" || key === "translated_text") continue;
    out[key] = Array.isArray(field) ? localized(field, language) : field;
  }
  if (!("original_language" in record) || !("translations" in record)) return out as Localized<T>;
  const original = isLanguage(record.original_language) ? record.original_language : "en";
  const texts = language === original ? undefined : (record.translations as Translations)?.[language];
  const translated = language === original || Object.values(texts ?? {}).some((text) => Boolean(text));
  if (texts && translated) {
    for (const [key, text] of Object.entries(texts)) {
      if (text && typeof record[key] === "string") out[key] = text;
    }
  }
  const served = { language: translated ? language : original, original_language: original, translated };
  return { ...out, ...served } as Localized<T>;
}
