import type { CollectionInput, InstitutionInput, InstitutionKind } from "@heritage/domain/collections";
import type { Collection, Institution } from "@heritage/domain/collections-query";
import { LANGUAGES, type Language } from "@heritage/domain/languages";
import { type RecordTextValues, recordTextValues, translationsToSend } from "../../shared/record-texts.ts";

export type RecordKind = "collection" | "institution";
export type RecordOf<K extends RecordKind> = K extends "collection" ? Collection : Institution;

/**
 * A collection or an institution as its form holds it: the texts as the shared language tabs keep
 * them (decision 106: `name` and `description`; a collection's `title` is its name there), then the
 * kind's own fields.
 */
export type RecordFormValues = RecordTextValues & {
  slug: string;
  institution: string;
  published: boolean;
  kind: InstitutionKind | "";
  place_name: string;
  website: string;
};

type Texts = Partial<Record<Language, Record<string, string>>>;

/** The record's texts under the tabs' names (a collection's `title` → `name`). */
function asNamed(record: Collection | Institution): Parameters<typeof recordTextValues>[0] {
  const nameKey = "title" in record ? "title" : "name";
  const all = (record.translations ?? {}) as Texts;
  return {
    name: "title" in record ? record.title : record.name,
    description: record.description,
    original_language: record.original_language,
    translations: Object.fromEntries(
      LANGUAGES.filter((l) => all[l]).map((l) => [
        l,
        { name: all[l]?.[nameKey] ?? "", description: all[l]?.description ?? "" },
      ]),
    ),
  };
}

export function recordFormValues(
  record: Collection | Institution | undefined,
  newOriginal: Language,
): RecordFormValues {
  const collection = record && "title" in record ? record : undefined;
  const institution = record && "kind" in record ? record : undefined;
  return {
    ...recordTextValues(record ? asNamed(record) : undefined, newOriginal),
    slug: record?.slug ?? "",
    institution: collection?.institution.id ?? "",
    published: collection?.published ?? false,
    kind: institution?.kind ?? "",
    place_name: institution?.place_name ?? "",
    website: institution?.website ?? "",
  };
}

/** The translations as the API takes them, under the kind's own name key. */
function translationsOut(values: RecordFormValues, nameKey: "title" | "name") {
  const kept = translationsToSend(values.translations, values.original_language);
  return Object.fromEntries(
    Object.entries(kept).map(([language, texts]) => [
      language,
      { [nameKey]: texts.name, description: texts.description },
    ]),
  );
}

export function collectionInput(values: RecordFormValues, version?: number): CollectionInput {
  return {
    institution: values.institution,
    slug: values.slug.trim() || undefined,
    title: values.name,
    description: values.description,
    published: values.published,
    original_language: values.original_language,
    translations: translationsOut(values, "title"),
    version,
  };
}

export function institutionInput(values: RecordFormValues, version?: number): InstitutionInput {
  return {
    kind: values.kind as InstitutionKind,
    slug: values.slug.trim() || undefined,
    name: values.name,
    description: values.description,
    place_name: values.place_name || null,
    website: values.website || null,
    original_language: values.original_language,
    translations: translationsOut(values, "name"),
    version,
  };
}
