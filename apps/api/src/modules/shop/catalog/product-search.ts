import { and, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { categories, products, searchWordList } from "../../../db/schema/catalog.ts";
import { containsPattern } from "../../../lib/search-words.ts";

/**
 * A typed word this long or longer may be a typo of a word of a category's name ("pottry"); a
 * shorter one is a near miss of too many words ("arr" of "art"), and is matched only inside names.
 */
const CATEGORY_TYPO_MIN_LENGTH = 4;

/**
 * Per search word, the ids of the categories whose name contains it or, for a word of 4 letters
 * or more, a word it is a near miss of (word_similarity at pg_trgm's threshold, as suggestions
 * do): one small query on the dozen categories.
 */
export async function categoriesMatching(db: Db, words: string[]): Promise<number[][]> {
  if (words.length === 0) return [];
  // The name in any language, the original's included, without accents (decisions 105, 150).
  const inName = (word: string) => {
    const inside = sql`${categories.translated_name} like ${folded(containsPattern(word))}`;
    return word.length < CATEGORY_TYPO_MIN_LENGTH
      ? inside
      : sql`(${inside} or ${categories.translated_name} %> ${folded(word)})`;
  };
  const flags = words.map((word) => sql<boolean>`${inName(word)}`);
  const rows = await db
    .select({ id: categories.id, hits: sql<boolean[]>`array[${sql.join(flags, sql`, `)}]` })
    .from(categories)
    .where(or(...words.map(inName)));
  return words.map((_, i) => rows.filter((row) => row.hits[i]).map((row) => row.id));
}

/**
 * At most this many known words stand in for one typed word: the closest ones. A word of two or
 * three letters is a near miss of every word it starts (pg_trgm counts the padded first trigrams),
 * and those are found by the part-of-a-word branch anyway.
 */
const MAX_CORRECTIONS = 24;

/**
 * Per search word, the known words of the products' names it may be a typo of (decision 152): the
 * words of the word list (migration 0120) whose word_similarity with it reaches
 * pg_trgm.word_similarity_threshold (0.5, db/client.ts), closest first. One query on the small
 * word list's trigram index, instead of word_similarity against every product's names.
 */
export async function correctedWords(db: Db, words: string[]): Promise<string[][]> {
  if (words.length === 0) return [];
  const near = (word: string) => sql`${searchWordList.word} %> ${folded(word)}`;
  const similarity = words.map(
    (word) => sql`case when ${near(word)} then word_similarity(${folded(word)}, ${searchWordList.word}) end`,
  );
  const rows = await db
    .select({
      word: searchWordList.word,
      similarity: sql<(number | null)[]>`array[${sql.join(similarity, sql`, `)}]`,
    })
    .from(searchWordList)
    .where(or(...words.map(near)));
  return words.map((_, i) =>
    rows
      .filter((row) => row.similarity[i] !== null)
      .sort((a, b) => b.similarity[i]! - a.similarity[i]! || (a.word < b.word ? -1 : 1))
      .slice(0, MAX_CORRECTIONS)
      .map((row) => row.word),
  );
}

/** What a search reads before the products: matching categories and the corrections of typos. */
export interface SearchHints {
  /** Per search word, the ids of the categories whose name contains it (categoriesMatching). */
  categories: number[][];
  /** Per search word, the known words it may be a typo of (correctedWords). */
  corrections: string[][];
}

export async function searchHints(db: Db, words: string[]): Promise<SearchHints> {
  return { categories: await categoriesMatching(db, words), corrections: await correctedWords(db, words) };
}

/** Whole words of the folded names: `\m(?:basket|baskets)\M`, which the trigram index answers. */
export function wholeWordsPattern(words: string[]): string {
  return `\\m(?:${words.map(literalRegex).join("|")})\\M`;
}

/** A search text folded like the searched columns: lower case, no accents (migration 0020). */
export function folded(text: string): SQL {
  return sql`search_fold(${text})`;
}

/**
 * Every word must appear, in any case and with or without accents, as any part of a word, in
 * the product's name or description or its category's name, in any of the three languages; or
 * be a near miss (a typo) of a word of the name in any language. Each branch can use an index,
 * so the planner can BitmapOr them: the GIN trigram indexes for ILIKE and for the whole corrected
 * words (`~`) on translated_name and translated_description (every language's texts folded,
 * decision 150), and products_category_idx for the ids of the matching categories. The category
 * ids and the corrected words are looked up first (searchHints) and inlined, so the planner knows
 * how many there are (usually no category and a few words). `search_fold(constant)` is folded to
 * a constant when the query is planned, so the indexes apply.
 */
export function searchCondition(words: string[], hints: SearchHints): SQL | undefined {
  const perWord = words.map((word, i) => {
    const pattern = containsPattern(word);
    const ids = hints.categories[i] ?? [];
    const corrected = hints.corrections[i] ?? [];
    return or(
      sql`${products.translated_name} like ${folded(pattern)}`,
      sql`${products.translated_description} like ${folded(pattern)}`,
      // A typo of a word of a name (decision 152): one of the known words it is a near miss of,
      // as a whole word, rather than word_similarity against every name.
      corrected.length > 0 ? sql`${products.translated_name} ~ ${wholeWordsPattern(corrected)}` : undefined,
      ids.length > 0 ? inArray(products.category_id, ids) : undefined,
    ) as SQL;
  });
  return and(...perWord);
}

/** `text` as a POSIX regular expression matching itself literally. */
function literalRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);
}

