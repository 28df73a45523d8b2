import { and, asc, count, eq, exists, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, itemMedia, items } from "../../../db/schema/collections.ts";
import { itemVisibleTo, VISITOR } from "../protocols/visibility.ts";
import { manifestUrl } from "./item-manifest.ts";

/**
 * IIIF Change Discovery API 1.0 (https://iiif.io/api/discovery/1.0/, decision 248): an Activity
 * Streams OrderedCollection of what happened to this server's manifests, oldest first, in pages,
 * so that an aggregator reads from the last page back to where it stopped.
 *
 * Each manifest's most recent activity only (§2.2 allows it), read from the items themselves: an
 * item everyone may see with a public picture is an `Update` at its datestamp; one that was ever
 * public and is not now (restricted, community, deleted, unpublished, its collection withdrawn,
 * its pictures gone or hidden) is a `Delete` at its datestamp. So an item made restricted moves to
 * the end as a Delete and no Update of it remains anywhere in the stream; nothing of it but its
 * manifest's address is said.
 */

export const DISCOVERY_CONTEXT = "http://iiif.io/api/discovery/1/context.json";
export const PAGE_SIZE = 100;

export const discoveryCollectionUrl = (base: string) => `${base}/iiif/discovery/collection.json`;
export const discoveryPageUrl = (base: string, page: number) => `${base}/iiif/discovery/page/${page}.json`;

/** The item's datestamp, as OAI-PMH's: the later of its own change and its collection's. */
const datestamp = sql<string>`greatest(${items.updated_at}, ${collections.updated_at})`;

/** Whether the item's manifest exists now (itemManifest answers it): visible, with a public picture. */
const manifestServed = () =>
  and(
    itemVisibleTo(VISITOR),
    exists(
      sql`(select 1 from ${itemMedia} where ${itemMedia.item_id} = ${items.id}
        and ${itemMedia.kind} = 'image' and ${itemMedia.access} = 'public')`,
    ),
  );

const everPublic = eq(items.ever_public, true);

export async function activityCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(everPublic);
  return Number(row?.n ?? 0);
}

/** The OrderedCollection: how many activities, and its first and last pages. */
export async function discoveryCollection(db: Db, base: string) {
  const total = await activityCount(db);
  const last = Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
  return {
    "@context": DISCOVERY_CONTEXT,
    id: discoveryCollectionUrl(base),
    type: "OrderedCollection",
    totalItems: total,
    first: { id: discoveryPageUrl(base, 0), type: "OrderedCollectionPage" },
    last: { id: discoveryPageUrl(base, last), type: "OrderedCollectionPage" },
  };
}

/** One OrderedCollectionPage (numbered from 0), or null past the last one. */
export async function discoveryPage(db: Db, base: string, page: number) {
  const total = await activityCount(db);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (!Number.isSafeInteger(page) || page < 0 || page >= pages) return null;
  const rows = await db
    .select({ publicId: items.public_id, stamp: datestamp, served: sql<boolean>`(${manifestServed()})` })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(everPublic)
    .orderBy(asc(datestamp), asc(items.id))
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  return {
    "@context": DISCOVERY_CONTEXT,
    id: discoveryPageUrl(base, page),
    type: "OrderedCollectionPage",
    partOf: { id: discoveryCollectionUrl(base), type: "OrderedCollection" },
    startIndex: page * PAGE_SIZE,
    ...(page > 0 ? { prev: { id: discoveryPageUrl(base, page - 1), type: "OrderedCollectionPage" } } : {}),
    ...(page < pages - 1
      ? { next: { id: discoveryPageUrl(base, page + 1), type: "OrderedCollectionPage" } }
      : {}),
    orderedItems: rows.map((row) => ({
      type: row.served ? "Update" : "Delete",
      object: { id: manifestUrl(base, row.publicId), type: "Manifest" },
      endTime: secondOf(row.stamp),
    })),
  };
}

/** xsd:dateTime in UTC to the second, as the specification's examples write it. */
function secondOf(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return `${date.toISOString().slice(0, 19)}Z`;
}
