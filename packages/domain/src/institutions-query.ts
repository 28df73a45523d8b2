import { z } from "zod";
import { itemSummarySchema } from "./collections.ts";
import { INSTITUTION_KINDS } from "./collections-model.ts";
import { institutionSchema } from "./collections-query.ts";
import { EXHIBITION_TYPES, MUSEUM_CATEGORY_VALUES } from "./constants.ts";
import { messages } from "./messages.ts";
import { pageQuerySchema } from "./paging.ts";
import { servedLanguageSchema } from "./record-translations.ts";

/**
 * The repository's institutions for the public (decision 114): the museums list and a museum's
 * page read them from /api/repository/institutions/ instead of the old content tables.
 */

export const institutionQuerySchema = pageQuerySchema.extend({
  search: z.string().max(200, "Search is too long.").optional(),
  kind: z.enum(INSTITUTION_KINDS, { error: messages.collections.kindInvalid }).optional(),
  category: z.enum(MUSEUM_CATEGORY_VALUES, { error: messages.collections.categoryInvalid }).optional(),
});
export type InstitutionQuery = z.infer<typeof institutionQuerySchema>;

const facetValue = z.object({ value: z.string(), count: z.number().int() });

export const institutionPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(institutionSchema),
  /** How many institutions each category and kind would give with the other filters kept. */
  facets: z.object({ category: z.array(facetValue), kind: z.array(facetValue) }),
});
export type InstitutionPage = z.infer<typeof institutionPageSchema>;

export const exhibitionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(EXHIBITION_TYPES),
  duration: z.string(),
  featured: z.boolean(),
  ...servedLanguageSchema.shape,
});
export type Exhibition = z.infer<typeof exhibitionSchema>;

/** One institution's page: its texts, exhibitions, collections and the notes on people related to it. */
export const institutionDetailSchema = institutionSchema.extend({
  long_description: z.string(),
  exhibitions: z.array(exhibitionSchema),
  collections: z.array(
    z.object({ id: z.uuid(), slug: z.string(), title: z.string(), item_count: z.number().int() }),
  ),
  /** 'You may also like these': documents whose dc:relation names the institution first. */
  related: z.array(itemSummarySchema),
});
export type InstitutionDetail = z.infer<typeof institutionDetailSchema>;

/** The repository home's stats tiles (decision 114): what a visitor may see, counted in SQL. */
export const repositoryStatsSchema = z.object({
  /** Public items of every type. */
  items: z.number().int(),
  artworks: z.number().int(),
  books: z.number().int(),
  /** Museums (institutions of kind museum). */
  museums: z.number().int(),
  /** Distinct communities of origin named by public items. */
  communities: z.number().int(),
  /** Library articles (content, decision 119), shown with the books in the library tile. */
  articles: z.number().int(),
});
export type RepositoryStats = z.infer<typeof repositoryStatsSchema>;
