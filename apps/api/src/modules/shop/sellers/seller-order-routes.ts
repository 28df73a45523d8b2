import { orderShipmentListSchema, sellerOrderListSchema, shipmentStepSchema } from "@heritage/domain/selling";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminWriteErrors, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { listSellerOrders, moveShipment, orderShipmentsOf } from "./seller-orders.ts";

const security = [{ bearer: [] }];

/**
 * A maker's orders (decision 242): their lines of each order with what they need to ship
 * them, and their shipment's steps. The caller's open shop is read from the database on every call.
 */
export const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/selling/orders",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["selling"],
        security,
        description:
          "The orders holding the maker's pieces, newest first, once no longer pending: the maker's lines " +
          "only, and the buyer's name, phone, district and address.",
        response: { 200: sellerOrderListSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    async (request) => listSellerOrders(app.db, currentUser(request).id),
  );

  app.post(
    "/selling/orders/:number/shipment",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["selling"],
        security,
        description:
          "`{step: 'confirm'}`, `{step: 'ship', note}` (a tracking number or who carries it), " +
          "`{step: 'deliver'}`, each from the step before only (409 otherwise); 404 for an order " +
          "that holds none of the maker's pieces.",
        params: z.object({ number: z.string().max(40) }),
        body: shipmentStepSchema,
        response: { 204: z.void(), ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await moveShipment(app.db, currentUser(request).id, request.params.number, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    "/admin/orders/:id/shipments",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["selling admin"],
        security,
        description: "Each maker's part of the order (none for an order of the shop's own pieces only).",
        params: idParamsSchema,
        response: { 200: orderShipmentListSchema, ...adminWriteErrors },
      },
    },
    async (request) => orderShipmentsOf(app.db, pathId(request.params.id)),
  );
};
