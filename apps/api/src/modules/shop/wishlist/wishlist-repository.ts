import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { wishlistEntries } from "../../../db/schema/cart.ts";
import { categories, products } from "../../../db/schema/catalog.ts";
import { type ProductRow, productColumns } from "../catalog/product-view.ts";

/**
 * Flips the shopper's heart on the product in one statement and returns it: true when wished now,
 * false when taken off, null when nothing changed (no such product, or an inactive one that is
 * not wished: it can be taken off but not put on). Concurrent toggles queue on the row (the
 * upsert waits for the other's insert or update, then flips what that one left).
 */
export async function flipWish(
  db: Db,
  userId: number,
  productId: number,
  now: Date,
): Promise<boolean | null> {
  const result = await db.execute<{ wished: boolean }>(sql`
    insert into ${wishlistEntries} as w (user_id, product_id, wished, created_at)
    select ${userId}, p.id, true, ${now} from ${products} p
    where p.id = ${productId}
      and (p.is_active or exists (
        select 1 from ${wishlistEntries} e
        where e.user_id = ${userId} and e.product_id = ${productId} and e.wished))
    on conflict (user_id, product_id) do update
      set wished = not w.wished, created_at = excluded.created_at
      where w.wished or (select p.is_active from ${products} p where p.id = ${productId})
    returning w.wished`);
  const row = rowsOf<{ wished: boolean }>(result)[0];
  return row ? row.wished : null;
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
    .where(and(eq(wishlistEntries.user_id, userId), eq(wishlistEntries.wished, true)))
    .orderBy(desc(wishlistEntries.created_at), desc(products.id));
}
