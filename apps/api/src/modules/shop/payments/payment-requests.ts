import crypto from "node:crypto";
import { messages } from "@heritage/domain/messages";
import { PAYMENT_CURRENCY, type PaymentProviderName } from "@heritage/domain/payments";
import type { FastifyInstance } from "fastify";
import { payments } from "../../../db/schema/payments.ts";
import { FieldErrors } from "../../../lib/http-errors.ts";
import type { OrderRow } from "../orders/order-view.ts";
import { DEFAULT_PAYMENT_TIMEOUT_MINUTES } from "./payment-config.ts";
import { recordEvent, settlePayment } from "./payment-states.ts";
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

/**
 * Records an awaiting payment for a just-placed order, then asks the provider to request it from
 * the payer. The row exists before the provider is called, so a callback that arrives at once
 * finds it; a provider that refuses or cannot be reached fails the payment at once (its order is
 * released like any failed payment).
 */
export async function requestOrderPayment(
  app: FastifyInstance,
  order: OrderRow,
  choice: PaymentChoice,
): Promise<void> {
  const provider = app.payments.get(choice.provider)!;
  const now = app.now();
  const minutes = app.config.payments?.timeoutMinutes ?? DEFAULT_PAYMENT_TIMEOUT_MINUTES;
  const reference = crypto.randomUUID();
  const payment = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        order_id: order.id,
        provider: choice.provider,
        simulated: provider.simulated,
        reference,
        phone: choice.phone,
        amount: order.total,
        currency: PAYMENT_CURRENCY,
        requested_at: now,
        expires_at: new Date(now.getTime() + minutes * 60_000),
        created_at: now,
        updated_at: now,
      })
      .returning();
    await recordEvent(tx, row!.id, null, "awaiting", { source: "request" }, now);
    return row!;
  });
  try {
    await provider.requestPayment({
      reference,
      msisdn: choice.phone,
      amount: order.total,
      currency: PAYMENT_CURRENCY,
      note: order.number,
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
