import {
  DC_ELEMENTS,
  type DcElement,
  type ItemInput,
  type ItemTranslationKey,
  type ItemType,
  itemInputSchema,
  TRANSLATED_DC_ELEMENTS,
  TRANSLATED_ITEM_FIELDS,
} from "@heritage/domain/collections";
import type { ItemDetail } from "@heritage/domain/collections-query";
import { LANGUAGES, type Language } from "@heritage/domain/languages";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";

type SingleField = (typeof TRANSLATED_ITEM_FIELDS)[number];

/**
 * An item as its form holds it (decision 106 for the texts): the original language's texts in `dc`
 * and the single fields, every other language's in `translations` (lists, as the API keeps them);
 * coordinates as typed. `toItemInput` turns it into the API's body.
 */
export type ItemFormValues = {
  type: ItemType | "";
  collection: string;
  /** "" = the collection's institution. */
  institution: string;
  slug: string;
  dc: Record<DcElement, string[]>;
  community: string;
  place_name: string;
  period: string;
  latitude: string;
  longitude: string;
  featured: boolean;
  original_language: Language;
  translations: Partial<Record<Language, Partial<Record<ItemTranslationKey, string[]>>>>;
};

const noValues = () =>
  Object.fromEntries(DC_ELEMENTS.map((e) => [e, [] as string[]])) as ItemFormValues["dc"];
const coordinate = (value: number | null) => (value === null ? "" : String(value));

/** The form's values of an item (as written, see fetchItemForEdit), or of a new one. */
export function itemFormValues(item: ItemDetail | undefined, newOriginal: Language): ItemFormValues {
  const original = item?.original_language ?? newOriginal;
  const translations = (item?.translations ?? {}) as ItemFormValues["translations"];
  return {
    type: item?.type ?? "",
    collection: item?.collection.id ?? "",
    institution: item?.institution.id ?? "",
    slug: item?.slug ?? "",
    dc: { ...noValues(), ...(item?.dc ?? {}) },
    community: item?.community ?? "",
    place_name: item?.place_name ?? "",
    period: item?.period ?? "",
    latitude: coordinate(item?.latitude ?? null),
    longitude: coordinate(item?.longitude ?? null),
    featured: item?.featured ?? false,
    original_language: original,
    translations: Object.fromEntries(
      LANGUAGES.filter((language) => language !== original).map((language) => [
        language,
        { ...translations[language] },
      ]),
    ),
  };
}

const filled = (values: string[] | undefined) => (values ?? []).filter((value) => value.trim() !== "");

/** The body the API takes; `published` and `version` come from the record as loaded. */
export function toItemInput(values: ItemFormValues, published: boolean, version?: number) {
  const translations: ItemFormValues["translations"] = {};
  for (const language of LANGUAGES) {
    if (language === values.original_language) continue;
    const texts = values.translations[language] ?? {};
    const kept = Object.fromEntries(
      [...TRANSLATED_DC_ELEMENTS, ...TRANSLATED_ITEM_FIELDS]
        .map((key) => [key, filled(texts[key])] as const)
        .filter(([, list]) => list.length > 0),
    );
    // A blank language is no translation (the server takes `translations` as the whole set).
    if (Object.keys(kept).length > 0) translations[language] = kept;
  }
  const number = (text: string) => (text.trim() === "" ? null : Number(text));
  return {
    type: values.type,
    collection: values.collection,
    institution: values.institution === "" ? null : values.institution,
    slug: values.slug.trim() === "" ? undefined : values.slug.trim(),
    dc: Object.fromEntries(DC_ELEMENTS.map((e) => [e, filled(values.dc[e])])),
    community: values.community,
    place_name: values.place_name,
    period: values.period,
    latitude: number(values.latitude),
    longitude: number(values.longitude),
    featured: values.featured,
    published,
    original_language: values.original_language,
    translations,
    version,
  };
}

/** The shared zod schema checks the body the form would send; its paths are the form's fields. */
export function itemResolver(published: () => boolean): Resolver<ItemFormValues, unknown, ItemInput> {
  const check = zodResolver(itemInputSchema);
  return (values, context, options) =>
    check(toItemInput(values, published()) as never, context, options as never) as never;
}

/** Where a translated text lives in the form: the plain fields for the original language. */
export function translatedPath(language: Language, original: Language, key: ItemTranslationKey) {
  if (language !== original) return `translations.${language}.${key}` as const;
  return (TRANSLATED_ITEM_FIELDS as readonly string[]).includes(key)
    ? (key as SingleField)
    : (`dc.${key as DcElement}` as const);
}

/** The languages whose tab holds an error: the original's texts, or a translation's. */
export function languagesWithErrors(
  errors: {
    dc?: Partial<Record<string, unknown>>;
    translations?: Partial<Record<Language, unknown>>;
  } & Partial<Record<SingleField, unknown>>,
  original: Language,
): Language[] {
  const originalBad =
    TRANSLATED_DC_ELEMENTS.some((e) => errors.dc?.[e]) || TRANSLATED_ITEM_FIELDS.some((f) => errors[f]);
  return LANGUAGES.filter((language) =>
    language === original ? originalBad : Boolean(errors.translations?.[language]),
  );
}

/** Another original language: each text stays in its language (decision 106). */
export function withItemOriginal(values: ItemFormValues, next: Language): ItemFormValues {
  const previous = values.original_language;
  if (next === previous) return values;
  const incoming = values.translations[next] ?? {};
  const outgoing: Partial<Record<ItemTranslationKey, string[]>> = {};
  const dc = { ...values.dc };
  const single = { community: values.community, place_name: values.place_name, period: values.period };
  for (const e of TRANSLATED_DC_ELEMENTS) {
    outgoing[e] = dc[e];
    dc[e] = incoming[e] ?? [];
  }
  for (const f of TRANSLATED_ITEM_FIELDS) {
    outgoing[f] = single[f] === "" ? [] : [single[f]];
    single[f] = incoming[f]?.[0] ?? "";
  }
  const translations = { ...values.translations, [previous]: outgoing };
  delete translations[next];
  return { ...values, ...single, dc, original_language: next, translations };
}
