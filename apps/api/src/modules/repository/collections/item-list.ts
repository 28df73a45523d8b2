import type { ItemQuery } from "@heritage/domain/collections-query";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "@heritage/domain/constants";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, institutions, itemMedia, items } from "../../../db/schema/collections.ts";
import { itemVisibleTo, mediaProtocolAllows, VISITOR, type Viewer } from "../protocols/visibility.ts";
import { type Facet, hasMedia, itemConditions, itemOrder } from "./item-filters.ts";
import type { ItemListRow } from "./item-view.ts";

/** A page of items with their total and the facet counts of the query (decision 111). */

/** The first picture `viewer` may see, as "<access>:<key>" (a file not public is served signed). */
const firstImage = (viewer: Viewer) =>
  sql<
    string | null
  >`(select ${itemMedia.access} || ':' || coalesce(${itemMedia.thumbnail_key}, ${itemMedia.preview_key}, ${itemMedia.key}) from ${itemMedia} where ${itemMedia.item_id} = ${items.id} and ${itemMedia.kind} = 'image' and ${mediaProtocolAllows(viewer)} order by ${itemMedia.position}, ${itemMedia.id} limit 1)`;
/** Only the files `viewer` may see are counted (a count must not reveal a hidden file). */
const mediaCount = (viewer: Viewer) =>
  sql<number>`(select count(*)::int from ${itemMedia} where ${itemMedia.item_id} = ${items.id} and ${mediaProtocolAllows(viewer)})`;

function joined<T extends Record<string, unknown>>(db: Db, fields: T) {
  return db
    .select(fields as never)
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .innerJoin(institutions, eq(institutions.id, items.institution_id));
}

export function pageOfQuery(query: ItemQuery) {
  const page = query.page ?? 1;
  const size = Math.min(query.page_size ?? PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}

/**
 * `extra` narrows further (one slug, related items); `order` replaces the query's ordering.
 * `anyStatus`: an own list (drafts included) rather than the public rule. `viewer` is who reads,
 * always: the cultural protocols decide with it (an admin's lists pass ADMIN), files and counts too.
 */
export async function listItems(
  db: Db,
  query: ItemQuery,
  anyStatus: boolean,
  extra?: SQL,
  order?: SQL[],
  viewer: Viewer = VISITOR,
) {
  const where = and(itemConditions(query, anyStatus, undefined, viewer), extra);
  const { size, offset } = pageOfQuery(query);
  const fields = {
    item: items,
    collection: {
      public_id: collections.public_id,
      slug: collections.slug,
      title: collections.title,
      original_language: collections.original_language,
      translations: collections.translations,
    },
    institution: {
      public_id: institutions.public_id,
      slug: institutions.slug,
      name: institutions.name,
      original_language: institutions.original_language,
      translations: institutions.translations,
    },
    thumbnail_key: firstImage(viewer),
    media_count: mediaCount(viewer),
    /** Whether a visitor may see the item now: only then are its public files at plain URLs. */
    open_to_all: sql<boolean>`(${itemVisibleTo(VISITOR)})`,
  };
  const [rows, [total]] = await Promise.all([
    joined(db, fields)
      .where(where)
      .orderBy(...(order ?? itemOrder(query)))
      .limit(size)
      .offset(offset) as unknown as Promise<ItemListRow[]>,
    joined(db, { total: count() }).where(where) as unknown as Promise<{ total: number }[]>,
  ]);
  return { rows, total: total?.total ?? 0 };
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

async function groupCounts(
  db: Db,
  query: ItemQuery,
  anyStatus: boolean,
  viewer: Viewer,
  facet: Facet,
  value: SQL,
  label: SQL,
) {
  const rows = (await joined(db, { value, label, count: count() })
    .where(itemConditions(query, anyStatus, facet, viewer))
    .groupBy(value, label)
    .orderBy(sql`count(*) desc`, value)
    .limit(50)) as unknown as FacetValue[];
  return rows.filter((row) => row.value !== null);
}

/**
 * How many items each value of each facet would give with the other filters kept (a facet's own
 * filter is left out of its counts, so the reader sees what else they could pick).
 */
export async function itemFacets(db: Db, query: ItemQuery, anyStatus: boolean, viewer: Viewer = VISITOR) {
  const group = (facet: Facet, value: SQL, label: SQL = value) =>
    groupCounts(db, query, anyStatus, viewer, facet, value, label);
  // A repeatable element counts each of its values once per item.
  const values = (facet: "language" | "subject", column: SQL) =>
    joined(db, { value: sql<string>`v.value`, count: count() })
      .innerJoin(sql`lateral unnest(${column}) as v(value)`, sql`true`)
      .where(itemConditions(query, anyStatus, facet, viewer))
      .groupBy(sql`v.value`)
      .orderBy(sql`count(*) desc`, sql`v.value`)
      .limit(50) as unknown as Promise<{ value: string; count: number }[]>;
  const [type, collection, institution, community, period, languages, media, subjects] = await Promise.all([
    group("type", sql`${items.type}`),
    group("collection", sql`${collections.slug}`, sql`${collections.title}`),
    group("institution", sql`${institutions.slug}`, sql`${institutions.name}`),
    group("community", sql`${items.community}`),
    group("period", sql`${items.period}`),
    values("language", sql`${items.dc_language}`),
    joined(db, {
      value: sql<string>`case when ${hasMedia(viewer)} then 'true' else 'false' end`,
      count: count(),
    })
      .where(itemConditions(query, anyStatus, "has_media", viewer))
      .groupBy(sql`1`) as unknown as Promise<{ value: string; count: number }[]>,
    values("subject", sql`${items.dc_subject}`),
  ]);
  return {
    type,
    collection,
    institution,
    community,
    period,
    language: languages.map((row) => ({ ...row, label: row.value })),
    has_media: media.map((row) => ({ ...row, label: row.value })),
    subject: subjects.map((row) => ({ ...row, label: row.value })),
  };
}
