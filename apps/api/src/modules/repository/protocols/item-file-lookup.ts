import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, itemMedia, items } from "../../../db/schema/collections.ts";

/**
 * Whether `key` is one of an item's files (the original, its preview, thumbnail or captions) and
 * `allowed` (a rule of visibility.ts) lets it out. The plain file paths (file-gate.ts) and the
 * signed route (file-routes.ts) ask the same question with a different rule.
 */
export async function itemFileAllowed(db: Db, key: string, allowed: SQL): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(itemMedia)
    .innerJoin(items, eq(items.id, itemMedia.item_id))
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(
      and(
        or(
          eq(itemMedia.key, key),
          eq(itemMedia.preview_key, key),
          eq(itemMedia.thumbnail_key, key),
          eq(itemMedia.captions_key, key),
        ),
        allowed,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
