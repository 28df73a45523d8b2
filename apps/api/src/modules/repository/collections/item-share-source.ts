import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, itemMedia, items } from "../../../db/schema/collections.ts";
import { checkKey } from "../../../media/store/media-store.ts";
import { openToEveryone } from "../protocols/visibility.ts";

/**
 * The stored picture an item's link preview is cut from (decision 254): its first picture open to
 * everyone, by the item's slug, as its page shows it first (the 1600 px preview when there is one,
 * else the master). Null for an item a visitor may not read (community, restricted, sacred, a draft,
 * a hidden collection), for a picture that is not public, and for an item with no picture: the rule is
 * the cultural protocols' own (decision 162), asked on every request.
 */
export async function itemShareSource(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ key: itemMedia.key, preview: itemMedia.preview_key })
    .from(itemMedia)
    .innerJoin(items, eq(items.id, itemMedia.item_id))
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(and(eq(items.slug, slug), eq(itemMedia.kind, "image"), openToEveryone()))
    .orderBy(asc(itemMedia.position), asc(itemMedia.id))
    .limit(1);
  if (!row) return null;
  try {
    return checkKey(row.preview ?? row.key);
  } catch {
    return null;
  }
}