/**
 * Relevance, best first: the whole term as whole words of a name; every word a whole word of a
 * name; the term or every word inside a name (a part of a word); then the rest (typos of a name,
 * the description, the category). Within a tier, by how closely the term matches a part of a
 * name (word_similarity). A name in any language counts, without accents: a French reader
 * searching "panier" ranks "Panier de la paix" first.
 */
export function searchRank(words: string[]): SQL[] {
  const tiers = nameTiers(words);
  return [
    sql`case when ${tiers.phrase} then 0 when ${tiers.wholeWords} then 1
      when ${tiers.inside} then 2 else 3 end`,
    sql`word_similarity(${folded(words.join(" "))}, ${products.translated_name}) desc`,
  ];
}

/**
 * searchRank's tiers as conditions on the folded names, each one contained in the next: the
 * whole term as whole words, every word a whole word, every word inside (the term inside implies
 * it). Each can use the name's trigram index (`~` and `like` on a constant pattern).
 */
function nameTiers(words: string[]) {
  const names = products.translated_name;
  // The words as typed, one space apart ("clay  bowl" is the name "Clay Bowl").
  const trimmed = words.join(" ");
  const wholeWords = (text: string) => sql`${names} ~ ('\\m' || ${folded(literalRegex(text))} || '\\M')`;
  const inside = (text: string) => sql`${names} like ${folded(containsPattern(text))}`;
  const every = (test: (word: string) => SQL) => and(...words.map(test)) as SQL;
  return { phrase: wholeWords(trimmed), wholeWords: every(wholeWords), inside: every(inside) };
}

/**
 * At most this many matches of a search in relevance order are ranked (decision 208): 25 pages of
 * 8, and as many candidates for the suggestions. Without it a broad text (a typo of "basket" at
 * 100,000 products: 6,000 matches) read and ranked every match for every page.
 */
export const RANKED_MATCHES = 200;

/**
 * The ids of at most `cap` products matching `matching`, taken tier by tier in searchRank's order
 * (decision 208): the whole term in a name, every word whole in a name, every word inside a name,
 * every word's closest correction whole in a name (`closest`, decision 152's typos), then the rest.
 * Every product of a better tier is taken before any of a worse one, and the next tier is read only
 * while fewer than `cap` ids are found, so ranking them costs at most `cap` rows however many
 * products match; within the tier where the bound falls, the ids come in storage order, not by
 * closeness. Each tier is a MATERIALIZED common table expression: PostgreSQL plans it on its own
 * for all its rows (through its trigram index unless nearly every row matches) and runs it only as
 * far as the LIMIT asks. A LIMIT inside each tier would instead let the planner bet on a
 * sequential scan finding `cap` matches early, which reads the whole table when they are rare.
 */
export function rankCandidates(
  words: string[],
  matching: SQL | undefined,
  cap: number,
  options: { corrections?: string[][]; withCategories?: boolean } = {},
): SQL {
  const tiers = nameTiers(words);
  const closest = words.map((_, i) => {
    const correction = options.corrections?.[i]?.[0];
    return correction ? sql`${products.translated_name} ~ ${wholeWordsPattern([correction])}` : undefined;
  });
  const ordered = [
    ...(words.length > 1 ? [tiers.phrase] : []),
    tiers.wholeWords,
    tiers.inside,
    ...(closest.some(Boolean) ? [and(...closest.map((c, i) => c ?? nameTiersInside(words[i]!))) as SQL] : []),
  ];
  const from = options.withCategories
    ? sql`${products} join ${categories} on ${categories.id} = ${products.category_id}`
    : sql`${products}`;
  const tables = [...ordered, undefined].map((tier, i) => {
    const worse = ordered.slice(0, i).map((better) => sql`(${better}) is not true`);
    const where = and(matching, tier, ...worse);
    return sql`${sql.raw(`tier${i}`)} as materialized (select ${products.id} as id from ${from} where ${where})`;
  });
  const reads = tables.map((_, i) => sql`select id from ${sql.raw(`tier${i}`)}`);
  return sql`with ${sql.join(tables, sql`, `)}
    select id from (${sql.join(reads, sql` union all `)}) as candidates limit ${cap}`;
}

/** One word inside a folded name (nameTiers' `inside`, for one word). */
function nameTiersInside(word: string): SQL {
  return sql`${products.translated_name} like ${folded(containsPattern(word))}`;
}
