import { z } from "zod";
import {
  CONDITIONS,
  LISTING_FILTERS,
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  PRODUCT_ORDERINGS,
} from "./constants.ts";
import {
  flag,
  NO_NUL,
  optionalMoney,
  optionalText,
  recordVersion,
  requiredMoney,
  requiredText,
  wholeNumber,
} from "./fields.ts";
import { messages } from "./messages.ts";
import { pageQuerySchema } from "./paging.ts";
import {
  allTranslationsSchema,
  originalLanguageSchema,
  servedLanguageSchema,
  translationsInputSchema,
} from "./record-translations.ts";
import { SLUG_PATTERN } from "./slug.ts";

const c = messages.category;
const p = messages.product;

/**
 * An image reference on write: a data URL (a new upload), the id of media uploaded
 * through POST /api/media/, or the /media/ URL of an image the record already has.
 */
export const imageRefSchema = z
  .string()
  .min(1)
  .refine(
    (value) =>
      value.startsWith("data:") ||
      /^[0-9a-f-]{36}$/i.test(value) ||
      /^\/media\/[A-Za-z0-9._-]+$/.test(value) ||
      /^https?:\/\/[^/]+\/media\/[A-Za-z0-9._-]+$/.test(value),
    p.imagesInvalid,
  );

export const categoryInputSchema = z.object({
  name: requiredText(c.nameRequired).pipe(z.string().min(3, c.nameMin).max(100, c.nameMax)),
  slug: requiredText(c.slugRequired).pipe(
    z.string().max(120, c.slugInvalid).regex(SLUG_PATTERN, c.slugInvalid),
  ),
  description: optionalText(2000, "Description must be at most 2000 characters"),
  image: z.string({ error: c.imageRequired }).min(1, c.imageRequired).pipe(imageRefSchema.or(z.never())),
  // Decision 105: name and description are in original_language (English when not sent, or the
  // record's current one on a change); translations carry the other languages, all optional.
  original_language: originalLanguageSchema.optional(),
  translations: translationsInputSchema(100, 2000).optional(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
/** PUT replaces the category loaded at `version`; PATCH may name it (decision 075). */
export const categoryUpdateSchema = categoryInputSchema.extend({ version: recordVersion() });
export const categoryPatchSchema = categoryInputSchema
  .partial()
  .extend({ version: recordVersion().optional() });

export const productInputSchema = z.object({
  name: requiredText(p.nameRequired).pipe(z.string().min(3, p.nameMin).max(200, p.nameMax)),
  description: optionalText(5000, "Description must be at most 5000 characters"),
  price: requiredMoney(p.priceRequired, p.pricePositive, p.priceWhole, p.priceMax),
  original_price: optionalMoney(p.originalPricePositive, p.priceWhole, p.originalPriceMax)
    .optional()
    .default(null),
  condition: z.enum(CONDITIONS, { error: p.conditionInvalid }).default("new"),
  stock: wholeNumber(p.stockPositive, MAX_STOCK, p.stockMax),
  category: z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? 0 : Number(value)),
    z
      .number({ error: p.categoryRequired })
      .int(p.categoryRequired)
      .positive(p.categoryRequired)
      // Ids are 32-bit integers in the database; a larger one names no category.
      .max(2_147_483_647, p.categoryUnknown),
  ),
  is_featured: flag().default(false),
  is_active: flag().default(true),
  uploaded_images: z
    .array(imageRefSchema, { error: p.imagesRequired })
    .min(1, p.imagesRequired)
    .max(MAX_PRODUCT_IMAGES, p.imagesMax),
  original_language: originalLanguageSchema.optional(),
  translations: translationsInputSchema(200, 5000).optional(),
});
export type ProductInput = z.infer<typeof productInputSchema>;
/**
 * PUT replaces the product loaded at `version`; PATCH may name it and must when it sets the stock,
 * which an order may have changed since (decision 075).
 */
/**
 * The fields as the client loaded them at `version` (decision 232): a save from an older version
 * is merged with what changed since, field by field, and refused only where both changed one field.
 */
const productBase = z.record(z.string(), z.unknown()).optional();
export const productUpdateSchema = productInputSchema.extend({ version: recordVersion(), base: productBase });
export const productPatchSchema = productInputSchema
  .partial()
  .extend({ version: recordVersion().optional(), base: productBase });

function optionalPrice(message: string) {
  return z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : Number(value)),
    z.number({ error: message }).min(0, message).max(1_000_000_000, message).optional(),
  );
}

export const productQuerySchema = pageQuerySchema.extend({
  category: z.string().max(120).refine(NO_NUL, messages.common.nulCharacter).optional(),
  is_featured: flag().optional(),
  min_price: optionalPrice("Enter a valid price."),
  max_price: optionalPrice("Enter a valid price."),
  search: z.string().max(200, "Search is too long.").refine(NO_NUL, messages.common.nulCharacter).optional(),
  filter: z.enum(LISTING_FILTERS, { error: "Unknown filter." }).optional(),
  ordering: z.enum(PRODUCT_ORDERINGS, { error: "Unknown ordering." }).optional(),
  // Admins only: the route ignores it for everyone else (visitors never see inactive products).
  is_active: flag().optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** The picture's stored widths as an HTML srcset (decision 195); null until they exist. */
  image_srcset: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  product_count: z.number().int(),
  ...servedLanguageSchema.shape,
  /** Administrators only: every language's texts, to edit them. */
  translations: allTranslationsSchema({ name: z.string(), description: z.string() }).optional(),
  version: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const productImageSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  thumbnail: z.string(),
  is_primary: z.boolean(),
  /** The full picture's size in pixels (null for a picture not stored here). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The stored widths as an HTML srcset ("… 320w, … 640w, … 1600w"); null until they exist. */
  srcset: z.string().nullable(),
});

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  original_price: z.string().nullable(),
  stock: z.number().int(),
  condition: z.enum(CONDITIONS),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  rating: z.string().nullable(),
  review_count: z.number().int(),
  sales: z.number().int(),
  category: z.number().int(),
  category_name: z.string(),
  category_slug: z.string(),
  images: z.array(productImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
  ...servedLanguageSchema.shape,
  /** Administrators only: every language's texts, to edit them. */
  translations: allTranslationsSchema({ name: z.string(), description: z.string() }).optional(),
  version: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;
