import type { TRANSLATED_ITEM_FIELDS } from "@heritage/domain/collections-model";
import { LANGUAGES } from "@heritage/domain/languages";
import { LOCAL_CONTEXTS_LABELS } from "@heritage/domain/local-contexts-label-texts";
import type { LabelCode } from "@heritage/domain/local-contexts-labels";
import { dcLanguageMaps, type ItemRow } from "../collections/item-values.ts";
import { rightsUri } from "../collections/rights-uri.ts";
import { DC_ELEMENTS, type DcValue } from "./oai-repository.ts";

/**
 * What an OAI-PMH record says about an item, once, as statements each written in both formats
 * (decision 246): oai_dc writes a statement's Dublin Core element, oai_qdc its DCMI Terms property
 * (`term`, when it refines the element). Place, coordinates and period are `coverage` refined as
 * `spatial` and `temporal`; the community of origin is a `contributor`; a Creative Commons or
 * RightsStatements.org URI among the rights is also `rights` refined as `license`; the collection
 * is `relation` refined as `isPartOf`.
 */

type ItemField = (typeof TRANSLATED_ITEM_FIELDS)[number];

export interface RecordContext {
  pageUrl: string;
  labels: readonly LabelCode[];
  /** The item's collection: its title in the collection's languages. */
  collection: {
    title: string;
    originalLanguage: string;
    translations: Partial<Record<string, { title?: string }>>;
  };
}

export function recordStatements(item: ItemRow, context: RecordContext): DcValue[] {
  const statements = dcValues(item, context.pageUrl);
  statements.push(...itemField(item, "place_name", "coverage", "spatial"));
  const point = dcmiPoint(item);
  if (point) statements.push({ element: "coverage", term: "spatial", value: point });
  statements.push(...itemField(item, "period", "coverage", "temporal"));
  statements.push(...itemField(item, "community", "contributor", "contributor"));
  const license = rightsUri([
    ...item.dc_rights,
    ...Object.values(item.translations).flatMap((texts) => texts?.rights ?? []),
  ]);
  if (license) statements.push({ element: "rights", term: "license", value: license });
  statements.push(...labelRights(context.labels));
  const { collection } = context;
  for (const language of LANGUAGES) {
    const title =
      language === collection.originalLanguage ? collection.title : collection.translations[language]?.title;
    if (title?.trim())
      statements.push({ element: "relation", term: "isPartOf", value: title, lang: language });
  }
  return statements;
}

/** The item's DC values in every language they exist in (xml:lang), and its page as an identifier. */
function dcValues(item: ItemRow, pageUrl: string): DcValue[] {
  const maps = dcLanguageMaps(item);
  const values: DcValue[] = [];
  for (const element of DC_ELEMENTS) {
    for (const [language, texts] of Object.entries(maps[element] ?? {})) {
      for (const value of texts ?? [])
        values.push({ element, value, lang: language === "none" ? undefined : language });
    }
    // Aggregators (Europeana among them) link back to the object through a dc:identifier URL.
    if (element === "identifier") values.push({ element, value: pageUrl });
  }
  return values;
}

/** One of the item's own translated fields, in its original language and each translation. */
function itemField(item: ItemRow, field: ItemField, element: DcValue["element"], term: string): DcValue[] {
  const values: DcValue[] = [];
  const original = item[field];
  if (original?.trim()) values.push({ element, term, value: original, lang: item.original_language });
  for (const language of LANGUAGES) {
    if (language === item.original_language) continue;
    for (const value of item.translations[language]?.[field] ?? []) {
      if (value.trim()) values.push({ element, term, value, lang: language });
    }
  }
  return values;
}

/**
 * The item's coordinates in the DCMI Point encoding (dublincore.org/specifications/dublin-core/dcmi-point/):
 * `name=Huye; east=29.7390; north=-2.5967`, WGS 84 decimal degrees, which harvesters that map
 * places read from dc:coverage. Null without both coordinates.
 */
function dcmiPoint(item: ItemRow): string | null {
  if (item.latitude === null || item.longitude === null) return null;
  const name = item.place_name?.trim() ? `name=${item.place_name.replace(/;/g, ",")}; ` : "";
  return `${name}east=${Number(item.longitude)}; north=${Number(item.latitude)}`;
}

/**
 * Local Contexts labels as `dc:rights` (decision 163): they are the community's terms of use, in
 * each language, "<name>: <explanation>".
 */
function labelRights(codes: readonly LabelCode[]): DcValue[] {
  return codes.flatMap((code) =>
    LANGUAGES.map((lang) => {
      const label = LOCAL_CONTEXTS_LABELS[code];
      return { element: "rights" as const, value: `${label.name[lang]}: ${label.explanation[lang]}`, lang };
    }),
  );
}
