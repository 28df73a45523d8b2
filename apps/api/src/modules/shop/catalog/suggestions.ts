import type { Language } from "@heritage/domain/languages";
import { francsToDecimal } from "@heritage/domain/money";
import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS, type Suggestions } from "@heritage/domain/suggestions";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { categories, productImages, products } from "../../../db/schema/catalog.ts";
import type { Translations } from "../../../lib/content-language.ts";
import { servedTexts } from "../../../lib/content-language.ts";
import { containsPattern, searchWords } from "../../../lib/search-words.ts";
import {
  correctedWords,
  folded,
  RANKED_MATCHES,
  rankCandidates,
  searchRank,
  wholeWordsPattern,
} from "./product-search.ts";

/**
 * Every word inside a name in any language (accents and case aside) or a near miss of a word
 * of one: the name branches of the product search. Products' near misses are the corrected words
 * of the word list (decision 152), matched whole; the dozen categories are compared directly.
 * Descriptions are left out: a suggestion names what it suggests.
 */
function inNames(
  column: typeof products.translated_name | typeof categories.translated_name,
  words: string[],
  corrections?: string[][],
) {
  return and(
    ...words.map((word, i) => {
      const inside = sql`${column} like ${folded(containsPattern(word))}`;
      if (!corrections) return or(inside, sql`${column} %> ${folded(word)}`) as SQL;
      const corrected = corrections[i] ?? [];
      return corrected.length === 0
        ? inside
        : (or(inside, sql`${column} ~ ${wholeWordsPattern(corrected)}`) as SQL);
    }),
  );
}

async function productSuggestions(db: Db, words: string[], language: Language) {
  const corrections = await correctedWords(db, words);
  const matching = and(eq(products.is_active, true), inNames(products.translated_name, words, corrections));
  const thumbnail = sql<string | null>`(select ${productImages.thumbnail_url} from ${productImages}
    where ${productImages.product_id} = ${products.id}
    order by ${productImages.is_primary} desc, ${productImages.position}, ${productImages.id} limit 1)`;
  // One word, as typed so far, may be inside thousands of names: its candidates are bounded
  // (decision 208). Several words narrow themselves, and their tiers cost more to plan.
  const candidates =
    words.length === 1 ? rankCandidates(words, matching, RANKED_MATCHES, { corrections }) : undefined;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      original_language: products.original_language,
      translations: products.translations,
      price: products.price,
      category_name: categories.name,
      category_original_language: categories.original_language,
      category_translations: categories.translations,
      thumbnail,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(candidates ? sql`${products.id} in (${candidates})` : matching)
    .orderBy(...searchRank(words), desc(products.sales), desc(products.id))
    .limit(SUGGESTED_PRODUCTS);
  return rows.map((row) => ({
    id: row.id,
    name: servedTexts(row, ["name"], language).name,
    category_name: servedTexts(
      {
        name: row.category_name,
        original_language: row.category_original_language,
        translations: row.category_translations as Translations,
      },
      ["name"],
      language,
    ).name,
    price: francsToDecimal(row.price),
    thumbnail: row.thumbnail,
  }));
}

async function categorySuggestions(db: Db, words: string[], language: Language) {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      original_language: categories.original_language,
      translations: categories.translations,
    })
    .from(categories)
    .where(inNames(categories.translated_name, words))
    .orderBy(
      sql`word_similarity(${folded(words.join(" "))}, ${categories.translated_name}) desc`,
      categories.id,
    )
    .limit(SUGGESTED_CATEGORIES);
  return rows.map((row) => ({
    id: row.id,
    name: servedTexts(row, ["name"], language).name,
    slug: row.slug,
  }));
}

/** What to suggest under the search box for the text typed so far: a few products and categories. */
export async function suggest(db: Db, search: string, language: Language): Promise<Suggestions> {
  const words = searchWords(search);
  if (words.length === 0) return { products: [], categories: [] };
  const found = await productSuggestions(db, words, language);
  return { products: found, categories: await categorySuggestions(db, words, language) };
}
