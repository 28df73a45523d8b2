import {
  DC_ELEMENTS,
  type DcElement,
  type ItemTranslationKey,
  type ItemTranslations,
  TRANSLATED_DC_ELEMENTS,
  type TRANSLATED_ITEM_FIELDS,
} from "@heritage/domain/collections-model";
import { LANGUAGES, type Language } from "@heritage/domain/languages";
import type { items } from "../../../db/schema/collections.ts";

/** Reading an item row's Dublin Core values and their translations (decisions 105 and 110). */

export type ItemRow = typeof items.$inferSelect;
export type DcValues = Record<DcElement, string[]>;
export type DcColumns = { [E in DcElement as `dc_${E}`]: string[] };

/** The row's `dc_*` columns as `{ title: [...], creator: [...], … }` (the original language's values). */
export function dcOf(row: DcColumns): DcValues {
  return Object.fromEntries(DC_ELEMENTS.map((e) => [e, row[`dc_${e}`]])) as DcValues;
}

/** `{ title: [...] }` → `{ dc_title: [...] }`, for inserts and updates. */
export function dcColumnsOf(dc: DcValues): DcColumns {
  return Object.fromEntries(DC_ELEMENTS.map((e) => [`dc_${e}`, dc[e] ?? []])) as DcColumns;
}

const translatedDc = new Set<string>(TRANSLATED_DC_ELEMENTS);

type ReadableRow = DcColumns &
  Pick<ItemRow, "original_language" | "translations" | "community" | "place_name" | "period">;

/** Whether `language` has any text for this item (else the original is served, decision 105). */
export function hasTranslation(row: Pick<ItemRow, "original_language" | "translations">, language: Language) {
  if (language === row.original_language) return true;
  const texts = row.translations[language];
  return Boolean(texts && Object.values(texts).some((values) => values && values.length > 0));
}

/**
 * The item's DC values and reading fields in `language`: each translated element the translation
 * carries replaces the original's values; what it lacks keeps the original's. `translated` is false
 * (and `language` the original) when there is no translation into that language at all.
 */
export function itemTextsIn(row: ReadableRow, language: Language) {
  const translated = hasTranslation(row, language);
  const served: Language = translated ? language : row.original_language;
  const texts = served === row.original_language ? {} : (row.translations[served] ?? {});
  const pick = (key: ItemTranslationKey, original: string[]) => {
    const values = texts[key];
    return values && values.length > 0 ? values : original;
  };
  const dc = dcOf(row);
  for (const element of DC_ELEMENTS)
    if (translatedDc.has(element)) dc[element] = pick(element as ItemTranslationKey, dc[element]);
  const single = (key: (typeof TRANSLATED_ITEM_FIELDS)[number]) => {
    const original = row[key];
    return original === null && !texts[key]?.length
      ? null
      : (pick(key, original === null ? [] : [original])[0] ?? null);
  };
  return {
    dc,
    community: single("community"),
    place_name: single("place_name"),
    period: single("period"),
    language: served,
    original_language: row.original_language,
    translated,
  };
}

/**
 * Every language's values of each element, as IIIF language maps and OAI-PMH `xml:lang` want them:
 * `{ title: { en: [...], fr: [...] }, creator: { none: [...] } }`. Elements that are not translated
 * (names, dates, codes) are under `none`; empty elements are left out.
 */
export function dcLanguageMaps(
  row: ReadableRow,
): Partial<Record<DcElement, Partial<Record<Language | "none", string[]>>>> {
  const out: Partial<Record<DcElement, Partial<Record<Language | "none", string[]>>>> = {};
  for (const element of DC_ELEMENTS) {
    const original = row[`dc_${element}`];
    if (!translatedDc.has(element)) {
      if (original.length > 0) out[element] = { none: original };
      continue;
    }
    const map: Partial<Record<Language, string[]>> = {};
    if (original.length > 0) map[row.original_language] = original;
    for (const language of LANGUAGES) {
      const values = (row.translations as ItemTranslations)[language]?.[element as ItemTranslationKey];
      if (language !== row.original_language && values && values.length > 0) map[language] = values;
    }
    if (Object.keys(map).length > 0) out[element] = map;
  }
  return out;
}

/**
 * The two search columns, lower-cased: every title in every language (`title_text`), and every
 * searched value (all DC elements, community, place, period) in every language (`search_text`).
 * Written with each save, so the trigram indexes serve the search (decision 111).
 */
export function searchTextsOf(row: ReadableRow): { title_text: string; search_text: string } {
  const translations = Object.values(row.translations as ItemTranslations);
  const titles = [...row.dc_title, ...translations.flatMap((texts) => texts?.title ?? [])];
  const values = [
    ...DC_ELEMENTS.flatMap((e) => row[`dc_${e}`]),
    ...[row.community, row.place_name, row.period].filter((v): v is string => Boolean(v)),
    ...translations.flatMap((texts) => Object.values(texts ?? {}).flat()),
  ];
  return {
    title_text: titles.join(" \n ").toLowerCase(),
    search_text: values.join(" \n ").toLowerCase(),
  };
}
