import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, itemMedia, items } from "../../../db/schema/collections.ts";
import { checkKey } from "../../../media/store/media-store.ts";
import { openToEveryone } from "../protocols/visibility.ts";

/**
 * The stored master of an item picture everyone may see (published item and collection, public
 * item and file under the cultural protocols, decision 162), by its media id; null for anything
 * else, which the image service answers 404 like an unknown id. Asked on every request the
 * service computes, and for info.json: a picture made restricted stops at once, before the move
 * of its files to the private area (decision 199) has run.
 */
export async function publicPicture(db: Db, mediaId: string): Promise<{ key: string } | null> {
  const [row] = await db
    .select({ key: itemMedia.key })
    .from(itemMedia)
    .innerJoin(items, eq(items.id, itemMedia.item_id))
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(and(eq(itemMedia.public_id, mediaId), eq(itemMedia.kind, "image"), openToEveryone()));
  if (!row) return null;
  try {
    return { key: checkKey(row.key) };
  } catch {
    return null;
  }
}
