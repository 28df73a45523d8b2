import { and, ilike, or, type SQL, sql } from "drizzle-orm";
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

/**
 * Every word must appear, case-insensitively and as any part of a word, in the product's
 * name or description or its category's name; or be a near miss (a typo) of a word of the
 * name. Each branch can use a GIN trigram index: ILIKE and `<%` (word_similarity) on
 * products.name and products.description, and the category branch becomes an InitPlan whose
 * ids probe products_category_idx, so the planner can BitmapOr them all.
 */
export function searchCondition(words: string[]): SQL | undefined {
  const perWord = words.map((word) => {
    const pattern = containsPattern(word);
    return or(
      ilike(products.name, pattern),
      ilike(products.description, pattern),
      sql`${word} <% ${products.name}`,
      sql`${products.category_id} = any(array(select ${categories.id} from ${categories} where ${categories.name} ilike ${pattern}))`,
    ) as SQL;
  });
  return and(...perWord);
}

/**
 * Relevance, best first: the whole term inside the name, then every word inside the name,
 * then the rest; within a tier, by how closely the term matches a part of the name.
 */
export function searchRank(term: string, words: string[]): SQL[] {
  const whole = containsPattern(term.trim().toLowerCase());
  const everyWordInName = and(...words.map((word) => ilike(products.name, containsPattern(word))));
  return [
    sql`case when ${products.name} ilike ${whole} then 0 when ${everyWordInName} then 1 else 2 end`,
    sql`word_similarity(${term.trim().toLowerCase()}, ${products.name}) desc`,
  ];
}
