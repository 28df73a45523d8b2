import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { products } from "../../../db/schema/catalog.ts";
import { items } from "../../../db/schema/collections.ts";
import { creatorItems, creators } from "../../../db/schema/community.ts";
import { users } from "../../../db/schema/users.ts";
import { listItems } from "../collections/item-list.ts";
import { productCardColumns } from "../protocols/item-extras.ts";
import type { Viewer } from "../protocols/visibility.ts";

/**
 * What the public maker page (/makers/{slug}) shows: the creator and their avatar, their published
 * items as this reader may see them (public reads only, the same visibility as every public list), and
 * their active products, newest first. Undefined when no creator has that slug.
 */
export async function readMakerPage(db: Db, slug: string, viewer: Viewer) {
  const [found] = await db
    .select({ creator: creators, avatar: users.avatar })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.user_id))
    .where(eq(creators.slug, slug));
  if (!found) return undefined;
  const { rows } = await listItems(
    db,
    { page_size: 100, status: "published", ordering: "newest" },
    false,
    sql`${items.id} in (select ${creatorItems.item_id} from ${creatorItems} where ${creatorItems.creator_id} = ${found.creator.id})`,
    undefined,
    viewer,
  );
  const made = await db
    .select(productCardColumns)
    .from(products)
    .where(and(eq(products.maker_id, found.creator.id), eq(products.is_active, true)))
    .orderBy(desc(products.id))
    .limit(48);
  return { ...found, rows, made };
}
