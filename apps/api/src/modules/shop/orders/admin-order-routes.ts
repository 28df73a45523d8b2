import { messages } from "@heritage/domain/messages";
import {
  adminCartSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  orderStatusChangeSchema,
} from "@heritage/domain/orders";
import { pageQuerySchema, paginatedSchema } from "@heritage/domain/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client.ts";
import { fieldError, notFound } from "../../../lib/http-errors.ts";
import { badRequestSchema, detailSchema, idParamsSchema } from "../../../lib/http-schemas.ts";
import { pageAnswer, pageWindow } from "../../../lib/pagination.ts";
import { listOpenCarts } from "./cart-overview.ts";
import { orderId } from "./market-order-routes.ts";
import { findAdminOrder, listAdminOrders } from "./order-repository.ts";
import { moveOrder } from "./order-transitions.ts";
import { toAdminOrder, withLines } from "./order-view.ts";

const tags = ["admin"];
const security = [{ bearer: [] }];
const adminErrors = { 401: detailSchema, 403: detailSchema } as const;

async function adminOrder(db: Db, id: number) {
  const row = await findAdminOrder(db, id);
  if (!row) throw notFound(messages.orders.notFound);
  const [order] = await withLines(db, [row], toAdminOrder);
  return order!;
}

/** The admin portal's Orders and Carts sections. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/admin/orders",
    {
      schema: {
        tags,
        security,
        description:
          "Every order, newest first, in pages. Filters: status; date_from/date_to (YYYY-MM-DD, " +
          "Kigali days, both inclusive); search in the order number and the customer's username, " +
          "email or name.",
        querystring: adminOrderQuerySchema,
        response: { 200: paginatedSchema(adminOrderSchema), 400: badRequestSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { query } = request;
      if (query.date_from && query.date_to && query.date_to < query.date_from) {
        throw fieldError("date_to", "The end date must not be before the start date");
      }
      const window = pageWindow(query);
      const { rows, total } = await listAdminOrders(app.db, query, window);
      return pageAnswer(request, window, total, await withLines(app.db, rows, toAdminOrder));
    },
  );

  app.get(
    "/admin/orders/:id",
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: adminOrderSchema, ...adminErrors, 404: detailSchema },
      },
    },
    async (request) => adminOrder(app.db, orderId(request.params.id)),
  );

  app.post(
    "/admin/orders/:id/status",
    {
      schema: {
        tags,
        security,
        description:
          "Moves the order one allowed step: pending → confirmed → shipped → delivered, or " +
          "cancelled from pending or confirmed (the stock comes back). Anything else is a 409, and so " +
          "is confirming an order whose mobile-money payment still awaits the payer (decision 210).",
        params: idParamsSchema,
        body: orderStatusChangeSchema,
        response: {
          200: adminOrderSchema,
          400: badRequestSchema,
          ...adminErrors,
          404: detailSchema,
          409: detailSchema,
        },
      },
    },
    async (request) => {
      const id = orderId(request.params.id);
      await moveOrder(app, id, request.body.status);
      return adminOrder(app.db, id);
    },
  );

  app.get(
    "/admin/carts",
    {
      schema: {
        tags,
        security,
        description:
          "Carts holding at least one item, most recently changed first, valued at today's prices.",
        querystring: pageQuerySchema,
        response: { 200: paginatedSchema(adminCartSchema), 400: badRequestSchema, ...adminErrors },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { rows, total } = await listOpenCarts(app.db, window);
      return pageAnswer(request, window, total, rows);
    },
  );
};
