import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { wishlistEntries } from "../../db/schema/cart.ts";
import { categories, products } from "../../db/schema/catalog.ts";
import { type ProductRow, productColumns } from "../catalog/product-view.ts";

export async function removeEntry(db: Db, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.user_id, userId), eq(wishlistEntries.product_id, productId)))
    .returning({ product_id: wishlistEntries.product_id });
  return rows.length > 0;
}

/** Adds the entry; a second add of the same product (a double click) is a no-op. */
export async function addEntry(db: Db, userId: number, productId: number): Promise<void> {
  await db.insert(wishlistEntries).values({ user_id: userId, product_id: productId }).onConflictDoNothing();
}

export async function isActiveProduct(db: Db, productId: number): Promise<boolean | null> {
  const [row] = await db
    .select({ is_active: products.is_active })
    .from(products)
    .where(eq(products.id, productId));
  return row ? row.is_active : null;
}

/** The user's wishlisted products that are still on sale, the latest wish first. */
export async function listWishedProducts(db: Db, userId: number): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(wishlistEntries)
    .innerJoin(products, and(eq(products.id, wishlistEntries.product_id), eq(products.is_active, true)))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(eq(wishlistEntries.user_id, userId))
    .orderBy(desc(wishlistEntries.created_at), desc(products.id));
}
