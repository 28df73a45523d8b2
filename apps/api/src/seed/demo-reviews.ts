import crypto from "node:crypto";
import type { Language } from "@heritage/domain/languages";
import { inArray } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { productReviews } from "../db/schema/reviews.ts";
import { users } from "../db/schema/users.ts";
import { hashPassword } from "../lib/passwords.ts";

const DAY_MS = 86_400_000;
/** Demo shoppers who wrote the demo reviews; they cannot sign in (a random password nobody knows). */
const REVIEWERS = ["ineza", "mugisha", "uwimana", "nshuti", "keza", "habimana", "amahoro", "gatete"].map(
  (name) => `demo_${name}`,
);

/** Short demo texts per rating, each in the language a reviewer wrote it in. */
const TEXTS: Record<number, [Language, string][]> = {
  5: [
    ["en", "Beautifully made, even better than in the pictures."],
    ["rw", "Ni cyiza cyane, kirusha uko nakibonaga ku mafoto."],
    ["fr", "Magnifique, encore plus beau qu'en photo."],
  ],
  4: [
    ["en", "Good work and well packed; delivery took a few days."],
    ["rw", "Cyakozwe neza kandi gipfunyitse neza; cyatinze iminsi mike."],
    ["fr", "Beau travail, bien emballé ; la livraison a pris quelques jours."],
  ],
  3: [
    ["en", "A nice piece, but smaller than I expected."],
    ["rw", "Ni cyiza ariko ni gito kurusha uko nabitekerezaga."],
    ["fr", "Joli, mais plus petit que je ne pensais."],
  ],
};

/** Whole-star ratings, `count` of them, whose average is as close to `target` as they can be. */
export function ratingsAveraging(target: number, count: number): number[] {
  const sum = Math.round(target * count);
  const low = Math.min(5, Math.max(1, Math.floor(sum / count)));
  const highs = Math.min(count, Math.max(0, sum - low * count));
  return Array.from({ length: count }, (_, i) => (i < highs ? Math.min(5, low + 1) : low));
}

/** The reviewers' accounts, hashed before the seed's transaction so that it stays short. */
export async function demoReviewerHash(): Promise<string> {
  return hashPassword(crypto.randomBytes(24).toString("base64url"));
}

/**
 * Ratings from reviews, not typed numbers: each new demo product gets a few reviews
 * from the demo reviewers whose average is the catalogue's figure; migration 0031's trigger
 * writes the product's rating and review count from them. They are not verified purchases:
 * the demo reviewers bought nothing.
 */
export async function seedDemoReviews(
  tx: Tx,
  passwordHash: string,
  targets: { id: number; rating: number; reviews: number }[],
  now: Date,
): Promise<number> {
  await tx
    .insert(users)
    .values(
      REVIEWERS.map((username) => ({
        username,
        email: `${username}@demo.heritage.rw`,
        password_hash: passwordHash,
      })),
    )
    .onConflictDoNothing();
  const reviewers = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, REVIEWERS));
  const rows = targets.flatMap((target, p) => {
    const count = Math.min(reviewers.length, Math.max(2, Math.round(target.reviews / 12)));
    return ratingsAveraging(target.rating, count).map((rating, i) => {
      const reviewer = reviewers[(p + i) % reviewers.length]!;
      const texts = TEXTS[rating] ?? [];
      const [language, body] = texts[(p + i) % Math.max(1, texts.length)] ?? ["en" as Language, ""];
      const written = new Date(now.getTime() - ((p * 7 + i * 5) % 90) * DAY_MS - i * 3_600_000);
      return {
        product_id: target.id,
        user_id: reviewer.id,
        rating,
        body: i % 3 === 2 ? "" : body,
        language,
        created_at: written,
        updated_at: written,
      };
    });
  });
  if (rows.length > 0) await tx.insert(productReviews).values(rows).onConflictDoNothing();
  return rows.length;
}
