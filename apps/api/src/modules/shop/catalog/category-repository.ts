import type { Category } from "@heritage/domain/catalog";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { categories, media, products } from "../../../db/schema/catalog.ts";
import { allTranslations, servedTexts } from "../../../lib/content-language.ts";
import { parseId } from "../../../lib/http-schemas.ts";
import { srcsetOf } from "../../../media/responsive-widths.ts";
import type { ProductView } from "./product-view.ts";
import { insertedTranslations, type TranslationInput, updatedTranslations } from "./translation-columns.ts";

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  image: categories.image,
  created_at: categories.created_at,
  updated_at: categories.updated_at,
  version: categories.version,
  // Only what a visitor can buy is counted.
  product_count: sql<number>`cast(count(${products.id}) as integer)`,
  original_language: categories.original_language,
  translations: categories.translations,
  // The picture's stored widths (decision 195), when it is one of ours.
  image_width: media.width,
  image_widths: media.widths,
};

type CategoryRow = Awaited<ReturnType<typeof selectCategories>>[number];
const TEXTS = ["name", "description"] as const;

function toCategory(row: CategoryRow, view: ProductView): Category {
  const { translations: _stored, image_width, image_widths, ...columns } = row;
  return {
    ...columns,
    image_srcset: row.image === null ? null : srcsetOf(row.image, image_width, image_widths),
    ...servedTexts(row, TEXTS, view.language),
    ...(view.admin && { translations: allTranslations(row, TEXTS) }),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function selectCategories(db: Db, where?: SQL) {
  return db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(products, and(eq(products.category_id, categories.id), eq(products.is_active, true)))
    .leftJoin(media, eq(media.url, categories.image))
    .where(where)
    .groupBy(categories.id, media.id);
}

/** Every category with its count of active products, in one grouped query. */
export async function listCategories(db: Db, view: ProductView): Promise<Category[]> {
  const rows = await selectCategories(db).orderBy(asc(categories.name), asc(categories.id));
  return rows.map((row) => toCategory(row, view));
}

/** By id, or by slug in any case; an id wins over a category whose slug looks like one. */
export async function findCategory(db: Db, idOrSlug: string, view: ProductView): Promise<Category | null> {
  // PostgreSQL text cannot hold U+0000: no slug has one.
  if (idOrSlug.includes("\u0000")) return null;
  const id = parseId(idOrSlug);
  const bySlug = sql`lower(${categories.slug}) = lower(${idOrSlug})`;
  const [row] = await selectCategories(
    db,
    id === null ? bySlug : sql`(${categories.id} = ${id} or ${bySlug})`,
  )
    .orderBy(desc(sql`${categories.id} = ${id ?? 0}`))
    .limit(1);
  return row ? toCategory(row, view) : null;
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.slug}) = lower(${slug})`);
  return Boolean(row && row.id !== exceptId);
}

export interface CategoryFields extends TranslationInput {
  name: string;
  slug: string;
  description: string;
  image: string;
}

export async function insertCategory(db: Db, fields: CategoryFields): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({ ...fields, ...insertedTranslations(fields) })
    .returning({ id: categories.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** False when the category is gone or no longer at `version` (checked by the UPDATE itself). */
export async function updateCategory(
  db: Db,
  id: number,
  fields: Partial<CategoryFields>,
  version?: number,
): Promise<boolean> {
  const rows = await db
    .update(categories)
    .set({ ...fields, ...updatedTranslations(fields, categories), updated_at: sql`now()` })
    .where(and(eq(categories.id, id), version === undefined ? undefined : eq(categories.version, version)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Products of any state that still point at the category (the foreign key restricts deletes). */
export async function countProductsIn(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(eq(products.category_id, id));
  return Number(row?.value ?? 0);
}

/** The deleted category's picture, or null when there was no such category. */
export async function deleteCategory(db: Db, id: number): Promise<{ image: string | null } | null> {
  const [row] = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ image: categories.image });
  return row ?? null;
}
