import { eq } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { vocabDecks, vocabWords } from "../../schema/vocabulary.ts";
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
    if (!deck) return 0;
    const rows = Object.entries(DECK_THEMES).flatMap(([theme, words]) =>
      words.map(([word, meaning_en, meaning_fr]) => ({ theme, word, meaning_en, meaning_fr })),
    );
    await tx.insert(vocabWords).values(rows.map((row, position) => ({ ...row, deck_id: deck.id, position })));
    return rows.length;
  });
}

export async function deckId(db: Db, slug: string) {
  const [deck] = await db.select({ id: vocabDecks.id }).from(vocabDecks).where(eq(vocabDecks.slug, slug));
  return deck?.id;
}
