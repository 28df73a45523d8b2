import type { ItemQuery } from "@heritage/domain/collections-query";
import { and, eq, exists, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { collections, institutions, itemMedia, items } from "../../../db/schema/collections.ts";
import { searchWords } from "../../../lib/search-words.ts";
import {
  itemProtocolAllows,
  itemVisibleTo,
  mediaProtocolAllows,
  VISITOR,
  type Viewer,
} from "../protocols/visibility.ts";

/**
 * The repository's filters and search in SQL (decision 111). Every condition reads the
 * items ⋈ collections ⋈ institutions join. Search: each word must appear in some DC value,
 * community, place or period in any language (ILIKE on `search_text`, trigram index), or be a near
 * miss of a word there (`<%`, same index) — so "imigngo" finds Imigongo.
 */
export type Facet =
  | "type"
  | "collection"
  | "institution"
  | "community"
  | "period"
  | "language"
  | "has_media"
  | "subject";

const contains = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether the item has a file `viewer` may see (counts and filters never reveal hidden files). */
export const hasMedia = (viewer: Viewer) =>
  exists(
    sql`(select 1 from ${itemMedia} where ${itemMedia.item_id} = ${items.id} and ${mediaProtocolAllows(viewer)})`,
  );

function searchCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(ilike(items.search_text, contains(word)), sql`${word} <% ${items.search_text}`),
    ),
  );
}

/**
 * Who sees what: public reads show published items of published collections; an own list (an
 * admin's, a creator's own items) picks a status instead. Either way the cultural protocols decide
 * with `viewer` (protocols/visibility.ts): a list that shows drafts never shows what the reader may
 * not see, so only an admin's reads show every level.
 */
function visibility(query: ItemQuery, anyStatus: boolean, viewer: Viewer): SQL | undefined {
  if (!anyStatus) return itemVisibleTo(viewer);
  const notDeleted = isNull(items.deleted_at);
  const status =
    query.status === "published"
      ? eq(items.published, true)
      : query.status === "draft"
        ? eq(items.published, false)
        : undefined;
  return and(notDeleted, status, itemProtocolAllows(viewer));
}

/** Every condition of the query; `except` leaves one facet's own filter out (its counts ignore it). */
export function itemConditions(
  query: ItemQuery,
  anyStatus: boolean,
  except?: Facet,
  viewer: Viewer = VISITOR,
): SQL | undefined {
  const is = (facet: Facet) => except !== facet;
  return and(
    visibility(query, anyStatus, viewer),
    searchCondition(searchWords(query.search)),
    query.type && is("type") ? eq(items.type, query.type) : undefined,
    query.collection && is("collection") ? eq(collections.slug, query.collection) : undefined,
    query.institution && is("institution") ? eq(institutions.slug, query.institution) : undefined,
    query.community && is("community") ? eq(items.community, query.community) : undefined,
    query.period && is("period") ? eq(items.period, query.period) : undefined,
    query.language && is("language")
      ? sql`${items.dc_language} @> array[${query.language}]::text[]`
      : undefined,
    query.subject && is("subject") ? sql`${items.dc_subject} @> array[${query.subject}]::text[]` : undefined,
    query.featured ? eq(items.featured, query.featured === "true") : undefined,
    query.has_media && is("has_media")
      ? query.has_media === "true"
        ? hasMedia(viewer)
        : sql`not ${hasMedia(viewer)}`
      : undefined,
  );
}

/**
 * Best first when searching: the whole term inside a title (any language), then how closely the
 * term matches part of a title, then part of any value; else newest or by title.
 */
export function itemOrder(query: ItemQuery): SQL[] {
  const words = searchWords(query.search);
  const title = sql`lower(${items.dc_title}[1])`;
  if (query.ordering === "newest") return [sql`${items.published_at} desc nulls last`, sql`${items.id} desc`];
  if (words.length === 0 || query.ordering === "title") return [sql`${title} asc`, sql`${items.id} asc`];
  const term = words.join(" ");
  return [
    sql`case when ${items.title_text} like ${contains(term)} then 0 else 1 end`,
    sql`word_similarity(${term}, ${items.title_text}) + word_similarity(${term}, ${items.search_text}) / 2 desc`,
    sql`${title} asc`,
    sql`${items.id} asc`,
  ];
}
