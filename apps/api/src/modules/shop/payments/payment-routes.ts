import { messages } from "@heritage/domain/messages";
import { adminOrderSchema, orderSchema } from "@heritage/domain/orders";
import {
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentProvidersSchema,
  paymentRequestSchema,
} from "@heritage/domain/payments";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import { badRequestSchema, detailSchema, idParamsSchema, parseId } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { orderId } from "../orders/market-order-routes.ts";
import { findAdminOrder, findOwnOrder } from "../orders/order-repository.ts";
import { toAdminOrder, toOrder, withLines } from "../orders/order-view.ts";
import { callbackThrottle } from "./callback-throttle.ts";
import { type CheckResult, checkWithProvider, pollPayment } from "./payment-checks.ts";
import { findPayment, findPaymentByReference, latestOwnPayment, paymentStatus } from "./payment-lookups.ts";
import { requestPaymentAgain } from "./payment-retry.ts";

const providerParams = z.object({ provider: z.string().max(40) });
const callbackAnswer = z.object({ status: z.enum(PAYMENT_STATUSES) });

/** A check's refusals as HTTP answers: flagged (409) or no answer from the provider (503). */
function refuseUnsettled(result: CheckResult): void {
  if (result.kind === "mismatch") {
    throw new HttpError(
      409,
      result.flag === "amount_unreadable"
        ? messages.payments.amountUnreadable
        : messages.payments.amountMismatch,
    );
  }
  // No answer from the provider: 503 makes a real provider send the callback again later.
  if (result.kind === "unreachable") throw new HttpError(503, messages.payments.providerUnreachable);
}

/**
 * Paid and failed payments are final: nothing the provider says changes them. An awaiting one is
 * checked; so is an expired one, whose payer may have approved after our deadline (decision 210).
 */
const askable = (status: PaymentStatus) => status === "awaiting" || status === "expired";

async function callbackHandler(app: FastifyInstance, providerName: string, body: unknown) {
  const provider = app.payments.get(providerName as "mtn");
  if (!provider) throw notFound(messages.payments.notFound);
  const claim = provider.parseCallback(body);
  if (!claim) throw new HttpError(400, messages.payments.callbackInvalid);
  const payment = await findPaymentByReference(app.db, provider.name, claim.reference);
  if (!payment) throw notFound(messages.payments.notFound);
  if (!askable(payment.status))
    throw new HttpError(409, messages.payments.alreadySettled, { status: payment.status });
  const result = await checkWithProvider(app, payment, {
    source: "callback",
    note: `callback said ${claim.status}`,
  });
  refuseUnsettled(result);
  const status = (await paymentStatus(app.db, payment.id))!;
  if (result.kind === "unchanged") throw new HttpError(409, messages.payments.alreadySettled, { status });
  return { status };
}

/** Callbacks from the providers and the list of networks (no sign-in: the providers call these). */
export const paymentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/payments/providers",
    {
      schema: {
        tags: ["payments"],
        description: "The mobile-money networks the checkout may offer (empty: none configured).",
        response: { 200: paymentProvidersSchema },
      },
    },
    async () => ({
      providers: [...app.payments.values()].map((p) => ({ name: p.name, simulated: p.simulated })),
    }),
  );

  app.route({
    method: ["POST", "PUT"],
    url: "/payments/callbacks/:provider",
    schema: {
      tags: ["payments"],
      description:
        "A provider's callback. Never trusted alone: the payment is settled by the provider's status " +
        "query (concurrent checks of one payment share one query). An expired payment is asked about " +
        "too: a late approval is recorded as paid, flagged paid_after_cancel for a refund. 400 for a " +
        "body this provider does not send, 404 for an unknown provider or reference, 409 when the " +
        "payment is already settled (a replay) or the provider's amount differs or is missing " +
        "(flagged); 429 past the callbacks a minute per client address; 503 when the provider's " +
        "status query did not answer. Nothing changes on any of these.",
      params: providerParams,
      response: {
        200: callbackAnswer,
        400: detailSchema,
        404: detailSchema,
        409: detailSchema,
        429: detailSchema,
        503: detailSchema,
      },
    },
    onRequest: callbackThrottle(app),
    handler: async (request) => callbackHandler(app, request.params.provider, request.body),
  });
};

/** The shopper follows their payment; an admin re-checks one with the provider. */
export const paymentShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireShopper);
  app.get(
    "/market/orders/:id/payment",
    {
      schema: {
        tags: ["orders"],
        security: [{ bearer: [] }],
        description:
          "The order with its payments; an awaiting payment is checked with the provider first (at most " +
          "one provider query every few seconds, whoever polls).",
        params: idParamsSchema,
        response: { 200: orderSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const id = orderId(request.params.id);
      const latest = await latestOwnPayment(app.db, userId, id);
      if (latest) await pollPayment(app, latest);
      const row = await findOwnOrder(app.db, userId, id);
      if (!row) throw notFound(messages.orders.notFound);
      return (await withLines(app.db, [row], toOrder, requestLanguage(request)))[0]!;
    },
  );

  app.post(
    "/market/orders/:id/payment",
    {
      schema: {
        tags: ["orders"],
        security: [{ bearer: [] }],
        description:
          "A new request to pay the shopper's own pending order by mobile money, on the same or " +
          "another number (decision 255): the same order, its whole total, a new reference. A request " +
          "still waiting for the payer is asked about first; if it still waits, 409 " +
          "`reason: payment_awaiting` unless `replace` withdraws it (an approval that still comes for " +
          "it is recorded, decision 210). 400 for a bad number or a network not offered, 404 for an " +
          "order that is not the shopper's, 409 for an order no longer pending or past its hold. " +
          "Answers the order with its payments, the new one last.",
        params: idParamsSchema,
        body: paymentRequestSchema,
        response: {
          201: orderSchema,
          400: badRequestSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
          409: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const id = orderId(request.params.id);
      await requestPaymentAgain(app, userId, id, request.body);
      const row = await findOwnOrder(app.db, userId, id);
      if (!row) throw notFound(messages.orders.notFound);
      const [order] = await withLines(app.db, [row], toOrder, requestLanguage(request));
      return reply.status(201).send(order!);
    },
  );
};

export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);
  app.post(
    "/admin/payments/:id/recheck",
    {
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        description:
          "Asks the provider where the payment stands and settles it by that answer (once, like every " +
          "other check); an expired payment the provider now calls successful is recorded as paid " +
          "after cancel (a refund is due). Answers the payment's order (with any flag); 404 unknown " +
          "payment, 409 paid or failed already, 503 no answer.",
        params: idParamsSchema,
        response: {
          200: adminOrderSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
          409: detailSchema,
          503: detailSchema,
        },
      },
    },
    async (request) => {
      const id = parseId(request.params.id);
      const payment = id === null ? undefined : await findPayment(app.db, id);
      if (!payment) throw notFound(messages.payments.notFound);
      if (!askable(payment.status))
        throw new HttpError(409, messages.payments.alreadySettled, { status: payment.status });
      const result = await checkWithProvider(app, payment, {
        source: "admin",
        actorId: currentUser(request).id,
      });
      // A flagged payment answers its order, flag shown: the admin is the one who looks.
      if (result.kind === "unreachable") throw new HttpError(503, messages.payments.providerUnreachable);
      const row = await findAdminOrder(app.db, payment.order_id);
      return (await withLines(app.db, [row!], toAdminOrder))[0]!;
    },
  );
};
