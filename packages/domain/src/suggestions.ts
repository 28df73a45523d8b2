import { z } from "zod";
import { NO_NUL } from "./fields.ts";
import { messages } from "./messages.ts";

/** At most this many products and categories are suggested under the search box. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;

/** GET /api/market/suggestions/?search=… (the text typed so far; blank suggests nothing). */
export const suggestionQuerySchema = z.object({
  search: z.string().max(200, "Search is too long.").refine(NO_NUL, messages.common.nulCharacter).optional(),
});

export const productSuggestionSchema = z.object({
  id: z.number().int(),
  /** In the request's language, falling back to the original (decision 105). */
  name: z.string(),
  category_name: z.string(),
  price: z.string(),
  /** The primary image's thumbnail, if the product has one. */
  thumbnail: z.string().nullable(),
});

export const categorySuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

export const suggestionsSchema = z.object({
  products: z.array(productSuggestionSchema),
  categories: z.array(categorySuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;
