import { messages } from "@heritage/domain/messages";
import {
  helpfulSchema,
  myReviewSchema,
  REVIEW_PAGE_SIZE,
  type ReviewInput,
  reviewInputSchema,
  reviewPageSchema,
  reviewQuerySchema,
} from "@heritage/domain/reviews";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { badRequestSchema, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { pageAnswer, pageWindow } from "../../../lib/pagination.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { listPublishedReviews, productIsOnSale } from "./review-repository.ts";
import {
  createReview,
  editReview,
  markHelpful,
  type ReviewWrite,
  readMyReview,
  toReview,
} from "./review-service.ts";

const tags = ["market"];
const security = [{ bearer: [] }];
const errors = { 401: detailSchema, 403: detailSchema, 404: detailSchema } as const;

const idOf = (value: string) => pathId(value, messages.common.notFound);

/** Ratings and reviews from buyers (decision 181). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/market/products/:id/reviews",
    {
      schema: {
        tags,
        description:
          "A product's published reviews in pages (sort: newest, or helpful: most marked helpful first). " +
          "Signed in, each says whether the reader marked it helpful.",
        params: idParamsSchema,
        querystring: reviewQuerySchema,
        response: { 200: reviewPageSchema, 400: badRequestSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const productId = idOf(request.params.id);
      if (!(await productIsOnSale(app.db, productId))) throw notFound(messages.common.notFound);
      const { sort } = request.query;
      const window = pageWindow(request.query, REVIEW_PAGE_SIZE);
      const { count, rows } = await listPublishedReviews(
        app.db,
        productId,
        sort,
        window.page,
        window.size,
        request.user?.id ?? null,
      );
      const results = rows.map((row) => toReview(row, Boolean(row.marked_helpful)));
      return pageAnswer(request, window, count, results);
    },
  );

  const writeOf = (request: FastifyRequest, id: string, input: ReviewInput): ReviewWrite => ({
    userId: currentUser(request).id,
    productId: idOf(id),
    input,
    language: requestLanguage(request),
    now: app.now(),
  });

  app.get(
    "/market/products/:id/reviews/mine",
    {
      onRequest: app.requireShopper,
      schema: {
        tags,
        security,
        description:
          "The signed-in shopper's review of the product (with a moderator's reason if hidden), whether " +
          "they may review it (a delivered order line of it) and until when they may edit it.",
        params: idParamsSchema,
        response: { 200: myReviewSchema, ...errors },
      },
    },
    async (request) => readMyReview(app.db, currentUser(request).id, idOf(request.params.id), app.now()),
  );

  app.post(
    "/market/products/:id/reviews",
    {
      onRequest: app.requireShopper,
      schema: {
        tags,
        security,
        description:
          "Rates the product 1-5 with an optional text (at most 2,000 characters, no HTML or control " +
          "characters): only with a delivered order line of it (else 403), once (else 409).",
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 201: myReviewSchema, 400: badRequestSchema, ...errors, 409: detailSchema },
      },
    },
    async (request, reply) => {
      const mine = await createReview(app.db, writeOf(request, request.params.id, request.body));
      return reply.code(201).send(mine);
    },
  );

  app.patch(
    "/market/products/:id/reviews/mine",
    {
      onRequest: app.requireShopper,
      schema: {
        tags,
        security,
        description:
          "Edits the shopper's review within 30 days of writing it; a hidden review stays as it is (409).",
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 200: myReviewSchema, 400: badRequestSchema, ...errors, 409: detailSchema },
      },
    },
    async (request) => editReview(app.db, writeOf(request, request.params.id, request.body)),
  );

  app.post(
    "/market/reviews/:id/helpful",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description:
          "Marks a published review helpful, once per person (again changes nothing); not one's own.",
        params: idParamsSchema,
        response: { 200: helpfulSchema, ...errors },
      },
    },
    async (request) => markHelpful(app.db, currentUser(request).id, idOf(request.params.id)),
  );
};
