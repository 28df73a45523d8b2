import { and, asc, eq, gt, gte, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, institutions, itemMedia, items } from "../../../db/schema/collections.ts";
import { itemVisibleTo, mediaProtocolAllows, VISITOR, type Viewer } from "../protocols/visibility.ts";

/**
 * Reads for what publishes the repository to others (IIIF, OAI-PMH): only what the public may see,
 * plus tombstones for harvesters. Contract: /work/helpers/collections-contract.md, decision 110.
 */

export type MediaRow = typeof itemMedia.$inferSelect;

/** A stored file's public URL: every key is a path under the media directory, served at /media/. */
export const mediaKeyUrl = (key: string) => `/media/${key}`;

export { publiclyVisible } from "../protocols/visibility.ts";

/**
 * An item everyone may see (published, undeleted, public under the cultural protocols) by its
 * public id, with its collection, institution and its public files in order: what IIIF shares.
 */
export async function findPublishedItem(db: Db, publicId: string) {
  const [found] = await db
    .select({ item: items, collection: collections, institution: institutions })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .innerJoin(institutions, eq(institutions.id, items.institution_id))
    .where(and(eq(items.public_id, publicId), itemVisibleTo(VISITOR)));
  if (!found) return undefined;
  const media = await mediaOfItem(db, found.item.id, VISITOR);
  return { ...found, media };
}

/** The item's files that `viewer` may see (admins: all), in order. */
export async function mediaOfItem(db: Db, itemId: number, viewer: Viewer): Promise<MediaRow[]> {
  const rows = await db
    .select({ media: itemMedia })
    .from(itemMedia)
    .innerJoin(items, eq(items.id, itemMedia.item_id))
    .where(and(eq(itemMedia.item_id, itemId), mediaProtocolAllows(viewer)))
    .orderBy(asc(itemMedia.position), asc(itemMedia.id));
  return rows.map((row) => row.media);
}

export interface HarvestWindow {
  from?: Date;
  until?: Date;
  /** A published collection's public id (OAI-PMH set). */
  collection?: string;
  /** Resume after this (updated_at, id). */
  after?: { updated_at: Date; id: number };
  limit: number;
}

/**
 * Items in datestamp order (updated_at, id) for OAI-PMH: every item that was ever published.
 * `deleted` is true for those deleted or unpublished since (report them as deleted, persistent).
 */
export async function listHarvestItems(db: Db, window: HarvestWindow) {
  const rows = await db
    .select({
      item: items,
      collection_public_id: collections.public_id,
      collection_published: collections.published,
    })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(
      and(
        isNotNull(items.published_at),
        window.from ? gte(items.updated_at, window.from) : undefined,
        window.until ? lte(items.updated_at, window.until) : undefined,
        window.collection ? eq(collections.public_id, window.collection) : undefined,
        window.after
          ? or(
              gt(items.updated_at, window.after.updated_at),
              and(eq(items.updated_at, window.after.updated_at), gt(items.id, window.after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(items.updated_at), asc(items.id))
    .limit(window.limit);
  return rows.map((row) => ({
    ...row,
    deleted: row.item.deleted_at !== null || !row.item.published || !row.collection_published,
  }));
}

/** Published, undeleted collections with their institution (OAI-PMH sets, IIIF collections). */
export async function listPublishedCollections(db: Db) {
  return db
    .select({ collection: collections, institution: institutions })
    .from(collections)
    .innerJoin(institutions, eq(institutions.id, collections.institution_id))
    .where(and(eq(collections.published, true), isNull(collections.deleted_at)))
    .orderBy(asc(collections.title), asc(collections.id));
}
