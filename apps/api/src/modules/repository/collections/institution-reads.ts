import { MAX_PAGE_SIZE, PAGE_SIZE } from "@heritage/domain/constants";
import type { InstitutionQuery } from "@heritage/domain/institutions-query";
import type { Language } from "@heritage/domain/languages";
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, institutions, items } from "../../../db/schema/collections.ts";
import { institutionExhibitions } from "../../../db/schema/exhibitions.ts";
import { searchWords } from "../../../lib/search-words.ts";
import { itemVisibleTo, type Viewer } from "../protocols/visibility.ts";
import { textIn } from "./item-view.ts";

/**
 * Institutions as the public reads them (decision 114): the museums list and a museum's page.
 * Pages, search and facets in SQL; item counts go through the cultural protocols (decision 162), so
 * an item the reader may not see is never counted.
 */

type InstitutionRow = typeof institutions.$inferSelect;
type Facet = "kind" | "category";

const contains = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word in the name, place, descriptions or a translation of them, or a near miss of the name. */
function searchCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const texts = sql`(${institutions.name} || ' ' || coalesce(${institutions.place_name}, '') || ' ' || ${institutions.description} || ' ' || ${institutions.long_description} || ' ' || ${institutions.translations}::text)`;
  return and(...words.map((word) => or(ilike(texts, contains(word)), sql`${word} <% ${institutions.name}`)));
}

function conditions(query: InstitutionQuery, except?: Facet): SQL | undefined {
  return and(
    isNull(institutions.deleted_at),
    searchCondition(searchWords(query.search)),
    query.kind && except !== "kind" ? eq(institutions.kind, query.kind) : undefined,
    query.category && except !== "category" ? eq(institutions.category, query.category) : undefined,
  );
}

async function facet(db: Db, query: InstitutionQuery, name: Facet) {
  const column = name === "kind" ? institutions.kind : institutions.category;
  const rows = await db
    .select({ value: column, count: count() })
    .from(institutions)
    .where(and(conditions(query, name), sql`${column} is not null`))
    .groupBy(column)
    .orderBy(sql`count(*) desc`, column);
  return rows.map((row) => ({ value: String(row.value), count: row.count }));
}

/** How many visible items and published collections each institution holds, for `viewer`. */
async function holdings(db: Db, ids: number[], viewer: Viewer) {
  if (ids.length === 0)
    return { itemCounts: new Map<number, number>(), collectionCounts: new Map<number, number>() };
  const [itemRows, collectionRows] = await Promise.all([
    db
      .select({ id: items.institution_id, count: count() })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collection_id))
      .where(and(inArray(items.institution_id, ids), itemVisibleTo(viewer)))
      .groupBy(items.institution_id),
    db
      .select({ id: collections.institution_id, count: count() })
      .from(collections)
      .where(
        and(
          inArray(collections.institution_id, ids),
          eq(collections.published, true),
          isNull(collections.deleted_at),
        ),
      )
      .groupBy(collections.institution_id),
  ]);
  return {
    itemCounts: new Map(itemRows.map((row) => [row.id, row.count])),
    collectionCounts: new Map(collectionRows.map((row) => [row.id, row.count])),
  };
}

export function institutionPageOf(query: InstitutionQuery) {
  const page = query.page ?? 1;
  const size = Math.min(query.page_size ?? PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}

export async function listPublicInstitutions(db: Db, query: InstitutionQuery, viewer: Viewer) {
  const where = conditions(query);
  const { size, offset } = institutionPageOf(query);
  const [rows, [total], category, kind] = await Promise.all([
    db
      .select()
      .from(institutions)
      .where(where)
      .orderBy(asc(institutions.position), asc(institutions.name), asc(institutions.id))
      .limit(size)
      .offset(offset),
    db.select({ total: count() }).from(institutions).where(where),
    facet(db, query, "category"),
    facet(db, query, "kind"),
  ]);
  const { itemCounts, collectionCounts } = await holdings(
    db,
    rows.map((row) => row.id),
    viewer,
  );
  return {
    rows: rows.map((institution) => ({
      institution,
      item_count: itemCounts.get(institution.id) ?? 0,
      collection_count: collectionCounts.get(institution.id) ?? 0,
    })),
    total: total?.total ?? 0,
    facets: { category, kind },
  };
}

export async function findPublicInstitution(db: Db, slug: string, viewer: Viewer) {
  const [institution] = await db
    .select()
    .from(institutions)
    .where(and(eq(institutions.slug, slug), isNull(institutions.deleted_at)));
  if (!institution) return undefined;
  const { itemCounts } = await holdings(db, [institution.id], viewer);
  const [exhibitions, held] = await Promise.all([
    db
      .select()
      .from(institutionExhibitions)
      .where(eq(institutionExhibitions.institution_id, institution.id))
      .orderBy(asc(institutionExhibitions.position), asc(institutionExhibitions.id)),
    // Its published collections, each with the items the reader may see.
    db
      .select({ collection: collections, item_count: sql<number>`count(${items.id})::int` })
      .from(collections)
      .leftJoin(items, and(eq(items.collection_id, collections.id), itemVisibleTo(viewer)))
      .where(
        and(
          eq(collections.institution_id, institution.id),
          eq(collections.published, true),
          isNull(collections.deleted_at),
        ),
      )
      .groupBy(collections.id)
      .orderBy(asc(collections.title), asc(collections.id)),
  ]);
  return {
    institution,
    item_count: itemCounts.get(institution.id) ?? 0,
    collection_count: held.length,
    exhibitions,
    collections: held,
  };
}

type ExhibitionRow = typeof institutionExhibitions.$inferSelect;

export function exhibitionView(row: ExhibitionRow, language: Language) {
  const translated = language === row.original_language || Boolean(row.translations[language]?.title);
  return {
    id: row.id,
    title: textIn(row, "title", row.title, language),
    description: textIn(row, "description", row.description, language),
    type: row.type,
    duration: textIn(row, "duration", row.duration, language),
    featured: row.featured,
    language: translated ? language : row.original_language,
    original_language: row.original_language,
    translated,
  };
}

export type { InstitutionRow };
