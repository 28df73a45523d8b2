import type { EVENT_CATEGORIES } from "@heritage/domain/content";
import { asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { articles, historicalEvents, partners, testimonials } from "../../../db/schema/content.ts";
import { matchEveryWord, titleRank } from "../../../db/word-search.ts";
import { type PageRequest, pageWindow } from "../../../lib/pagination.ts";
import { searchWords } from "../../../lib/search-words.ts";

interface SearchPage extends PageRequest {
  search?: string;
}

/** Newest first. */
export async function listArticles(db: Db, query: SearchPage) {
  const words = searchWords(query.search);
  const where = matchEveryWord(words, articles.title, [articles.description, articles.translated_text]);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...(words.length > 0 ? titleRank(words, articles.title) : []), desc(articles.published_at))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, published_at: row.published_at.toISOString() })),
    total: total?.total ?? 0,
  };
}

/** One article, for its own page. */
export async function findArticle(db: Db, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ? { ...row, published_at: row.published_at.toISOString() } : undefined;
}

export type Positioned = typeof testimonials | typeof partners | typeof historicalEvents;

/** The short, hand-ordered lists: testimonials, partners, historical events; `where` narrows them. */
export async function listInOrder<T extends Positioned>(db: Db, table: T, query: PageRequest, where?: SQL) {
  type Row = Omit<T["$inferSelect"], "position">;
  const source = table as Positioned;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(source)
      .where(where)
      .orderBy(asc(source.position), asc(source.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(source).where(where),
  ]);
  return {
    rows: rows.map(({ position: _position, ...rest }) => rest as unknown as Row),
    total: total?.total ?? 0,
  };
}

/** The home screen's testimonials, in their hand-set order. */
export function listTestimonials(db: Db, query: PageRequest) {
  return listInOrder(db, testimonials, query);
}

/** The partners, in their hand-set order; `search` matches name and description. */
export function listPartners(db: Db, query: PageRequest, search: string | undefined) {
  const where = matchEveryWord(searchWords(search), partners.name, [
    partners.description,
    partners.translated_text,
  ]);
  return listInOrder(db, partners, query, where);
}

/** The heritage screen's historical events, in their hand-set order, of one category when given. */
export function listHistoricalEvents(
  db: Db,
  query: PageRequest,
  category: (typeof EVENT_CATEGORIES)[number] | undefined,
) {
  return listInOrder(
    db,
    historicalEvents,
    query,
    category ? eq(historicalEvents.category, category) : undefined,
  );
}
