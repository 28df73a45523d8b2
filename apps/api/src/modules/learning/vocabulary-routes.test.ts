import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vocabWords } from "../../db/schema/vocabulary.ts";
import { DECK_EXAMPLES } from "../../seed/vocabulary/examples/index.ts";
import { DECK_SLUG, DECK_THEMES, seedVocabulary } from "../../seed/vocabulary/seed-vocabulary.ts";
import { signIn, signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date("2026-11-20T08:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  expect(await seedVocabulary(t.app.db)).toBe(200);
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
/** Tokens are checked against the app's clock: after moving it, sign in again. */
const again_ = async (user: { user: { username: string } }) =>
  (await signIn(t.app, user.user.username, "Inanga-secret9")).headers;
const session = async (headers: Headers, lang = "en") =>
  (
    await t.app.inject({
      method: "GET",
      url: `/api/learning/vocabulary/${DECK_SLUG}/session/?lang=${lang}`,
      headers,
    })
  ).json();
const review = (headers: Headers, word_id: number, rating: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/learning/vocabulary/reviews/",
    headers,
    payload: { word_id, rating },
  });

describe("the vocabulary deck", () => {
  it("has 200 distinct words in five themes of 40", () => {
    const words = Object.values(DECK_THEMES)
      .flat()
      .map(([word]) => word);
    expect(Object.values(DECK_THEMES).map((theme) => theme.length)).toEqual([40, 40, 40, 40, 40]);
    expect(new Set(words).size).toBe(200);
  });

  it("gives every word an example sentence in Kinyarwanda, English and French, and no other", () => {
    const words = Object.values(DECK_THEMES)
      .flat()
      .map(([word]) => word);
    expect(Object.keys(DECK_EXAMPLES).sort()).toEqual([...words].sort());
    for (const [word, sentences] of Object.entries(DECK_EXAMPLES)) {
      expect(
        sentences.every((s) => s.trim().length >= 8),
        word,
      ).toBe(true);
      // Three different sentences: not an English line copied into the French or Kinyarwanda one.
      expect(new Set(sentences).size, word).toBe(3);
    }
  });

  it("is seeded once", async () => {
    expect(await seedVocabulary(t.app.db)).toBe(0);
  });

  it("fills the examples of a deck seeded before them, keeping one an editor wrote", async () => {
    const [muraho] = await t.app.db.select().from(vocabWords).where(eq(vocabWords.word, "muraho"));
    await t.app.db.update(vocabWords).set({ example_rw: "", example_en: "", example_fr: "" });
    await t.app.db
      .update(vocabWords)
      .set({ example_rw: "Muraho neza!", example_en: "Hello!", example_fr: "Bonjour !" })
      .where(eq(vocabWords.id, muraho!.id));
    expect(await seedVocabulary(t.app.db)).toBe(199);
    const [kept] = await t.app.db.select().from(vocabWords).where(eq(vocabWords.id, muraho!.id));
    expect(kept!.example_rw).toBe("Muraho neza!");
    const [filled] = await t.app.db.select().from(vocabWords).where(eq(vocabWords.word, "isoko"));
    expect(filled!.example_fr).toBe(DECK_EXAMPLES.isoko![2]);
    await t.app.db
      .update(vocabWords)
      .set({ example_rw: muraho!.example_rw, example_en: muraho!.example_en, example_fr: muraho!.example_fr })
      .where(eq(vocabWords.id, muraho!.id));
    expect(await seedVocabulary(t.app.db)).toBe(0);
  });
});

describe("spaced review (FSRS)", () => {
  it("starts with ten new cards due today and no streak, meanings in the reader's language", async () => {
    const { headers } = await signUpShopper(t.app);
    const first = await session(headers);
    expect(first.due_today).toBe(10);
    expect(first.streak).toBe(0);
    expect(first.cards).toHaveLength(10);
    expect(first.cards[0]).toMatchObject({
      word: "muraho",
      meaning: "hello (any time)",
      new: true,
      audio: null,
      example: { rw: "Muraho, nitwa Keza.", meaning: "Hello, my name is Keza." },
    });
    const french = (await session(headers, "fr")).cards[0];
    expect(french.meaning).toBe("bonjour (à toute heure)");
    expect(french.example).toEqual({ rw: "Muraho, nitwa Keza.", meaning: "Bonjour, je m’appelle Keza." });
    expect(
      (await t.app.inject({ method: "GET", url: `/api/learning/vocabulary/${DECK_SLUG}/session/` }))
        .statusCode,
    ).toBe(401);
  });

  it("puts a card answered Good later than one answered Again, and keeps schedules per person", async () => {
    const learner = await signUpShopper(t.app);
    const { headers } = learner;
    const [good, again] = (await session(headers)).cards;
    const goodAnswer = (await review(headers, good.word_id, 3)).json();
    const againAnswer = (await review(headers, again.word_id, 1)).json();
    expect(new Date(goodAnswer.due).getTime()).toBeGreaterThan(new Date(againAnswer.due).getTime());
    const easy = (
      await review(headers, (await session(headers)).cards.find((c: { new: boolean }) => c.new).word_id, 4)
    ).json();
    expect(new Date(easy.due).getTime()).toBeGreaterThan(new Date(goodAnswer.due).getTime());
    // Reviewed cards leave the new ones; another learner still has all 200 new.
    const other = await signUpShopper(t.app);
    expect((await session(other.headers)).cards.map((c: { word_id: number }) => c.word_id)).toContain(
      good.word_id,
    );
    clock = new Date(clock.getTime() + DAY);
    const later = await session(await again_(learner));
    const dueIds = later.cards
      .filter((c: { new: boolean }) => !c.new)
      .map((c: { word_id: number }) => c.word_id);
    expect(dueIds).toContain(again.word_id);
  });

  it("counts a streak of consecutive days and breaks it after a missed day", async () => {
    const learner = await signUpShopper(t.app);
    const start = clock;
    const wordId = (await session(learner.headers)).cards[0].word_id;
    expect((await review(learner.headers, wordId, 3)).json().streak).toBe(1);
    clock = new Date(start.getTime() + DAY);
    const nextDay = await again_(learner);
    expect((await session(nextDay)).streak).toBe(1);
    expect((await review(nextDay, wordId, 3)).json().streak).toBe(2);
    clock = new Date(start.getTime() + 3 * DAY);
    expect((await session(await again_(learner))).streak).toBe(0);
  });

  it("refuses a rating outside 1-4 and an unknown word", async () => {
    const { headers } = await signUpShopper(t.app);
    const bad = await review(headers, 1, 5);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ rating: ["Rating must be 1, 2, 3 or 4."] });
    expect((await review(headers, 999_999, 3)).statusCode).toBe(404);
  });
});
