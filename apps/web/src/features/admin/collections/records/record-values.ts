import type {
  CollectionInput,
  ExhibitionInput,
  InstitutionInput,
  InstitutionKind,
} from "@heritage/domain/collections";
import type { Collection, Institution } from "@heritage/domain/collections-query";
import type { EXHIBITION_TYPES, MUSEUM_CATEGORY_VALUES } from "@heritage/domain/constants";
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
  /** A museum's page (decision 124): its category, cover, and texts and exhibitions per language. */
  category: (typeof MUSEUM_CATEGORY_VALUES)[number] | "";
  image: string;
  thumbnail: string;
  /** Hours and long text by language, the original's included: a change of original moves nothing. */
  museum: Record<Language, MuseumTexts>;
  exhibitions: ExhibitionValues[];
};
export type MuseumTexts = { opening_hours: string; long_description: string };
export type ExhibitionTexts = { title: string; description: string; duration: string };
export type ExhibitionValues = {
  type: (typeof EXHIBITION_TYPES)[number] | "";
  featured: boolean;
  texts: Record<Language, ExhibitionTexts>;
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
  const original = record?.original_language ?? newOriginal;
  const all = (institution?.translations ?? {}) as Texts;
  return {
    ...recordTextValues(record ? asNamed(record) : undefined, newOriginal),
    category: institution?.category ?? "",
    image: institution?.image ?? "",
    thumbnail: institution?.thumbnail ?? "",
    museum: byLanguage((language) =>
      language === original
        ? {
            opening_hours: institution?.opening_hours ?? "",
            long_description: institution?.long_description ?? "",
          }
        : {
            opening_hours: all[language]?.opening_hours ?? "",
            long_description: all[language]?.long_description ?? "",
          },
    ),
    exhibitions: (institution?.exhibitions ?? []).map((exhibition) => ({
      type: exhibition.type,
      featured: exhibition.featured,
      texts: byLanguage((language) => {
        const texts =
          language === exhibition.original_language ? exhibition : (exhibition.translations[language] ?? {});
        return {
          title: texts.title ?? "",
          description: texts.description ?? "",
          duration: texts.duration ?? "",
        };
      }),
    })),
    slug: record?.slug ?? "",
    institution: collection?.institution.id ?? "",
    published: collection?.published ?? false,
    kind: institution?.kind ?? "",
    place_name: institution?.place_name ?? "",
    website: institution?.website ?? "",
  };
}

function byLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;
}

export const blankExhibition = (): ExhibitionValues => ({
  type: "",
  featured: false,
  texts: byLanguage(() => ({ title: "", description: "", duration: "" })),
});

/** The texts of a language other than the original, blanks kept: a blank removes the stored one. */
function others(values: RecordFormValues) {
  return LANGUAGES.filter((language) => language !== values.original_language);
}

/** The museum's page as the API takes it; for another kind of institution nothing is sent (kept). */
function museumInput(values: RecordFormValues) {
  if (values.kind !== "museum") return {};
  const original = values.original_language;
  const exhibitions: ExhibitionInput[] = values.exhibitions.map((exhibition) => ({
    ...exhibition.texts[original],
    type: exhibition.type as ExhibitionInput["type"],
    featured: exhibition.featured,
    translations: Object.fromEntries(
      others(values).map((language) => [language, exhibition.texts[language]]),
    ),
  }));
  return {
    category: values.category || null,
    opening_hours: values.museum[original].opening_hours,
    long_description: values.museum[original].long_description,
    image: values.image || null,
    thumbnail: values.thumbnail || null,
    exhibitions,
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
    ...museumInput(values),
    original_language: values.original_language,
    translations: {
      ...translationsOut(values, "name"),
      // A museum's hours and long text in the other languages, blank ones sent so they are removed.
      ...(values.kind === "museum"
        ? Object.fromEntries(
            others(values).map((language) => [
              language,
              { ...translationsOut(values, "name")[language], ...values.museum[language] },
            ]),
          )
        : {}),
    },
    version,
  };
}
