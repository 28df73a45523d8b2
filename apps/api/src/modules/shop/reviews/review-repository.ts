import type { REVIEW_STATUSES, ReviewSort } from "@heritage/domain/reviews";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { products } from "../../../db/schema/catalog.ts";
import { orderLines, orders } from "../../../db/schema/orders.ts";
import { productReviews, productReviewVotes } from "../../../db/schema/reviews.ts";
import { users } from "../../../db/schema/users.ts";

/** The columns every view of a review starts from, with its author's username. */
export const reviewColumns = {
  id: productReviews.id,
  product_id: productReviews.product_id,
  user_id: productReviews.user_id,
  rating: productReviews.rating,
  body: productReviews.body,
  language: productReviews.language,
  author: users.username,
  verified_purchase: productReviews.verified_purchase,
  helpful_count: productReviews.helpful_count,
  status: productReviews.status,
  hidden_reason: productReviews.hidden_reason,
  hidden_at: productReviews.hidden_at,
  created_at: productReviews.created_at,
  updated_at: productReviews.updated_at,
};

export async function productIsOnSale(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.is_active, true)));
  return row !== undefined;
}

/** product §22's rule: one of the person's orders holding this product was delivered. */
export async function hasDeliveredLine(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(
      and(eq(orders.user_id, userId), eq(orders.status, "delivered"), eq(orderLines.product_id, productId)),
    )
    .limit(1);
  return row !== undefined;
}

const order = (sort: ReviewSort) =>
  sort === "helpful"
    ? [desc(productReviews.helpful_count), desc(productReviews.created_at), desc(productReviews.id)]
    : [desc(productReviews.created_at), desc(productReviews.id)];

/** A page of a product's published reviews, and whether `viewerId` marked each helpful. */
export async function listPublishedReviews(
  db: Db,
  productId: number,
  sort: ReviewSort,
  page: number,
  pageSize: number,
  viewerId: number | null,
) {
  const where = and(eq(productReviews.product_id, productId), eq(productReviews.status, "published"));
  const [total] = await db.select({ value: count() }).from(productReviews).where(where);
  const rows = await db
    .select({
      ...reviewColumns,
      marked_helpful:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${productReviewVotes} v
              where v.review_id = ${productReviews.id} and v.user_id = ${viewerId})`,
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.user_id))
    .where(where)
    .orderBy(...order(sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.value ?? 0, rows };
}

export async function findOwnReview(db: Db, userId: number, productId: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.user_id))
    .where(and(eq(productReviews.user_id, userId), eq(productReviews.product_id, productId)));
  return row ?? null;
}

export async function findReview(db: Db, id: number) {
  const [row] = await db
    .select({ ...reviewColumns, product_name: products.name })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.user_id))
    .innerJoin(products, eq(products.id, productReviews.product_id))
    .where(eq(productReviews.id, id));
  return row ?? null;
}

/** The admin portal's review list: every review (or those of one status), newest first, one page. */
export async function listReviewsForAdmin(
  db: Db,
  status: (typeof REVIEW_STATUSES)[number] | undefined,
  window: { limit: number; offset: number },
) {
  const where = status ? eq(productReviews.status, status) : undefined;
  const [total] = await db.select({ value: count() }).from(productReviews).where(where);
  const rows = await db
    .select({ ...reviewColumns, product_name: products.name })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.user_id))
    .innerJoin(products, eq(products.id, productReviews.product_id))
    .where(where)
    .orderBy(desc(productReviews.created_at), desc(productReviews.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.value ?? 0, rows };
}
