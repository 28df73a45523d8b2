import type { Product, productInputSchema } from "@heritage/domain/catalog";
import type { Language } from "@heritage/domain/languages";
import { toFrancs } from "@heritage/domain/money";
import type { z } from "zod";
import { recordTextValues } from "../shared/record-texts.ts";

export type ProductFormValues = z.input<typeof productInputSchema>;

/**
 * product §3's form defaults: no images, condition 'new', stock 0, active, not featured, no
 * category; a new product is written first in `newOriginal`. An existing one opens with its texts as
 * written in each language (record-texts.ts), not as served in the admin's language.
 */
export function productFormDefaults(product?: Product, newOriginal: Language = "en"): ProductFormValues {
  if (!product) {
    return {
      ...recordTextValues(undefined, newOriginal),
      price: "",
      original_price: "",
      condition: "new",
      stock: "0",
      category: "",
      is_featured: false,
      is_active: true,
      uploaded_images: [],
    };
  }
  const images = [...product.images].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  return {
    ...recordTextValues(product, newOriginal),
    price: String(toFrancs(product.price)),
    original_price: product.original_price ? String(toFrancs(product.original_price)) : "",
    condition: product.condition,
    stock: String(product.stock),
    category: String(product.category),
    is_featured: product.is_featured,
    is_active: product.is_active,
    // Existing images go back as their /media/ URLs: the server keeps them and follows the new order.
    uploaded_images: images.map((image) => image.image),
  };
}
