import { DC_ELEMENTS, type DcElement } from "@heritage/domain/collections-model";
import { LANGUAGES, type Language } from "@heritage/domain/languages";
import type { InternationalString, MetadataItem } from "@iiif/presentation-3";
import { type FieldLabel, labelMap } from "./dc-labels.ts";

/** The languages records are written in (decision 105), and the Dublin Core elements (decision 110). */
export const RECORD_LANGUAGES = LANGUAGES;
export type RecordLanguage = Language;
export type { DcElement };

/**
 * A record as the repository stores it: each field's values in the record's original language,
 * and the values of its translated fields in the other languages. Fields that are not prose
 * (names, dates, codes) are the same in every language and have no translations.
 */
export interface DescribedRecord {
  originalLanguage: RecordLanguage;
  fields: Partial<Record<DcElement | "community" | "place" | "period", readonly string[]>>;
  translations: Partial<Record<RecordLanguage, Partial<Record<string, readonly string[]>>>>;
}

/**
 * One field as a IIIF language map: its values in every language they exist in, or, for a field
 * that is the same in all languages, under "none" (the spec's key for text without a language).
 * Empty when the field has no value.
 */
export function languageMap(
  record: DescribedRecord,
  field: keyof DescribedRecord["fields"],
): InternationalString {
  const original = (record.fields[field] ?? []).filter((value) => value.trim() !== "");
  const map: InternationalString = {};
  let translated = false;
  for (const language of RECORD_LANGUAGES) {
    if (language === record.originalLanguage) continue;
    const values = (record.translations[language]?.[field] ?? []).filter((value) => value.trim() !== "");
    if (values.length > 0) {
      map[language] = [...values];
      translated = true;
    }
  }
  if (original.length === 0) return map;
  // A field nobody translated is the same text in every language: "none", not a wrong tag.
  if (!translated && !TRANSLATABLE.has(field)) return { none: [...original] };
  return { [record.originalLanguage]: [...original], ...map };
}

/** The fields written per language (decision 105); the others read the same in all three. */
const TRANSLATABLE = new Set<string>([
  "title",
  "subject",
  "description",
  "coverage",
  "rights",
  "community",
  "place",
  "period",
]);

/** The metadata shown in a viewer: every field with a value but the title and description. */
const METADATA_FIELDS: readonly (DcElement | "community" | "place" | "period")[] = [
  ...DC_ELEMENTS.filter((element) => element !== "title" && element !== "description"),
  "community",
  "place",
  "period",
];

export function describeForIiif(record: DescribedRecord): {
  label: InternationalString;
  summary: InternationalString;
  metadata: MetadataItem[];
} {
  const metadata: MetadataItem[] = [];
  for (const field of METADATA_FIELDS) {
    const value = languageMap(record, field);
    if (Object.keys(value).length > 0) metadata.push({ label: labelMap(field as FieldLabel), value });
  }
  return { label: languageMap(record, "title"), summary: languageMap(record, "description"), metadata };
}
