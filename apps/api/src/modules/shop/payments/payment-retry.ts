import { messages } from "@heritage/domain/messages";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { orders } from "../../../db/schema/orders.ts";
import { payments } from "../../../db/schema/payments.ts";
import { FieldErrors, HttpError, notFound } from "../../../lib/http-errors.ts";
import { pollPayment } from "./payment-checks.ts";
import {
  insertAwaitingPayment,
  type PaymentChoice,
  paymentDeadline,
  sendPaymentRequest,
} from "./payment-requests.ts";
import { withdrawPayment } from "./payment-states.ts";

export interface NewRequest extends PaymentChoice {
  replace?: boolean;
}

/** The order's payment still waiting for the payer, if the order is this shopper's. */
async function liveOwnPayment(app: FastifyInstance, userId: number, orderId: number) {
  const [live] = await app.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .where(and(eq(payments.order_id, orderId), eq(orders.user_id, userId), eq(payments.status, "awaiting")))
    .orderBy(desc(payments.id))
    .limit(1);
  return live?.payment;
}

/**
 * POST /api/market/orders/{id}/payment/: a new request to pay the shopper's own pending order, on
 * the same or another number (decision 255). The server decides everything but the number: the
 * order must be the shopper's (404 otherwise, as for every order of another), pending and within its
 * hold (409), the amount is the order's total, and one request at a time is live. A request still
 * waiting is first asked about (a payer who declined on the phone frees the order at once, one who
 * approved has paid it: 409); if it still waits, the new one is refused (409) unless `replace` asks
 * to withdraw it. The order row is locked while this is decided, so two requests at once, an admin's
 * move or the 48-hour expiry are decided one after another.
 */
export async function requestPaymentAgain(
  app: FastifyInstance,
  userId: number,
  orderId: number,
  input: NewRequest,
): Promise<void> {
  if (!app.payments.has(input.provider)) {
    throw new FieldErrors({ provider: [messages.payments.providerUnavailable] });
  }
  const live = await liveOwnPayment(app, userId, orderId);
  // Asked as a poll is, so repeated requests share the provider query of every few seconds.
  if (live) await pollPayment(app, live);

  const now = app.now();
  const created = await app.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId)))
      .for("update");
    if (!order) throw notFound(messages.orders.notFound);
    if (order.status !== "pending")
      throw new HttpError(409, messages.payments.notPayable, { status: order.status });
    if (order.expires_at.getTime() <= now.getTime())
      throw new HttpError(409, messages.payments.holdEnded, { status: order.status });
    const [waiting] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.order_id, orderId), eq(payments.status, "awaiting")))
      .for("update");
    if (waiting) {
      // A flagged payment is the shop's to look at: it is never replaced by the shopper.
      if (!input.replace || waiting.flag)
        throw new HttpError(409, (m) => m.payments.stillAwaiting(`+${waiting.phone}`), {
          reason: "payment_awaiting",
        });
      await withdrawPayment(tx, waiting.id, { source: "request", note: "replaced by a new request" }, now);
    }
    // A WhatsApp order paid by mobile money from /orders becomes a mobile-money order.
    if (order.payment_method !== "mobile_money")
      await tx
        .update(orders)
        .set({ payment_method: "mobile_money", updated_at: now })
        .where(eq(orders.id, orderId));
    const payment = await insertAwaitingPayment(
      app,
      tx,
      order,
      { provider: input.provider, phone: input.phone },
      now,
      paymentDeadline(app, now, order.expires_at),
    );
    return { payment, number: order.number };
  });
  await sendPaymentRequest(app, created.payment, created.number);
}
