import type { Category } from "@heritage/domain/catalog";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, products } from "../../db/schema/catalog.ts";
import { parseId } from "./error-schemas.ts";

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  image: categories.image,
  created_at: categories.created_at,
  updated_at: categories.updated_at,
  // Only what a visitor can buy is counted.
  product_count: sql<number>`cast(count(${products.id}) as integer)`,
};

type CategoryRow = Omit<Category, "created_at" | "updated_at"> & { created_at: Date; updated_at: Date };

function toCategory(row: CategoryRow): Category {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

function selectCategories(db: Db, where?: SQL) {
  return db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(products, and(eq(products.category_id, categories.id), eq(products.is_active, true)))
    .where(where)
    .groupBy(categories.id);
}

/** Every category with its count of active products, in one grouped query. */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await selectCategories(db).orderBy(asc(categories.name), asc(categories.id));
  return rows.map(toCategory);
}

/** By id, or by slug in any case; an id wins over a category whose slug looks like one. */
export async function findCategory(db: Db, idOrSlug: string): Promise<Category | null> {
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
  return row ? toCategory(row) : null;
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.slug}) = lower(${slug})`);
  return Boolean(row && row.id !== exceptId);
}

export interface CategoryFields {
  name: string;
  slug: string;
  description: string;
  image: string;
}

export async function insertCategory(db: Db, fields: CategoryFields): Promise<number> {
  const [row] = await db.insert(categories).values(fields).returning({ id: categories.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateCategory(db: Db, id: number, fields: Partial<CategoryFields>): Promise<boolean> {
  const rows = await db
    .update(categories)
    .set({ ...fields, updated_at: sql`now()` })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Products of any state that still point at the category (the foreign key restricts deletes). */
export async function countProductsIn(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(eq(products.category_id, id));
  return Number(row?.value ?? 0);
}

export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}
