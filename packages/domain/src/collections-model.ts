/**
 * The vocabulary of the digital repository's records (decision 110): what an item can be,
 * the fifteen Dublin Core elements, which of them carry texts in the three languages, and the kinds
 * of media. No zod here: the database schema imports it too.
 */

export const ITEM_TYPES = [
  "artwork",
  "object",
  "photograph",
  "document",
  "book",
  "audio",
  "video",
  "place",
  "intangible_practice",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The Dublin Core Metadata Element Set 1.1, in its own order. Every element is repeatable in DC. */
export const DC_ELEMENTS = [
  "title",
  "creator",
  "subject",
  "description",
  "publisher",
  "contributor",
  "date",
  "type",
  "format",
  "identifier",
  "source",
  "language",
  "relation",
  "coverage",
  "rights",
] as const;
export type DcElement = (typeof DC_ELEMENTS)[number];

/**
 * The elements whose values are prose a reader reads, so they exist in rw, en and fr (decision 105):
 * the plain `dc_*` column holds the original language's values, `translations` the others'. Names
 * (creator, publisher, contributor), dates, codes and references are the same in every language.
 */
export const TRANSLATED_DC_ELEMENTS = ["title", "subject", "description", "coverage", "rights"] as const;
export type TranslatedDcElement = (typeof TRANSLATED_DC_ELEMENTS)[number];

/** The item's own reading fields beside DC that are translated the same way (one value each). */
export const TRANSLATED_ITEM_FIELDS = ["community", "place_name", "period"] as const;
export type TranslatedItemField = (typeof TRANSLATED_ITEM_FIELDS)[number];

export type ItemTranslationKey = TranslatedDcElement | TranslatedItemField;

/**
 * An item's texts in the languages other than its original one. Every value is a list (a DC element
 * may repeat; the single fields hold one value): `{ "fr": { "title": ["…"], "period": ["…"] } }`.
 */
export type ItemTranslations = Partial<
  Record<"rw" | "en" | "fr", Partial<Record<ItemTranslationKey, string[]>>>
>;

/** A collection's, an institution's or a media caption's texts in the other languages. */
export type RecordTranslations = Partial<Record<"rw" | "en" | "fr", Record<string, string>>>;

export const INSTITUTION_KINDS = ["museum", "library", "archive", "community", "other"] as const;
export type InstitutionKind = (typeof INSTITUTION_KINDS)[number];

/**
 * Cultural protocols (decision 162): who may see an item or one of its files. public:
 * anyone; community: the approved members of the item's community; restricted: the people named on
 * the item. Admins and the item's creator see every level.
 */
export const ACCESS_LEVELS = ["public", "community", "restricted"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const MEDIA_KINDS = ["image", "audio", "video", "pdf"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
