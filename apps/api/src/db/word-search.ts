import { type AnyColumn, and, ilike, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../lib/search-words.ts";

/**
 * Every word must appear, case-insensitively and as any part of a word, in one of `columns`,
 * or be a near miss (a typo) of a word of the `title` column. Each branch can use that
 * column's GIN trigram index (ILIKE and `<%` are both trigram operators).
 */
export function matchEveryWord(words: string[], title: AnyColumn, columns: AnyColumn[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) =>
        or(
          ...[title, ...columns].map((column) => ilike(column, containsPattern(word))),
          sql`${word} <% ${title}`,
        ) as SQL,
    ),
  );
}

/** Best first: the whole term inside the title, then by how closely it matches part of the title. */
export function titleRank(words: string[], title: AnyColumn): SQL[] {
  const term = words.join(" ");
  return [
    sql`case when ${title} ilike ${containsPattern(term)} then 0 else 1 end`,
    sql`word_similarity(${term}, ${title}) desc`,
  ];
}
