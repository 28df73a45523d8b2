import { CSV_COLUMNS, CSV_SEPARATOR, CSV_TRANSLATED_COLUMNS } from "@heritage/domain/collections-csv";
import {
  DC_ELEMENTS,
  type DcElement,
  type ItemTranslationKey,
  type ItemTranslations,
} from "@heritage/domain/collections-model";
import { LANGUAGES, type Language } from "@heritage/domain/languages";
import { guardFormula } from "./csv-formulas.ts";
import type { PendingError } from "./csv-read.ts";
import { dcOf, type ItemRow } from "./item-values.ts";

/**
 * One item as a CSV row and back (decision 113). Repeatable values share a cell, separated by `|`;
 * a `|` inside a value is written `\|` and a backslash before one `\\`, so every value comes back
 * as it went out. Single fields (community, place, period) are written as they are.
 */

/** The item as the import reads it before checking: the row's cells laid over what the item had. */
export interface ItemDraft {
  identifier: string | null;
  slug: string | null;
  type: string;
  /** Collection and institution by slug (what a person can read and type). */
  collection: string;
  institution: string | null;
  dc: Record<DcElement, string[]>;
  community: string | null;
  place_name: string | null;
  period: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
  original_language: string;
  published: boolean;
  featured: boolean;
  translations: ItemTranslations;
}

export function joinValues(values: readonly string[]): string {
  return values.map((value) => value.replace(/\\/g, "\\\\").replace(/\|/g, "\\|")).join(CSV_SEPARATOR);
}

/** The values of a cell: split at unescaped `|`; `\|` and `\\` unescaped, any other `\` kept. */
export function splitValues(cell: string): string[] {
  const values: string[] = [];
  let current = "";
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i]!;
    const next = cell[i + 1];
    if (char === "\\" && (next === "\\" || next === CSV_SEPARATOR)) {
      current += next;
      i++;
    } else if (char === CSV_SEPARATOR) {
      values.push(current);
      current = "";
    } else current += char;
  }
  values.push(current);
  return values.map((value) => value.trim()).filter((value) => value !== "");
}

/** `place` in the CSV is the item's `place_name`; the other translated columns keep their names. */
const translationKey = (column: string): ItemTranslationKey =>
  (column === "place" ? "place_name" : column.replace(/^dc_/, "")) as ItemTranslationKey;
export const columnOfTranslationKey = (key: string): string =>
  key === "place_name" ? "place" : DC_ELEMENTS.includes(key as DcElement) ? `dc_${key}` : key;

const bool = (value: boolean) => (value ? "true" : "false");

/**
 * The export's cells of one item, in CSV_COLUMNS order, each guarded against formulas
 * (csv-formulas.ts); `more` adds cells read elsewhere (its protocol, csv-protocol.ts).
 */
export function itemCells(
  item: ItemRow,
  collectionSlug: string,
  institutionSlug: string,
  more: Record<string, string> = {},
): string[] {
  const cells: Record<string, string> = {
    ...more,
    identifier: item.public_id,
    slug: item.slug,
    type: item.type,
    collection: collectionSlug,
    institution: institutionSlug,
    community: item.community ?? "",
    place: item.place_name ?? "",
    latitude: item.latitude === null ? "" : String(item.latitude),
    longitude: item.longitude === null ? "" : String(item.longitude),
    period: item.period ?? "",
    original_language: item.original_language,
    published: bool(item.published),
    featured: bool(item.featured),
  };
  const dc = dcOf(item);
  for (const element of DC_ELEMENTS) cells[`dc_${element}`] = joinValues(dc[element]);
  for (const column of CSV_TRANSLATED_COLUMNS) {
    for (const language of LANGUAGES) {
      const values = item.translations[language]?.[translationKey(column)];
      cells[`${column}@${language}`] = values ? joinValues(values) : "";
    }
  }
  return CSV_COLUMNS.map((column) => guardFormula(cells[column] ?? ""));
}

const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  "1": true,
  "0": false,
};

/** A boolean cell: true/false, yes/no or 1/0 in any case; undefined when it is none of them. */
export const parseBoolean = (value: string): boolean | undefined => {
  const key = value.toLowerCase();
  return Object.hasOwn(BOOLEANS, key) ? BOOLEANS[key] : undefined;
};

/**
 * Lays a row's cells over `base` (the item as it is, or the defaults of a new one): a column the
 * file has replaces the value, even blank; a column it lacks keeps it. Cell-level problems
 * (a boolean that is not one, values in the original language's translation column) go to `errors`.
 */
export function applyCells(
  base: ItemDraft,
  cells: Map<string, string>,
  row: number,
  errors: PendingError[],
): ItemDraft {
  const draft: ItemDraft = { ...base, dc: { ...base.dc }, translations: structuredClone(base.translations) };
  const cell = (column: string) => cells.get(column);
  const text = (column: string) => {
    const value = cell(column)?.trim();
    return value === undefined ? undefined : value === "" ? null : value;
  };
  if (cell("identifier") !== undefined) draft.identifier = text("identifier") ?? null;
  if (cell("slug") !== undefined) draft.slug = text("slug") ?? null;
  if (cell("type") !== undefined) draft.type = text("type") ?? "";
  if (cell("collection") !== undefined) draft.collection = text("collection") ?? "";
  if (cell("institution") !== undefined) draft.institution = text("institution") ?? null;
  for (const element of DC_ELEMENTS) {
    const value = cell(`dc_${element}`);
    if (value !== undefined) draft.dc[element] = splitValues(value);
  }
  if (cell("community") !== undefined) draft.community = text("community") ?? null;
  if (cell("place") !== undefined) draft.place_name = text("place") ?? null;
  if (cell("period") !== undefined) draft.period = text("period") ?? null;
  for (const axis of ["latitude", "longitude"] as const) {
    const value = text(axis);
    if (value === undefined) continue;
    draft[axis] = value === null ? null : Number.isFinite(Number(value)) ? Number(value) : value;
  }
  const language = text("original_language");
  if (language) draft.original_language = language;
  for (const flag of ["published", "featured"] as const) {
    const value = text(flag);
    if (value === undefined) continue;
    const parsed = value === null ? false : parseBoolean(value);
    if (parsed === undefined)
      errors.push({ row, column: flag, say: (m) => m.repositoryImport.booleanInvalid });
    else draft[flag] = parsed;
  }
  applyTranslationCells(draft, cells, row, errors);
  return draft;
}

function applyTranslationCells(
  draft: ItemDraft,
  cells: Map<string, string>,
  row: number,
  errors: PendingError[],
) {
  for (const column of CSV_TRANSLATED_COLUMNS) {
    for (const language of LANGUAGES) {
      const name = `${column}@${language}`;
      const value = cells.get(name);
      if (value === undefined) continue;
      const values = splitValues(value);
      if (language === draft.original_language) {
        if (values.length > 0)
          errors.push({ row, column: name, say: (m) => m.repositoryImport.originalLanguageColumn(column) });
        continue;
      }
      const texts = { ...draft.translations[language as Language] };
      if (values.length > 0) texts[translationKey(column)] = values;
      else delete texts[translationKey(column)];
      draft.translations[language as Language] = texts;
    }
  }
}
