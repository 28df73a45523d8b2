import { z } from "zod";
import { itemMediaSchema, itemSummarySchema } from "./collections.ts";
import { ACCESS_LEVELS, INSTITUTION_KINDS, ITEM_TYPES } from "./collections-model.ts";
import { EXHIBITION_TYPES, MUSEUM_CATEGORY_VALUES } from "./constants.ts";
import { LANGUAGES } from "./languages.ts";
import { LABEL_CODES } from "./local-contexts-labels.ts";
import { pageQuerySchema } from "./paging.ts";
import { servedLanguageSchema } from "./record-translations.ts";

/** The repository's list query, its facets, an item's page, collections and institutions (decision 111). */

const filterText = z.string().trim().max(200, "Filter is too long.").optional();

export const itemQuerySchema = pageQuerySchema.extend({
  search: z.string().max(200, "Search is too long.").optional(),
  type: z.enum(ITEM_TYPES, { error: "Unknown item type." }).optional(),
  /** A collection's or institution's slug. */
  collection: filterText,
  institution: filterText,
  community: filterText,
  period: filterText,
  /** A value of dc:subject as the record's original language has it (the gallery's categories). */
  subject: filterText,
  /** A value of dc:language (e.g. rw, en, fr, or what the record says). */
  language: filterText,
  has_media: z.enum(["true", "false"], { error: "Must be true or false." }).optional(),
  /** Only the items an admin marked featured (the repository home's "best of the best"). */
  featured: z.enum(["true", "false"], { error: "Must be true or false." }).optional(),
  ordering: z.enum(["relevance", "title", "newest"], { error: "Unknown ordering." }).optional(),
  /** Admin list only: drafts too (`all`), or only drafts. */
  status: z.enum(["published", "draft", "all"], { error: "Unknown status." }).optional(),
});
export type ItemQuery = z.infer<typeof itemQuerySchema>;

const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const itemFacetsSchema = z.object({
  type: z.array(facetValue),
  collection: z.array(facetValue),
  institution: z.array(facetValue),
  community: z.array(facetValue),
  period: z.array(facetValue),
  language: z.array(facetValue),
  has_media: z.array(facetValue),
  subject: z.array(facetValue),
});
export type ItemFacets = z.infer<typeof itemFacetsSchema>;

/** The market's product that sells an item (a library book's edition), name in the reader's language. */
export const forSaleSchema = z.object({ id: z.number().int(), name: z.string(), price: z.number().int() });
export type ForSale = z.infer<typeof forSaleSchema>;

/** A list's entry: the item, and on the public list the first active product linked to it (decision 178). */
export const itemListEntrySchema = itemSummarySchema.extend({
  for_sale: forSaleSchema.nullable().optional(),
});
export type ItemListEntry = z.infer<typeof itemListEntrySchema>;

export const itemPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(itemListEntrySchema),
  facets: itemFacetsSchema,
});

/** One item's page: every DC value, the media with their rights, related items. */
export const itemDetailSchema = itemSummarySchema.extend({
  public_id: z.uuid(),
  media: z.array(itemMediaSchema),
  related: z.array(itemSummarySchema),
  version: z.number().int(),
  /** Cultural protocols: who may see it, and whether it is sacred or secret knowledge. */
  access: z.enum(ACCESS_LEVELS),
  sacred: z.boolean(),
  /** Local Contexts TK and BC labels, in the reader's language (the web draws their icons). */
  labels: z.array(
    z.object({
      code: z.enum(LABEL_CODES),
      kind: z.enum(["tk", "bc"]),
      name: z.string(),
      explanation: z.string(),
    }),
  ),
  /** "Made today in this tradition": active products linked to the item. */
  made_today: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      image: z.string().nullable(),
    }),
  ),
  /** Admins only: every language's texts, to edit. */
  translations: z.record(z.string(), z.record(z.string(), z.array(z.string()))).optional(),
  deleted_at: z.string().nullable().optional(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const institutionSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  kind: z.enum(INSTITUTION_KINDS),
  name: z.string(),
  description: z.string(),
  place_name: z.string().nullable(),
  website: z.string().nullable(),
  /** A museum's page (decision 114): its category (SPEC §9), opening hours and cover picture. */
  category: z.enum(MUSEUM_CATEGORY_VALUES).nullable(),
  opening_hours: z.string(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  collection_count: z.number().int(),
  item_count: z.number().int(),
  version: z.number().int(),
  translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  /** Admins only (decision 124): what the institution form edits beside the list's fields. */
  long_description: z.string().optional(),
  exhibitions: z
    .array(
      z.object({
        title: z.string(),
        description: z.string(),
        type: z.enum(EXHIBITION_TYPES),
        duration: z.string(),
        featured: z.boolean(),
        original_language: z.enum(LANGUAGES),
        translations: z.record(z.string(), z.record(z.string(), z.string())),
      }),
    )
    .optional(),
  ...servedLanguageSchema.shape,
});
export type Institution = z.infer<typeof institutionSchema>;

export const collectionSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  published: z.boolean(),
  institution: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  item_count: z.number().int(),
  version: z.number().int(),
  translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  ...servedLanguageSchema.shape,
});
export type Collection = z.infer<typeof collectionSchema>;

export const slugParams = z.object({ slug: z.string().max(200) });
