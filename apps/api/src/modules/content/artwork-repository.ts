import type { ArtworkCategory, ArtworkQuery } from "@heritage/domain/content";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { artworks } from "../../db/schema/content.ts";
import { pageWindow } from "./content-pagination.ts";
import { matchEveryWord, searchWords, titleRank } from "./content-search.ts";

type ArtworkRow = typeof artworks.$inferSelect;

export function toArtworkResponse(row: ArtworkRow) {
  const { created_at: _created, ...rest } = row;
  return rest;
}

function artworkFilter(query: ArtworkQuery): { where: SQL | undefined; words: string[] } {
  const words = searchWords(query.search);
  const where = and(
    query.category && query.category !== "All" ? eq(artworks.category, query.category) : undefined,
    query.featured ? eq(artworks.is_featured, query.featured === "true") : undefined,
    matchEveryWord(words, artworks.title, [
      artworks.artist,
      artworks.description,
      artworks.origin,
      artworks.translated_text,
    ]),
  );
  return { where, words };
}

/** Search and category combine (product §4 Gallery); with a search, best matches come first. */
export async function listArtworks(db: Db, query: ArtworkQuery) {
  const { where, words } = artworkFilter(query);
  const { limit, offset } = pageWindow(query);
  const order =
    query.ordering === "newest"
      ? [desc(artworks.created_at), desc(artworks.id)]
      : words.length > 0 && query.ordering !== "title"
        ? [...titleRank(words, artworks.title), asc(artworks.id)]
        : [asc(artworks.title), asc(artworks.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(artworks)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(artworks).where(where),
  ]);
  return { rows: rows.map(toArtworkResponse), total: total?.total ?? 0 };
}

export async function findArtwork(db: Db, id: number) {
  const [row] = await db.select().from(artworks).where(eq(artworks.id, id));
  return row ? toArtworkResponse(row) : undefined;
}

/** How many artworks each gallery category holds, in the spec's order (empty ones included). */
export async function artworkCategoryCounts(db: Db, categories: readonly ArtworkCategory[]) {
  const rows = await db
    .select({ name: artworks.category, count: count() })
    .from(artworks)
    .groupBy(artworks.category);
  const counts = new Map(rows.map((row) => [row.name, row.count]));
  return categories.map((name) => ({ name, count: counts.get(name) ?? 0 }));
}
