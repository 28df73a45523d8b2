import { isLanguage, type Language, pickLanguage } from "@heritage/domain/languages";
import type { FastifyRequest } from "fastify";

/**
 * A record's reading texts in the languages other than its original one (decision 105):
 * `{ "fr": { "name": "…", "description": "…" }, "rw": { … } }`. The plain columns (name,
 * description, title…) hold the original language's texts, as the product's fields always did.
 */
export type Translations = Partial<Record<Language, Record<string, string>>>;

/**
 * The language a request reads records in: `?lang=rw|en|fr`, else Accept-Language, else
 * English (decision 105). Read from the raw URL so that it works for every route, whatever
 * its query schema.
 */
export function requestLanguage(request: Pick<FastifyRequest, "url" | "headers">): Language {
  const header = request.headers["accept-language"];
  return pickLanguage(typeof header === "string" ? header : undefined, langParam(request.url));
}

/**
 * The language a page's HTML is written in (its first cards and first product pages, decisions 182 and
 * 183): `?lang=`, else the person's choice on the device, which the web app keeps in the `lang` cookie,
 * else Accept-Language. API routes keep `requestLanguage`: the app sends its active language as
 * Accept-Language, on which the catalogue cache keys its answers.
 */
export function pageLanguage(request: Pick<FastifyRequest, "url" | "headers">): Language {
  return langParam(request.url) ?? cookieLanguage(request.headers.cookie) ?? requestLanguage(request);
}

/** The `lang` cookie of a Cookie header, if it names one of the three languages. */
export function cookieLanguage(cookie: string | undefined): Language | null {
  const value = cookie ? /(?:^|;)\s*lang=([^;]*)/.exec(cookie)?.[1]?.trim() : undefined;
  return isLanguage(value) ? value : null;
}

/** The `lang` query parameter of a URL, if it names one of the three languages. */
export function langParam(url: string): Language | null {
  const split = url.indexOf("?");
  if (split === -1 || !url.includes("lang=", split)) return null;
  const value = new URLSearchParams(url.slice(split + 1)).get("lang");
  return isLanguage(value) ? value : null;
}

export interface TranslatableRow {
  original_language: string;
  translations: Translations;
}

export interface ServedLanguage {
  language: Language;
  original_language: Language;
  translated: boolean;
}

/**
 * A record's reading texts in `language`: each field from its translation, or from the
 * original language where the translation lacks it. `translated` is false (and `language`
 * the original) when there is no translation in that language at all, so the page can say
 * "Not yet translated". The first field (name or title) decides whether a translation exists.
 */
export function servedTexts<F extends string>(
  row: TranslatableRow & Record<F, string>,
  fields: readonly F[],
  language: Language,
): Record<F, string> & ServedLanguage {
  const original = (isLanguage(row.original_language) ? row.original_language : "en") as Language;
  const translation = language === original ? undefined : row.translations?.[language];
  const translated = language === original || Boolean(translation?.[fields[0]!]);
  const texts = {} as Record<F, string>;
  for (const field of fields) {
    texts[field] = (translated && translation?.[field]) || row[field];
  }
  return { ...texts, language: translated ? language : original, original_language: original, translated };
}

/**
 * Every language's texts of a record, the original included (what an administrator edits):
 * `{ en: { name, description }, fr: {…} }`; languages without a translation are left out.
 */
export function allTranslations<F extends string>(
  row: TranslatableRow & Record<F, string>,
  fields: readonly F[],
): Partial<Record<Language, Record<F, string>>> {
  const original = row.original_language as Language;
  type Texts = Record<F, string>;
  const own = Object.fromEntries(fields.map((field): [F, string] => [field, row[field]])) as Texts;
  const result: Partial<Record<Language, Texts>> = { [original]: own };
  for (const [language, texts] of Object.entries(row.translations ?? {})) {
    if (!isLanguage(language) || language === original || !texts?.[fields[0]!]) continue;
    result[language] = Object.fromEntries(fields.map((field) => [field, texts[field] ?? ""])) as Texts;
  }
  return result;
}

/** Translations as stored: blank texts and the original language (if known) left out (decision 105). */
export function storedTranslations(
  translations: Partial<Record<Language, Record<string, string>>>,
  original?: Language,
): Translations {
  const stored: Translations = {};
  for (const [language, texts] of Object.entries(translations)) {
    if (!isLanguage(language) || language === original || !texts) continue;
    const kept = Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== ""));
    if (Object.keys(kept).length > 0) stored[language] = kept;
  }
  return stored;
}

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
