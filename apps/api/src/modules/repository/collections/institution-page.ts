import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, institutions, items } from "../../../db/schema/collections.ts";
import { articles } from "../../../db/schema/content.ts";
import { itemVisibleTo, VISITOR, type Viewer } from "../protocols/visibility.ts";
import { listItems } from "./item-list.ts";

/** Notes on people (documents) whose dc:relation names this institution first, then others. */
export async function relatedNotes(db: Db, institutionName: string, pageSize: number, viewer: Viewer) {
  return listItems(
    db,
    { type: "document", page_size: pageSize },
    false,
    undefined,
    [
      sql`case when ${items.dc_relation} @> array[${institutionName}]::text[] then 0 else 1 end`,
      sql`lower(${items.dc_title}[1]) asc`,
      sql`${items.id} asc`,
    ],
    viewer,
  );
}

/** The repository's stats tiles: public items only, whoever asks (what the repository shows everyone). */
export async function repositoryStats(db: Db) {
  const [[held], [museums], [articleTotal]] = await Promise.all([
    db
      .select({
        items: count(),
        artworks: sql<number>`count(*) filter (where ${items.type} = 'artwork')::int`,
        books: sql<number>`count(*) filter (where ${items.type} = 'book')::int`,
        communities: sql<number>`count(distinct nullif(${items.community}, ''))::int`,
      })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collection_id))
      .where(itemVisibleTo(VISITOR)),
    db
      .select({ total: count() })
      .from(institutions)
      .where(and(eq(institutions.kind, "museum"), isNull(institutions.deleted_at))),
    db.select({ total: count() }).from(articles),
  ]);
  return {
    items: held?.items ?? 0,
    artworks: held?.artworks ?? 0,
    books: held?.books ?? 0,
    communities: held?.communities ?? 0,
    museums: museums?.total ?? 0,
    articles: articleTotal?.total ?? 0,
  };
}
