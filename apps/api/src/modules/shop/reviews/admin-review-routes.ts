import { messages } from "@heritage/domain/messages";
import { paginatedSchema } from "@heritage/domain/paging";
import {
  type AdminReview,
  adminReviewQuerySchema,
  adminReviewSchema,
  hideReviewSchema,
} from "@heritage/domain/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestSchema, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { pageAnswer, pageWindow } from "../../../lib/pagination.ts";
import { listReviewsForAdmin } from "./review-repository.ts";
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

/** The admin portal's review moderation. */
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
      const { total, rows } = await listReviewsForAdmin(app.db, request.query.status, window);
      return pageAnswer(request, window, total, rows.map(toAdminReview));
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
