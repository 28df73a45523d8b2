import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { vocabDecks, vocabWords } from "../../db/schema/vocabulary.ts";
import { DECK_EXAMPLES } from "./examples/index.ts";
import { FAMILY, GREETINGS } from "./words-a.ts";
import { CRAFTS, MARKET, NUMBERS } from "./words-b.ts";

export const DECK_SLUG = "everyday-kinyarwanda";
export const DECK_THEMES = {
  greetings: GREETINGS,
  family: FAMILY,
  numbers: NUMBERS,
  market: MARKET,
  crafts: CRAFTS,
};

/** A word's example sentence columns (every seeded word has one; the seed test checks it). */
function exampleOf(word: string) {
  const [example_rw, example_en, example_fr] = DECK_EXAMPLES[word] ?? ["", "", ""];
  return { example_rw, example_en, example_fr };
}

/** The deck of 200 everyday words, added once. No recordings: none are faked (decision 132). */
export async function seedVocabulary(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [deck] = await tx
      .insert(vocabDecks)
      .values({
        slug: DECK_SLUG,
        title: "Everyday Kinyarwanda",
        description: "Two hundred words for greetings, family, numbers, the market and crafts.",
        translations: {
          rw: {
            title: "Ikinyarwanda cya buri munsi",
            description: "Amagambo magana abiri y’indamukanyo, umuryango, imibare, isoko n’ubukorikori.",
          },
          fr: {
            title: "Le kinyarwanda du quotidien",
            description: "Deux cents mots : salutations, famille, nombres, marché et artisanat.",
          },
        },
      })
      .onConflictDoNothing()
      .returning({ id: vocabDecks.id });
    if (!deck) return fillExamples(tx);
    const rows = Object.entries(DECK_THEMES).flatMap(([theme, words]) =>
      words.map(([word, meaning_en, meaning_fr]) => ({
        theme,
        word,
        meaning_en,
        meaning_fr,
        ...exampleOf(word),
      })),
    );
    await tx.insert(vocabWords).values(rows.map((row, position) => ({ ...row, deck_id: deck.id, position })));
    return rows.length;
  });
}

/**
 * A deck seeded before the examples were written gets them at start-up; a sentence an editor
 * already wrote (a non-empty `example_rw`) is never replaced, so a second run changes nothing.
 */
async function fillExamples(db: DbOrTx): Promise<number> {
  const [deck] = await db
    .select({ id: vocabDecks.id })
    .from(vocabDecks)
    .where(eq(vocabDecks.slug, DECK_SLUG));
  if (!deck) return 0;
  const missing = await db
    .select({ id: vocabWords.id, word: vocabWords.word })
    .from(vocabWords)
    .where(and(eq(vocabWords.deck_id, deck.id), eq(vocabWords.example_rw, "")));
  let filled = 0;
  for (const row of missing) {
    const example = exampleOf(row.word);
    if (!example.example_rw) continue;
    await db
      .update(vocabWords)
      .set(example)
      .where(and(eq(vocabWords.id, row.id), sql`${vocabWords.example_rw} = ''`));
    filled++;
  }
  return filled;
}
