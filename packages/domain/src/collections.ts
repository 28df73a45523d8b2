import { z } from "zod";
import {
  ACCESS_LEVELS,
  DC_ELEMENTS,
  type DcElement,
  INSTITUTION_KINDS,
  ITEM_TYPES,
  MEDIA_KINDS,
  TRANSLATED_DC_ELEMENTS,
  TRANSLATED_ITEM_FIELDS,
} from "./collections-model.ts";
import { EXHIBITION_TYPES, MUSEUM_CATEGORY_VALUES } from "./constants.ts";
import { cleanText, NO_NUL } from "./fields.ts";
import { LANGUAGES } from "./languages.ts";
import { messages } from "./messages.ts";
import { servedLanguageSchema } from "./record-translations.ts";

export * from "./collections-model.ts";

/**
 * Payloads of the digital repository (decision 110): items described with Dublin Core,
 * their media, collections and institutions. `dc` is one list of values per element; on the public
 * API the values are in the reader's language (decision 105), admins also get `translations`.
 */

const m = messages.collections;
/** A description may be long; any other single value is a line or a short paragraph. */
const MAX_VALUE = 4_000;
const MAX_DESCRIPTION = 20_000;
const MAX_VALUES = 50;

function valueText(max: number) {
  return z.preprocess(
    cleanText,
    z.string().max(max, m.valueTooLong).refine(NO_NUL, messages.common.nulCharacter),
  );
}

/** Repeatable values: blanks dropped, order kept. A single string is one value. */
export function dcValuesSchema(max = MAX_VALUE) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? [] : typeof value === "string" ? [value] : value),
    z
      .array(valueText(max))
      .max(MAX_VALUES, m.tooManyValues)
      .transform((values) => values.filter((value) => value !== "")),
  );
}

const maxOf = (element: DcElement) => (element === "description" ? MAX_DESCRIPTION : MAX_VALUE);

/** `{ title: [...], creator: [...], … }` with every element present (empty when not given). */
export const dcInputSchema = z
  .object(Object.fromEntries(DC_ELEMENTS.map((e) => [e, dcValuesSchema(maxOf(e))])) as DcShape)
  .superRefine((dc, ctx) => {
    if (dc.title.length === 0) ctx.addIssue({ code: "custom", path: ["title"], message: m.titleRequired });
  });
type DcShape = { [E in DcElement]: ReturnType<typeof dcValuesSchema> };
export type DcValues = Record<DcElement, string[]>;

const translationKeys = [...TRANSLATED_DC_ELEMENTS, ...TRANSLATED_ITEM_FIELDS] as const;

/** `{ fr: { title: [...], description: [...], period: [...] }, rw: {...} }`; blank values dropped. */
export const itemTranslationsInputSchema = z.partialRecord(
  z.enum(LANGUAGES, { error: messages.content.originalLanguageInvalid }),
  z.partialRecord(z.enum(translationKeys), dcValuesSchema(MAX_DESCRIPTION)),
);

const optionalLine = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? null : cleanText(value)),
    valueText(max)
      .nullable()
      .transform((value) => (value === "" ? null : value)),
  );

export const SLUG_RULE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slugSchema = z.preprocess(
  cleanText,
  z.string().max(120, m.slugInvalid).regex(SLUG_RULE, m.slugInvalid).optional(),
);
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z
      .number({ error: m.coordinatesInvalid })
      .min(min, m.coordinatesInvalid)
      .max(max, m.coordinatesInvalid)
      .nullable(),
  );
const versionSchema = z.number({ error: m.versionRequired }).int(m.versionRequired).min(1, m.versionRequired);

/** An item as an admin writes it (POST creates; PUT replaces and needs `version`). */
export const itemInputSchema = z
  .object({
    type: z.enum(ITEM_TYPES, { error: m.typeInvalid }),
    /** The collection's public id. */
    collection: z.uuid({ error: m.collectionRequired }),
    /** The holding institution's public id; the collection's institution when left out. */
    institution: z.uuid({ error: m.institutionUnknown }).nullish(),
    slug: slugSchema,
    dc: dcInputSchema,
    community: optionalLine(200),
    place_name: optionalLine(200),
    latitude: coordinate(-90, 90).default(null),
    longitude: coordinate(-180, 180).default(null),
    period: optionalLine(200),
    featured: z.boolean().default(false),
    published: z.boolean().default(false),
    original_language: z.enum(LANGUAGES, { error: messages.content.originalLanguageInvalid }).default("en"),
    translations: itemTranslationsInputSchema.default({}),
    version: versionSchema.optional(),
  })
  .superRefine((item, ctx) => {
    if ((item.latitude === null) !== (item.longitude === null))
      ctx.addIssue({ code: "custom", path: ["latitude"], message: m.coordinatesInvalid });
  });
