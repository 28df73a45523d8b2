import type { ProductInput } from "@heritage/domain/catalog";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { categories, productImages, products } from "../../../db/schema/catalog.ts";

import type { StoredImage } from "../../../media/image-references.ts";
import { insertedTranslations, updatedTranslations } from "./translation-columns.ts";

type ProductFields = Omit<ProductInput, "uploaded_images">;
/** Columns a caller sets beside the form's: a maker's listing state and shop (decision 241). */
export type ProductExtras = Partial<
  Pick<typeof products.$inferInsert, "seller_id" | "maker_id" | "listing" | "listing_comment" | "is_active">
>;
type PlainFields = Omit<ProductFields, "original_language" | "translations">;

/** Product columns from the validated form (the rating is the reviews', migration 0031). */
function toColumns(input: Partial<PlainFields>) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.price !== undefined && { price: input.price }),
    ...(input.original_price !== undefined && { original_price: input.original_price }),
    ...(input.condition !== undefined && { condition: input.condition }),
    ...(input.stock !== undefined && { stock: input.stock }),
    ...(input.category !== undefined && { category_id: input.category }),
    ...(input.is_featured !== undefined && { is_featured: input.is_featured }),
    ...(input.is_active !== undefined && { is_active: input.is_active }),
  };
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(row);
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return Boolean(row);
}

/** Both URLs of each of a product's pictures. */
export async function productImageUrls(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .select({ url: productImages.url, thumbnail_url: productImages.thumbnail_url })
    .from(productImages)
    .where(eq(productImages.product_id, productId));
  return rows.flatMap((row) => [row.url, row.thumbnail_url]);
}

/** Replaces a product's images with `images`, in order; the first is the primary one. */
async function replaceImages(tx: Db, productId: number, images: StoredImage[]): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.product_id, productId));
  if (images.length === 0) return;
  await tx.insert(productImages).values(
    images.map((image, position) => ({
      product_id: productId,
      url: image.url,
      thumbnail_url: image.thumbnail_url,
      position,
      is_primary: position === 0,
    })),
  );
}

/** The product and its images in one transaction. */
export async function insertProduct(
  db: Db,
  input: ProductFields,
  images: StoredImage[],
  extras: ProductExtras = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        ...toColumns(input),
        ...insertedTranslations(input),
        name: input.name,
        price: input.price,
        category_id: input.category,
        ...extras,
      })
      .returning({ id: products.id });
    if (!row) throw new Error("insert returned no row");
    await replaceImages(tx, row.id, images);
    return row.id;
  });
}

/**
 * Changes the given fields, and the images when a list is given, in one transaction; false when
 * the product is gone or no longer at `version`. The version is checked by the UPDATE itself, so
 * a concurrent write (an order's stock) either lands before it and fails it, or waits for it.
 */
export async function updateProduct(
  db: Db,
  id: number,
  changes: Partial<ProductFields>,
  images: StoredImage[] | undefined,
  version?: number,
  extras: ProductExtras = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({
        ...toColumns(changes),
        ...updatedTranslations(changes, products),
        ...extras,
        updated_at: sql`now()`,
      })
      .where(and(eq(products.id, id), version === undefined ? undefined : eq(products.version, version)))
      .returning({ id: products.id });
    if (!row) return false;
    if (images) await replaceImages(tx, id, images);
    return true;
  });
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

/**
 * The product's fields in the shape a write sends them (the form's input), with its version:
 * what a stale save is merged onto (decision 232).
 */
export async function productAsInput(
  db: Db,
  id: number,
): Promise<{ version: number; values: Record<string, unknown> } | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const images = await db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.product_id, id))
    .orderBy(productImages.position, productImages.id);
  return {
    version: row.version,
    values: {
      name: row.name,
      description: row.description,
      price: row.price,
      original_price: row.original_price,
      condition: row.condition,
      stock: row.stock,
      category: row.category_id,
      is_featured: row.is_featured,
      is_active: row.is_active,
      original_language: row.original_language,
      translations: row.translations,
      uploaded_images: images.map((image) => image.url),
    },
  };
}
