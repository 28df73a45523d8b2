import { and, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, products } from "../../db/schema/catalog.ts";

/** At most this many words of a search term are matched; the rest are ignored. */
const MAX_WORDS = 8;

export function searchWords(term: string): string[] {
  return term.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** `%word%` with LIKE's own wildcards taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Per search word, the ids of the categories whose name contains it: one small indexed query. */
export async function categoriesMatching(db: Db, words: string[]): Promise<number[][]> {
  if (words.length === 0) return [];
  const patterns = words.map(containsPattern);
  // The name in any language: the original or a translation (decision 105).
  const inName = (pattern: string) =>
    or(ilike(categories.name, pattern), ilike(categories.translated_name, pattern)) as SQL;
  const flags = patterns.map((pattern) => sql<boolean>`${inName(pattern)}`);
  const rows = await db
    .select({ id: categories.id, hits: sql<boolean[]>`array[${sql.join(flags, sql`, `)}]` })
    .from(categories)
    .where(or(...patterns.map(inName)));
  return words.map((_, i) => rows.filter((row) => row.hits[i]).map((row) => row.id));
}

/**
 * Every word must appear, case-insensitively and as any part of a word, in the product's
 * name or description or its category's name, in any of the three languages; or be a near
 * miss (a typo) of a word of the name in any language. Each branch can use an index, so the
 * planner can BitmapOr them: the GIN trigram indexes for ILIKE and `%>` (word_similarity) on
 * products.name, products.description and their translations (translated_name and
 * translated_description, decision 105), and products_category_idx for the ids of the
 * matching categories. Those ids are looked up first and inlined, so the planner knows how
 * many there are (usually none: no branch).
 */
export function searchCondition(words: string[], categoryIds: number[][]): SQL | undefined {
  const perWord = words.map((word, i) => {
    const pattern = containsPattern(word);
    const ids = categoryIds[i] ?? [];
    return or(
      ilike(products.name, pattern),
      ilike(products.description, pattern),
      ilike(products.translated_name, pattern),
      ilike(products.translated_description, pattern),
      // word_similarity(word, name) ≥ pg_trgm.word_similarity_threshold (0.6), in the
      // column-first form that gin_trgm_ops indexes.
      sql`${products.name} %> ${word}`,
      sql`${products.translated_name} %> ${word}`,
      ids.length > 0 ? inArray(products.category_id, ids) : undefined,
    ) as SQL;
  });
  return and(...perWord);
}

/**
 * Relevance, best first: the whole term inside the name, then every word inside the name,
 * then the rest; within a tier, by how closely the term matches a part of the name. The name
 * in any language counts (a French reader searching "panier" ranks "Panier de la paix" first).
 */
export function searchRank(term: string, words: string[]): SQL[] {
  const names = sql`(${products.name} || ' ' || ${products.translated_name})`;
  const whole = containsPattern(term.trim().toLowerCase());
  const everyWordInName = and(...words.map((word) => sql`${names} ilike ${containsPattern(word)}`));
  return [
    sql`case when ${names} ilike ${whole} then 0 when ${everyWordInName} then 1 else 2 end`,
    sql`word_similarity(${term.trim().toLowerCase()}, ${names}) desc`,
  ];
}
