import type { Product } from "@heritage/domain/catalog";
import { DEFAULT_LANGUAGE, type Language } from "@heritage/domain/languages";
import { francsToDecimal } from "@heritage/domain/money";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { preparedPerDatabase } from "../../../db/prepared.ts";
import { categories, media, productImages, products } from "../../../db/schema/catalog.ts";
import type { Translations } from "../../../lib/content-language.ts";
import { allTranslations, servedTexts } from "../../../lib/content-language.ts";
import { srcsetOf } from "../../../media/responsive-widths.ts";

/** The columns a product is served from: the product and its category's name and slug. */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  original_price: products.original_price,
  stock: products.stock,
  condition: products.condition,
  is_featured: products.is_featured,
  is_active: products.is_active,
  rating: products.rating,
  review_count: products.review_count,
  sales: products.sales,
  category: products.category_id,
  category_name: categories.name,
  category_slug: categories.slug,
  created_at: products.created_at,
  updated_at: products.updated_at,
  original_language: products.original_language,
  translations: products.translations,
  category_original_language: categories.original_language,
  category_translations: categories.translations,
  version: products.version,
};

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  price: number;
  original_price: number | null;
  stock: number;
  condition: "new" | "used" | "refurbished";
  is_featured: boolean;
  is_active: boolean;
  rating: string | null;
  review_count: number;
  sales: number;
  category: number;
  category_name: string;
  category_slug: string;
  created_at: Date;
  updated_at: Date;
  original_language: Language;
  translations: Translations;
  category_original_language: Language;
  category_translations: Translations;
  version: number;
}

/** How a product is served: in which language, and whether with every language's texts. */
export interface ProductView {
  language: Language;
  /** Administrators get every language's texts too (the product form edits them). */
  admin?: boolean;
}

const TEXTS = ["name", "description"] as const;

export type ProductImage = Product["images"][number];

/**
 * The images of products, primary first, then in upload order, with the stored picture's size and
 * narrower copies (decision 195) when it is one of ours (a seed may point elsewhere).
 */
const imagesOf = preparedPerDatabase((db) =>
  db
    .select({
      id: productImages.id,
      product_id: productImages.product_id,
      image: productImages.url,
      thumbnail: productImages.thumbnail_url,
      is_primary: productImages.is_primary,
      width: media.width,
      height: media.height,
      widths: media.widths,
    })
    .from(productImages)
    .leftJoin(media, eq(media.url, productImages.url))
    .where(sql`${productImages.product_id} = any(${sql.placeholder("ids")}::int[])`)
    .orderBy(desc(productImages.is_primary), asc(productImages.position), asc(productImages.id))
    .prepare("product_images_of"),
);

/** The images of many products in one query (every product list, the cart, the wishlist). */
export async function loadImages(db: Db, productIds: number[]): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await imagesOf(db).execute({ ids: [...new Set(productIds)] });
  for (const { product_id, widths, ...image } of rows) {
    const list = byProduct.get(product_id) ?? [];
    list.push({ ...image, srcset: srcsetOf(image.image, image.width, widths) });
    byProduct.set(product_id, list);
  }
  return byProduct;
}

export function toProduct(
  row: ProductRow,
  images: ProductImage[] = [],
  view: ProductView = { language: DEFAULT_LANGUAGE },
): Product {
  const { category_original_language, category_translations, translations, ...columns } = row;
  const category = servedTexts(
    {
      name: row.category_name,
      original_language: category_original_language,
      translations: category_translations,
    },
    ["name"],
    view.language,
  );
  return {
    ...columns,
    ...servedTexts(row, TEXTS, view.language),
    ...(view.admin && { translations: allTranslations(row, TEXTS) }),
    category_name: category.name,
    price: francsToDecimal(row.price),
    original_price: row.original_price === null ? null : francsToDecimal(row.original_price),
    images,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Rows plus their images (one extra query for the whole list), as served. */
export async function withImages(db: Db, rows: ProductRow[], view?: ProductView): Promise<Product[]> {
  const images = await loadImages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProduct(row, images.get(row.id), view));
}

/** One product as served, or null. Administrators also see inactive products. */
export async function findProduct(db: Db, id: number, view: ProductView): Promise<Product | null> {
  const includeInactive = view.admin === true;
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(eq(products.id, id));
  if (!row || (!row.is_active && !includeInactive)) return null;
  const [product] = await withImages(db, [row], view);
  return product ?? null;
}
