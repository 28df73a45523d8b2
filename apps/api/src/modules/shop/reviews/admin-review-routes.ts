import { messages } from "@heritage/domain/messages";
import { paginatedSchema } from "@heritage/domain/paging";
import {
  type AdminReview,
  adminReviewQuerySchema,
  adminReviewSchema,
  hideReviewSchema,
} from "@heritage/domain/reviews";
import { count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { products } from "../../../db/schema/catalog.ts";
import { productReviews } from "../../../db/schema/reviews.ts";
import { users } from "../../../db/schema/users.ts";
import { badRequestSchema, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { pageAnswer, pageWindow } from "../../../lib/pagination.ts";
import { reviewColumns } from "./review-repository.ts";
import { moderateReview, toReview } from "./review-service.ts";

const tags = ["admin"];
const security = [{ bearer: [] }];
const errors = { 401: detailSchema, 403: detailSchema, 404: detailSchema } as const;

type Row = Parameters<typeof toReview>[0] & { product_name: string };

function toAdminReview(row: Row): AdminReview {
  const { marked_helpful: _, ...review } = toReview(row);
  return {
    ...review,
    product_name: row.product_name,
    status: row.status,
    hidden_reason: row.hidden_reason,
    hidden_at: row.hidden_at?.toISOString() ?? null,
  };
}

const idOf = (value: string) => pathId(value, messages.reviews.notFound);

/** The admin portal's review moderation (issue 22). */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/admin/reviews",
    {
      schema: {
        tags,
        security,
        description: "Every review, newest first, in pages; status filters published or hidden ones.",
        querystring: adminReviewQuerySchema,
        response: { 200: paginatedSchema(adminReviewSchema), 400: badRequestSchema, ...errors },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const where = request.query.status ? eq(productReviews.status, request.query.status) : undefined;
      const [total] = await app.db.select({ value: count() }).from(productReviews).where(where);
      const rows = await app.db
        .select({ ...reviewColumns, product_name: products.name })
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.user_id))
        .innerJoin(products, eq(products.id, productReviews.product_id))
        .where(where)
        .orderBy(desc(productReviews.created_at), desc(productReviews.id))
        .limit(window.limit)
        .offset(window.offset);
      return pageAnswer(request, window, total?.value ?? 0, rows.map(toAdminReview));
    },
  );

  app.post(
    "/admin/reviews/:id/hide",
    {
      schema: {
        tags,
        security,
        description:
          "Hides a review with a reason (3-500 characters) that its author reads; the product's rating " +
          "and review count leave it out at once.",
        params: idParamsSchema,
        body: hideReviewSchema,
        response: { 200: adminReviewSchema, 400: badRequestSchema, ...errors },
      },
    },
    async (request) =>
      toAdminReview(await moderateReview(app.db, idOf(request.params.id), request.body.reason, app.now())),
  );

  app.post(
    "/admin/reviews/:id/publish",
    {
      schema: {
        tags,
        security,
        description: "Publishes a hidden review again (its reason is cleared).",
        params: idParamsSchema,
        response: { 200: adminReviewSchema, ...errors },
      },
    },
    async (request) => toAdminReview(await moderateReview(app.db, idOf(request.params.id), null, app.now())),
  );
};
