import { APPLICATION_STATUSES } from "@heritage/domain/community";
import {
  sellerApplicationInputSchema,
  sellerApplicationListSchema,
  sellerApplicationSchema,
  sellerDecisionSchema,
  sellingStatusSchema,
} from "@heritage/domain/selling";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminWriteErrors, detailSchema, pathId } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import {
  applyToSell,
  decideSellerApplication,
  listSellerApplications,
  sellingStatus,
} from "./seller-applications.ts";

const security = [{ bearer: [] }];
const errors = { ...adminWriteErrors, 409: detailSchema } as const;

/** Asking to sell in the market, and the admins' decisions (decision 240). */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/selling/me",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["selling"],
        security,
        description: "Whether the signed-in person is a creator, their latest request to sell, their shop.",
        response: { 200: sellingStatusSchema, 401: detailSchema },
      },
    },
    async (request) => sellingStatus(app.db, currentUser(request).id),
  );

  app.post(
    "/selling/applications",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["selling"],
        security,
        description:
          "An approved creator asks to sell: shop name, payout number (MTN or Airtel Rwanda), districts " +
          "shipped from, the makers' terms accepted. 403 for anyone not a creator; 409 while a request " +
          "waits or once the shop is open.",
        body: sellerApplicationInputSchema,
        response: { 201: sellerApplicationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyToSell(app.db, currentUser(request).id, request.body)),
  );

  app.get(
    "/admin/seller-applications",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["selling admin"],
        security,
        querystring: z.object({
          status: z.enum(APPLICATION_STATUSES).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          page_size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: sellerApplicationListSchema, ...adminWriteErrors },
      },
    },
    async (request) =>
      listSellerApplications(app.db, {
        status: request.query.status,
        page: request.query.page,
        size: request.query.page_size,
      }),
  );

  app.post(
    "/admin/seller-applications/:id/decision",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["selling admin"],
        security,
        description:
          "`{decision: 'approve'}` opens the shop; `{decision: 'decline', reason}`; 409 once decided.",
        params: z.object({ id: z.string().max(20) }),
        body: sellerDecisionSchema,
        response: { 200: sellerApplicationSchema, ...errors, 404: detailSchema },
      },
    },
    async (request) =>
      decideSellerApplication(app.db, pathId(request.params.id), currentUser(request).id, request.body),
  );
};