export type ItemInput = z.infer<typeof itemInputSchema>;

export const publishInputSchema = z.object({ published: z.boolean(), version: versionSchema });

const recordTranslationsInput = z.partialRecord(
  z.enum(LANGUAGES, { error: messages.content.originalLanguageInvalid }),
  z.record(z.string(), valueText(MAX_DESCRIPTION)),
);

export const collectionInputSchema = z.object({
  /** The holding institution's public id. */
  institution: z.uuid({ error: m.institutionUnknown }),
  slug: slugSchema,
  title: z.preprocess(
    cleanText,
    z.string({ error: m.nameRequired }).min(1, m.nameRequired).max(300, m.valueTooLong),
  ),
  description: valueText(MAX_DESCRIPTION).default(""),
  published: z.boolean().default(false),
  original_language: z.enum(LANGUAGES, { error: messages.content.originalLanguageInvalid }).default("en"),
  translations: recordTranslationsInput.default({}),
  version: versionSchema.optional(),
});
export type CollectionInput = z.infer<typeof collectionInputSchema>;

/** A stored picture's path, as POST /api/media answers it; blank or null removes the cover. */
const coverPath = z.preprocess(
  (value) => (value === "" ? null : value),
  z
    .string({ error: m.coverInvalid })
    .max(500, m.coverInvalid)
    .regex(/^\/media\/[A-Za-z0-9][A-Za-z0-9._-]*$/, m.coverInvalid)
    .nullable()
    .optional(),
);

/** One of a museum's virtual exhibitions as the admin writes it (decision 124); its order is the list's. */
export const exhibitionInputSchema = z.object({
  title: z.preprocess(
    cleanText,
    z.string({ error: m.exhibitionTitleRequired }).min(1, m.exhibitionTitleRequired).max(300, m.valueTooLong),
  ),
  description: valueText(MAX_VALUE).default(""),
  type: z.enum(EXHIBITION_TYPES, { error: m.exhibitionTypeInvalid }),
  duration: valueText(100).default(""),
  featured: z.boolean().default(false),
  /** title, description and duration in the institution's other languages. */
  translations: recordTranslationsInput.default({}),
});
export type ExhibitionInput = z.infer<typeof exhibitionInputSchema>;

export const institutionInputSchema = z.object({
  kind: z.enum(INSTITUTION_KINDS, { error: m.kindInvalid }),
  slug: slugSchema,
  name: z.preprocess(
    cleanText,
    z.string({ error: m.nameRequired }).min(1, m.nameRequired).max(300, m.valueTooLong),
  ),
  description: valueText(MAX_DESCRIPTION).default(""),
  place_name: optionalLine(200),
  website: optionalLine(500),
  /** A museum's page (decision 114); left out, a PUT keeps what is stored. */
  category: z.enum(MUSEUM_CATEGORY_VALUES, { error: m.categoryInvalid }).nullable().optional(),
  opening_hours: valueText(200).optional(),
  long_description: valueText(MAX_DESCRIPTION).optional(),
  /** The cover (decision 124): the picture and its thumbnail from POST /api/media. */
  image: coverPath,
  thumbnail: coverPath,
  /** The virtual exhibitions, in order; given, they replace the stored ones; left out, those stay. */
  exhibitions: z.array(exhibitionInputSchema).max(50, m.tooManyExhibitions).optional(),
  original_language: z.enum(LANGUAGES, { error: messages.content.originalLanguageInvalid }).default("en"),
  translations: recordTranslationsInput.default({}),
  version: versionSchema.optional(),
});
export type InstitutionInput = z.infer<typeof institutionInputSchema>;

/** One media file of an item as served; URLs are under /media/. */
export const itemMediaSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MEDIA_KINDS),
  /** Who may see the file; a file not open to everyone has a signed, expiring URL. */
  access: z.enum(ACCESS_LEVELS).optional(),
  url: z.string(),
  preview_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  position: z.number().int(),
  caption: z.string(),
  rights: z.string(),
  /** Sound and video: a WebVTT file of captions or a transcript, for the player's caption track. */
  captions_url: z.string().nullable(),
});
export type ItemMedia = z.infer<typeof itemMediaSchema>;

const recordRef = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });

export const dcSchema = z.object(
  Object.fromEntries(DC_ELEMENTS.map((e) => [e, z.array(z.string())])) as Record<
    DcElement,
    z.ZodArray<z.ZodString>
  >,
);

/** An item on lists (cards): its DC values in the reader's language, its first image. */
export const itemSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  type: z.enum(ITEM_TYPES),
  title: z.string(),
  dc: dcSchema,
  community: z.string().nullable(),
  place_name: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  period: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  collection: recordRef,
  institution: recordRef,
  thumbnail_url: z.string().nullable(),
  media_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  ...servedLanguageSchema.shape,
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;
