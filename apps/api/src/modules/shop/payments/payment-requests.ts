import crypto from "node:crypto";
import { messages } from "@heritage/domain/messages";
import { PAYMENT_CURRENCY, type PaymentProviderName } from "@heritage/domain/payments";
import type { FastifyInstance } from "fastify";
import type { Tx } from "../../../db/client.ts";
import { payments } from "../../../db/schema/payments.ts";
import { FieldErrors } from "../../../lib/http-errors.ts";
import type { OrderRow } from "../orders/order-view.ts";
import { DEFAULT_PAYMENT_TIMEOUT_MINUTES } from "./payment-config.ts";
import { recordEvent, settlePayment } from "./payment-states.ts";
import type { PaymentRow } from "./payment-view.ts";
import { ProviderError } from "./providers/payment-provider.ts";

export interface PaymentChoice {
  provider: PaymentProviderName;
  /** 2507XXXXXXXX (the domain schema normalised it). */
  phone: string;
}

/** Refuses, before anything is written, a network this server does not offer (400). */
export function assertProviderOffered(app: FastifyInstance, choice: PaymentChoice | undefined): void {
  if (choice && !app.payments.has(choice.provider)) {
    throw new FieldErrors({ payment: [messages.payments.providerUnavailable] });
  }
}

/** Our deadline for a request made now: the configured minutes, never past the order's hold. */
export function paymentDeadline(app: FastifyInstance, now: Date, holdEndsAt?: Date): Date {
  const minutes = app.config.payments?.timeoutMinutes ?? DEFAULT_PAYMENT_TIMEOUT_MINUTES;
  const deadline = new Date(now.getTime() + minutes * 60_000);
  return holdEndsAt && holdEndsAt < deadline ? holdEndsAt : deadline;
}

/** Writes an awaiting payment of the order's whole total, with its first audit event. */
export async function insertAwaitingPayment(
  app: FastifyInstance,
  tx: Tx,
  order: Pick<OrderRow, "id" | "total">,
  choice: PaymentChoice,
  now: Date,
  deadline: Date,
): Promise<PaymentRow> {
  const provider = app.payments.get(choice.provider)!;
  const [row] = await tx
    .insert(payments)
    .values({
      order_id: order.id,
      provider: choice.provider,
      simulated: provider.simulated,
      reference: crypto.randomUUID(),
      phone: choice.phone,
      amount: order.total,
      currency: PAYMENT_CURRENCY,
      requested_at: now,
      expires_at: deadline,
      created_at: now,
      updated_at: now,
    })
    .returning();
  await recordEvent(tx, row!.id, null, "awaiting", { source: "request" }, now);
  return row!;
}

/**
 * Asks the provider to request a recorded payment from the payer. The row exists before the
 * provider is called, so a callback that arrives at once finds it; a provider that refuses fails the
 * payment at once (its order stays pending for another request, decision 255).
 */
export async function sendPaymentRequest(
  app: FastifyInstance,
  payment: PaymentRow,
  orderNumber: string,
): Promise<void> {
  const provider = app.payments.get(payment.provider)!;
  try {
    await provider.requestPayment({
      reference: payment.reference,
      msisdn: payment.phone,
      amount: payment.amount,
      currency: payment.currency,
      note: orderNumber,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    app.log.warn({ payment: payment.id, code: error.code }, `request to pay not accepted: ${error.message}`);
    // No answer is not a refusal: the request may have arrived. The status query decides later
    // (the reconciliation expires it if the provider never heard of it).
    if (error.code === "unreachable") return;
    await settlePayment(
      app,
      payment.id,
      { to: "failed", reason: error.code },
      { source: "request", note: error.message },
    );
  }
}

/** The first request to pay a just-placed order (POST /api/market/orders/ with `payment`). */
export async function requestOrderPayment(
  app: FastifyInstance,
  order: OrderRow,
  choice: PaymentChoice,
): Promise<void> {
  const now = app.now();
  const payment = await app.db.transaction((tx) =>
    insertAwaitingPayment(app, tx, order, choice, now, paymentDeadline(app, now)),
  );
  await sendPaymentRequest(app, payment, order.number);
}
