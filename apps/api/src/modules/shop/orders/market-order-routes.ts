import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import { orderSchema, placeOrderSchema } from "@heritage/domain/orders";
import { pageQuerySchema, paginatedSchema } from "@heritage/domain/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client.ts";
import { requestLanguage } from "../../../lib/content-language.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { badRequestSchema, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { pageAnswer, pageWindow } from "../../../lib/pagination.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { assertProviderOffered, requestOrderPayment } from "../payments/payment-requests.ts";
import { guardPromoTries } from "../shop-offers/promo-throttle.ts";
import { ExistingOrderError } from "./order-holds.ts";
import { placeOrder } from "./order-placement.ts";
import { findOwnOrder, listOwnOrders } from "./order-repository.ts";
import { cancelOwnOrder } from "./order-transitions.ts";
import { toOrder, withLines } from "./order-view.ts";

const tags = ["orders"];
const security = [{ bearer: [] }];
const shopperErrors = { 401: detailSchema, 403: detailSchema } as const;

export const orderId = (value: string) => pathId(value, messages.orders.notFound);

async function ownOrder(db: Db, userId: number, id: number, language: Language) {
  const row = await findOwnOrder(db, userId, id);
  if (!row) throw notFound(messages.orders.notFound);
  const [order] = await withLines(db, [row], toOrder, language);
  return order!;
}

/** The shopper's orders: place one from the cart, read them, cancel while pending. */
export const marketOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireShopper);

  app.post(
    "/market/orders",
    {
      schema: {
        tags,
        security,
        description:
          "Places an order from the whole cart in one transaction: stock is taken, prices are " +
          "fixed, the cart is emptied. 409 with `lines` (product_id, name, requested, available, " +
          "reason) when any line cannot be served; nothing changes then. 400 when the cart is empty. " +
          "Unpaid orders may hold only so much (decision 070): 409 `reason: existing_order` with " +
          "`order` when one of the shopper's pending orders already holds a cart item (continue " +
          "with it, or cancel it first); 409 `reason: hold_limit` with `limit` when the account's " +
          "pending orders, units of one product or units in all would pass the cap; 429 " +
          "`reason: address_hold_limit` when the client address's wider caps would. With `payment` " +
          "(provider, phone) the order is paid by mobile money: a request to pay goes to the provider " +
          "and the answer carries the awaiting payment (400 when that network is not offered). " +
          "`promo_code` is checked again here under the code's row lock (400 at " +
          "`promo_code` when a rule refuses it; 429 after too many refused codes, decision 210), delivery is computed from `delivery_country` and " +
          "`delivery_district` once the shop has delivery zones, and an `expected_total` that differs " +
          "from the server's total answers 409 `reason: total_changed` with the new `quote`.",
        body: placeOrderSchema,
        response: {
          201: orderSchema,
          400: badRequestSchema,
          ...shopperErrors,
          409: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const payment = request.body.payment;
      assertProviderOffered(app, payment);
      try {
        const row = await guardPromoTries(app, request, request.body.promo_code, userId, () =>
          placeOrder(app, userId, request.ip, request.body, requestLanguage(request)),
        );
        // Mobile money (decision 120): the payment is requested once the order holds its stock.
        if (payment) await requestOrderPayment(app, row, payment);
        return reply.status(201).send(await ownOrder(app.db, userId, row.id, requestLanguage(request)));
      } catch (error) {
        if (!(error instanceof ExistingOrderError)) throw error;
        const order = await ownOrder(app.db, userId, error.orderId, requestLanguage(request));
        throw conflict((m) => m.orders.alreadyPending(order.number), { reason: "existing_order", order });
      }
    },
  );

  app.get(
    "/market/orders",
    {
      schema: {
        tags,
        security,
        description: "The shopper's own orders, newest first, in pages.",
        querystring: pageQuerySchema,
        response: { 200: paginatedSchema(orderSchema), 400: badRequestSchema, ...shopperErrors },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { rows, total } = await listOwnOrders(app.db, currentUser(request).id, window);
      return pageAnswer(
        request,
        window,
        total,
        await withLines(app.db, rows, toOrder, requestLanguage(request)),
      );
    },
  );

  app.get(
    "/market/orders/:id",
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: orderSchema, ...shopperErrors, 404: detailSchema },
      },
    },
    async (request) =>
      ownOrder(app.db, currentUser(request).id, orderId(request.params.id), requestLanguage(request)),
  );

  app.post(
    "/market/orders/:id/cancel",
    {
      schema: {
        tags,
        security,
        description:
          "Cancels the shopper's own pending order and puts its items back on sale; 409 otherwise.",
        params: idParamsSchema,
        response: { 200: orderSchema, ...shopperErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const id = orderId(request.params.id);
      await cancelOwnOrder(app, userId, id);
      return ownOrder(app.db, userId, id, requestLanguage(request));
    },
  );
};
