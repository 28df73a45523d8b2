import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import { type MyReview, REVIEW_EDIT_DAYS, type Review, type ReviewInput } from "@heritage/domain/reviews";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { productReviews, productReviewVotes } from "../../../db/schema/reviews.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import { findOwnReview, findReview, hasDeliveredLine, productIsOnSale } from "./review-repository.ts";

const DAY_MS = 86_400_000;
const m = messages.reviews;

type ReviewRow = NonNullable<Awaited<ReturnType<typeof findOwnReview>>>;

export function toReview(row: ReviewRow, markedHelpful = false): Review {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating,
    body: row.body,
    language: row.language,
    author: row.author,
    verified_purchase: row.verified_purchase,
    helpful_count: row.helpful_count,
    marked_helpful: markedHelpful,
    edited: row.updated_at.getTime() > row.created_at.getTime(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const editableUntil = (row: ReviewRow) => new Date(row.created_at.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

async function requireProduct(db: Db, productId: number): Promise<void> {
  if (!(await productIsOnSale(db, productId))) throw notFound(messages.common.notFound);
}

/** What the signed-in shopper may do with a product's review, and their review as they see it. */
export async function readMyReview(db: Db, userId: number, productId: number, now: Date): Promise<MyReview> {
  await requireProduct(db, productId);
  const row = await findOwnReview(db, userId, productId);
  const eligible = row !== null || (await hasDeliveredLine(db, userId, productId));
  if (!row) return { eligible, review: null, editable_until: null };
  const until = editableUntil(row);
  return {
    eligible,
    review: { ...toReview(row), status: row.status, hidden_reason: row.hidden_reason },
    editable_until: row.status === "published" && until > now ? until.toISOString() : null,
  };
}

/** A review as its author sends it: who, of which product, what, in which language and when. */
export interface ReviewWrite {
  userId: number;
  productId: number;
  input: ReviewInput;
  language: Language;
  now: Date;
}

/**
 * POST: the first review of this person for this product. The unique index decides between two
 * concurrent posts (the second gets 409); migration 0031's trigger recounts the product.
 */
export async function createReview(db: Db, write: ReviewWrite): Promise<MyReview> {
  const { userId, productId, input, language, now } = write;
  await requireProduct(db, productId);
  if (!(await hasDeliveredLine(db, userId, productId))) throw new HttpError(403, m.notEligible);
  const inserted = await db
    .insert(productReviews)
    .values({
      product_id: productId,
      user_id: userId,
      rating: input.rating,
      body: input.body,
      language,
      verified_purchase: true,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing({ target: [productReviews.product_id, productReviews.user_id] })
    .returning({ id: productReviews.id });
  if (inserted.length === 0) throw new HttpError(409, m.alreadyReviewed);
  return readMyReview(db, userId, productId, now);
}

/** PATCH: the author edits their published review within REVIEW_EDIT_DAYS of writing it. */
export async function editReview(db: Db, write: ReviewWrite): Promise<MyReview> {
  const { userId, productId, input, language, now } = write;
  await requireProduct(db, productId);
  const row = await findOwnReview(db, userId, productId);
  if (!row) throw notFound(m.notReviewed);
  if (row.status === "hidden") throw new HttpError(409, m.hiddenByModerator);
  if (editableUntil(row) <= now) throw new HttpError(409, m.editWindowOver);
  await db
    .update(productReviews)
    .set({ rating: input.rating, body: input.body, language, updated_at: now })
    .where(and(eq(productReviews.id, row.id), eq(productReviews.status, "published")));
  return readMyReview(db, userId, productId, now);
}

/** "Helpful", once per person: the primary key refuses a second mark, the trigger counts. */
export async function markHelpful(db: Db, userId: number, reviewId: number) {
  const review = await findReview(db, reviewId);
  if (review?.status !== "published") throw notFound(m.notFound);
  if (review.user_id === userId) throw new HttpError(403, m.ownReview);
  await db.insert(productReviewVotes).values({ review_id: reviewId, user_id: userId }).onConflictDoNothing();
  const [after] = await db
    .select({ helpful_count: productReviews.helpful_count })
    .from(productReviews)
    .where(eq(productReviews.id, reviewId));
  return { helpful_count: after?.helpful_count ?? review.helpful_count, marked_helpful: true };
}

/** Admin moderation: hide with a reason the author reads, or publish again. */
export async function moderateReview(db: Db, reviewId: number, reason: string | null, now: Date) {
  const [row] = await db
    .update(productReviews)
    .set(
      reason === null
        ? { status: "published", hidden_reason: null, hidden_at: null }
        : { status: "hidden", hidden_reason: reason, hidden_at: now },
    )
    .where(eq(productReviews.id, reviewId))
    .returning({ id: productReviews.id });
  if (!row) throw notFound(m.notFound);
  const review = await findReview(db, reviewId);
  return review!;
}
