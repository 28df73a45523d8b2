import type { Language } from "@heritage/domain/languages";
import { and, asc, count, eq, lte, notExists, sql } from "drizzle-orm";
import { type Card, createEmptyCard, fsrs, type Grade } from "ts-fsrs";
import type { Db, DbOrTx } from "../../db/client.ts";
import { vocabCards, vocabDecks, vocabReviewDays, vocabWords } from "../../db/schema/vocabulary.ts";
import { notFound } from "../../lib/http-errors.ts";

/** New words a session adds to the reviews that are due. */
export const NEW_PER_SESSION = 10;
const scheduler = fsrs({ enable_fuzz: false });
const day = (date: Date) => date.toISOString().slice(0, 10);

async function deckOf(db: Db, slug: string) {
  const [deck] = await db.select().from(vocabDecks).where(eq(vocabDecks.slug, slug));
  if (!deck) throw notFound();
  return deck;
}

const unseen = (userId: number) =>
  notExists(
    sql`(select 1 from ${vocabCards} where ${vocabCards.user_id} = ${userId} and ${vocabCards.word_id} = ${vocabWords.id})`,
  );

/** Consecutive days with reviews, ending today or yesterday (a streak lasts until a day is missed). */
async function streakOf(db: DbOrTx, userId: number, now: Date) {
  const rows = await db
    .select({ day: vocabReviewDays.day })
    .from(vocabReviewDays)
    .where(eq(vocabReviewDays.user_id, userId))
    .orderBy(sql`${vocabReviewDays.day} desc`)
    .limit(400);
  const days = new Set(rows.map((r) => String(r.day)));
  const cursor = new Date(`${day(now)}T00:00:00Z`);
  if (!days.has(day(cursor))) cursor.setUTCDate(cursor.getUTCDate() - 1);
  let streak = 0;
  while (days.has(day(cursor))) {
    streak++;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return streak;
}

/** The review session: due cards first (oldest due first), then up to ten new words. */
export async function reviewSession(db: Db, slug: string, userId: number, now: Date, language: Language) {
  const deck = await deckOf(db, slug);
  const meaning = language === "fr" ? vocabWords.meaning_fr : vocabWords.meaning_en;
  const word = {
    word_id: vocabWords.id,
    word: vocabWords.word,
    meaning,
    theme: vocabWords.theme,
    audio: vocabWords.audio,
    example_rw: vocabWords.example_rw,
    // The sentence's meaning as the word's: French for a French reader, else English (decision 132).
    example_meaning: language === "fr" ? vocabWords.example_fr : vocabWords.example_en,
  };
  const [due, fresh, [dueCount], [newCount]] = await Promise.all([
    db
      .select(word)
      .from(vocabCards)
      .innerJoin(vocabWords, eq(vocabWords.id, vocabCards.word_id))
      .where(and(eq(vocabCards.user_id, userId), eq(vocabWords.deck_id, deck.id), lte(vocabCards.due, now)))
      .orderBy(asc(vocabCards.due))
      .limit(100),
    db
      .select(word)
      .from(vocabWords)
      .where(and(eq(vocabWords.deck_id, deck.id), unseen(userId)))
      .orderBy(asc(vocabWords.position))
      .limit(NEW_PER_SESSION),
    db
      .select({ n: count() })
      .from(vocabCards)
      .innerJoin(vocabWords, eq(vocabWords.id, vocabCards.word_id))
      .where(and(eq(vocabCards.user_id, userId), eq(vocabWords.deck_id, deck.id), lte(vocabCards.due, now))),
    db
      .select({ n: count() })
      .from(vocabWords)
      .where(and(eq(vocabWords.deck_id, deck.id), unseen(userId))),
  ]);
  /** A word without a written example (an editor's new word) says so with null. */
  const served = ({ example_rw, example_meaning, ...card }: (typeof due)[number], isNew: boolean) => ({
    ...card,
    example: example_rw ? { rw: example_rw, meaning: example_meaning } : null,
    new: isNew,
  });
  const cards = [...due.map((c) => served(c, false)), ...fresh.map((c) => served(c, true))];
  return {
    deck: { slug: deck.slug, title: deck.translations[language]?.title ?? deck.title },
    due_today: (dueCount?.n ?? 0) + Math.min(NEW_PER_SESSION, newCount?.n ?? 0),
    streak: await streakOf(db, userId, now),
    cards,
  };
}

/** Schedules one answer with FSRS and keeps the card's new state and the day's review. */
export async function reviewWord(db: Db, wordId: number, rating: Grade, userId: number, now: Date) {
  const [word] = await db.select({ id: vocabWords.id }).from(vocabWords).where(eq(vocabWords.id, wordId));
  if (!word) throw notFound();
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(vocabCards)
      .where(and(eq(vocabCards.user_id, userId), eq(vocabCards.word_id, wordId)))
      .for("update");
    const card: Card = stored
      ? { ...stored, last_review: stored.last_review ?? undefined, state: stored.state as Card["state"] }
      : createEmptyCard(now);
    const next = scheduler.next(card, now, rating).card;
    const values = {
      due: next.due,
      stability: next.stability,
      difficulty: next.difficulty,
      elapsed_days: next.elapsed_days,
      scheduled_days: next.scheduled_days,
      learning_steps: next.learning_steps,
      reps: next.reps,
      lapses: next.lapses,
      state: next.state,
      last_review: next.last_review ?? now,
    };
    await tx
      .insert(vocabCards)
      .values({ user_id: userId, word_id: wordId, ...values })
      .onConflictDoUpdate({ target: [vocabCards.user_id, vocabCards.word_id], set: values });
    await tx
      .insert(vocabReviewDays)
      .values({ user_id: userId, day: day(now), reviews: 1 })
      .onConflictDoUpdate({
        target: [vocabReviewDays.user_id, vocabReviewDays.day],
        set: { reviews: sql`${vocabReviewDays.reviews} + 1` },
      });
    return {
      word_id: wordId,
      due: next.due.toISOString(),
      state: next.state,
      streak: await streakOf(tx, userId, now),
    };
  });
}
