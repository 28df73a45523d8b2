import type { ProductQuery } from "@heritage/domain/catalog";
import { NEW_ARRIVAL_DAYS } from "@heritage/domain/constants";
import { and, asc, count, desc, eq, gt, gte, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { categories, products } from "../../../db/schema/catalog.ts";
import { parseId } from "../../../lib/http-schemas.ts";
import { searchWords } from "../../../lib/search-words.ts";
import {
  RANKED_MATCHES,
  rankCandidates,
  type SearchHints,
  searchCondition,
  searchHints,
  searchRank,
} from "./product-search.ts";
import { type ProductRow, productColumns } from "./product-view.ts";

export interface ListScope {
  /** Administrators see inactive products and may filter on is_active. */
  admin: boolean;
  now: Date;
  /** Per search word, the matching categories and the corrected words (searchHints). */
  search?: SearchHints;
}

/** `category` is an id or a slug (any case, as the market sends it lower-cased). */
function categoryCondition(value: string): SQL {
  const bySlug = sql`lower(${categories.slug}) = lower(${value})`;
  const id = parseId(value);
  return id === null ? bySlug : sql`(${products.category_id} = ${id} or ${bySlug})`;
}

export function listConditions(query: ProductQuery, scope: ListScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (!scope.admin) conditions.push(eq(products.is_active, true));
  else if (query.is_active !== undefined) conditions.push(eq(products.is_active, query.is_active));
  if (query.category) conditions.push(categoryCondition(query.category.trim()));
  if (query.is_featured !== undefined) conditions.push(eq(products.is_featured, query.is_featured));
  if (query.min_price !== undefined) conditions.push(gte(products.price, Math.ceil(query.min_price)));
  if (query.max_price !== undefined) conditions.push(lte(products.price, Math.floor(query.max_price)));
  if (query.filter === "featured") conditions.push(eq(products.is_featured, true));
  if (query.filter === "new") {
    const since = new Date(scope.now.getTime() - NEW_ARRIVAL_DAYS * 24 * 3600 * 1000);
    conditions.push(gte(products.created_at, since));
  }
  if (query.filter === "sale") {
    conditions.push(and(isNotNull(products.original_price), gt(products.original_price, products.price)));
  }
  const words = searchWords(query.search ?? "");
  if (words.length > 0)
    conditions.push(searchCondition(words, scope.search ?? { categories: [], corrections: [] }));
  return and(...conditions);
}

/** Sort keys, always ending with the id so that pages never overlap or skip a row. */
export function listOrdering(query: ProductQuery): SQL[] {
  const words = searchWords(query.search ?? "");
  const relevance = words.length > 0 ? searchRank(words) : [];
  switch (query.ordering) {
    case "price":
      return [asc(products.price), ...relevance, asc(products.id)];
    case "-price":
      return [desc(products.price), ...relevance, desc(products.id)];
    case "newest":
      return [desc(products.created_at), ...relevance, desc(products.id)];
    case "top_rated":
      return [
        sql`${products.rating} desc nulls last`,
        desc(products.review_count),
        ...relevance,
        desc(products.id),
      ];
    case "featured":
      return [desc(products.is_featured), ...relevance, desc(products.created_at), desc(products.id)];
    default:
      // Without an explicit order a search is ranked by relevance; a plain list shows featured first.
      if (relevance.length > 0) return [...relevance, desc(products.id)];
      return [desc(products.is_featured), desc(products.created_at), desc(products.id)];
  }
}

export interface ProductPage {
  count: number;
  rows: ProductRow[];
}

/**
 * The count of matching products (a query builder, so a test can EXPLAIN it). Only a category
 * filter reads the categories table; without one the count stays on the products indexes.
 */
export function countQuery(db: Db, query: ProductQuery, scope: ListScope) {
  const counted = db.select({ value: count() }).from(products).$dynamic();
  const joined = query.category
    ? counted.innerJoin(categories, eq(categories.id, products.category_id))
    : counted;
  return joined.where(listConditions(query, scope));
}

/** One page of matching products in list order. */
export function pageQuery(db: Db, query: ProductQuery, scope: ListScope, page: number, pageSize: number) {
  // Past the bound (decision 208), the pages go on after the RANKED_MATCHES products the bounded
  // pages showed, so that paging through a broad search shows every match once: without this the
  // whole ranking's first 200 would not be the bounded pages' 200, and rows would repeat or vanish.
  const afterBoundedPages = rankedByRelevance(query)
    ? [sql`${products.id} in (${boundedPagesRows(db, query, scope)}) desc`]
    : [];
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(listConditions(query, scope))
    .orderBy(...afterBoundedPages, ...listOrdering(query))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/**
 * A one-word search in relevance order, the one whose candidates are bounded (rankCandidates).
 * A text of several words narrows itself (`beaded basket`: ×1.8 from 1,000 to 100,000 products,
 * decision 202), while its tiers' statement costs more to plan than the whole ranking at 1,000.
 */
function rankedByRelevance(query: ProductQuery): boolean {
  return query.ordering === undefined && searchWords(query.search ?? "").length === 1;
}

/**
 * One page of a search in relevance order among its first RANKED_MATCHES + 1 candidates, each
 * row with the number of candidates (`count(*) over ()`): the count and the page in one pass.
 */
export function rankedPageQuery(
  db: Db,
  query: ProductQuery,
  scope: ListScope,
  page: number,
  pageSize: number,
) {
  return db
    .select({ ...productColumns, candidates: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(sql`${products.id} in (${candidatesOf(query, scope)})`)
    .orderBy(...listOrdering(query))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** The ids of the first RANKED_MATCHES + 1 candidates of a bounded search (rankCandidates). */
function candidatesOf(query: ProductQuery, scope: ListScope): SQL {
  return rankCandidates(
    searchWords(query.search ?? ""),
    listConditions(query, scope),
    RANKED_MATCHES + 1,
    // A category filter reads the categories table (categoryCondition), as in countQuery.
    { corrections: scope.search?.corrections, withCategories: Boolean(query.category) },
  );
}

/** The ids of the RANKED_MATCHES rows the bounded pages show, in any order. */
function boundedPagesRows(db: Db, query: ProductQuery, scope: ListScope) {
  return db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(sql`${products.id} in (${candidatesOf(query, scope)})`)
    .orderBy(...listOrdering(query))
    .limit(RANKED_MATCHES);
}

/**
 * Filters, sorts and pages in SQL. A search in relevance order whose page lies within the ranked
 * matches sends one statement when it has at most RANKED_MATCHES matches, and a count besides
 * when it has more (the count shown stays exact). Otherwise one count and, unless the page is
 * past the end, one page query.
 */
export async function listProducts(
  db: Db,
  query: ProductQuery,
  scope: ListScope,
  page: number,
  pageSize: number,
): Promise<ProductPage> {
  const words = searchWords(query.search ?? "");
  scope = { ...scope, search: await searchHints(db, words) };
  if (rankedByRelevance(query) && page * pageSize <= RANKED_MATCHES) {
    const ranked = await rankedPageQuery(db, query, scope, page, pageSize);
    const rows = ranked.map(({ candidates: _, ...row }) => row);
    const candidates = ranked[0]?.candidates ?? 0;
    if (rows.length > 0 && candidates <= RANKED_MATCHES) return { count: candidates, rows };
    if (rows.length > 0) return { count: await countOf(db, query, scope), rows };
    if (page === 1) return { count: 0, rows };
  }
  const totalCount = await countOf(db, query, scope);
  if ((page - 1) * pageSize >= totalCount) return { count: totalCount, rows: [] };
  return { count: totalCount, rows: await pageQuery(db, query, scope, page, pageSize) };
}

async function countOf(db: Db, query: ProductQuery, scope: ListScope): Promise<number> {
  const [total] = await countQuery(db, query, scope);
  return Number(total?.value ?? 0);
}
