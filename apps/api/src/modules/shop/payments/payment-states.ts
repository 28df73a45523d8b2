import type { PaymentStatus } from "@heritage/domain/payments";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { orders } from "../../../db/schema/orders.ts";
import { paymentEvents, payments } from "../../../db/schema/payments.ts";
import { releaseExpiredOrder } from "../orders/order-release.ts";

export type Settled = Exclude<PaymentStatus, "awaiting">;

/** What caused a change, for the audit: the request, a callback, a poll, the job, an admin. */
export interface Cause {
  source: "request" | "callback" | "poll" | "reconciliation" | "admin";
  actorId?: number | null;
  note?: string | null;
}

export interface Outcome {
  to: Settled;
  reason?: string | null;
  transactionId?: string | null;
}

export async function recordEvent(
  db: DbOrTx,
  paymentId: number,
  from: PaymentStatus | null,
  to: PaymentStatus,
  cause: Cause,
  now: Date,
): Promise<void> {
  await db.insert(paymentEvents).values({
    payment_id: paymentId,
    from_status: from,
    to_status: to,
    source: cause.source,
    actor_user_id: cause.actorId ?? null,
    note: cause.note ?? null,
    created_at: now,
  });
}

/** A paid payment confirms its order; if the order was cancelled meanwhile, the money must go back. */
async function confirmOrder(tx: Tx, paymentId: number, orderId: number, now: Date) {
  const [confirmed] = await tx
    .update(orders)
    .set({ status: "confirmed", confirmed_at: now, updated_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  if (confirmed) return;
  await tx.update(payments).set({ flag: "paid_after_cancel" }).where(eq(payments.id, paymentId));
  await recordEvent(
    tx,
    paymentId,
    "paid",
    "paid",
    { source: "reconciliation", note: "paid_after_cancel" },
    now,
  );
}

/**
 * The provider approved a payment we had already expired (the payer answered after our deadline,
 * or approved a request the shopper had replaced with a new one): the money is taken, so the
 * payment becomes paid. Its order, cancelled at the expiry, now needs a refund: flagged
 * `paid_after_cancel` (decision 210). An order still pending (a replaced request, decision 255) is
 * confirmed by it instead, as by any payment. One conditional update, so it is recorded once however
 * many callbacks and rechecks report it. True when this call recorded it.
 */
export async function recordLateApproval(
  app: FastifyInstance,
  paymentId: number,
  transactionId: string | null,
  cause: Cause,
): Promise<boolean> {
  const now = app.now();
  return app.db.transaction(async (tx) => {
    const [late] = await tx
      .update(payments)
      .set({
        status: "paid",
        flag: "paid_after_cancel",
        provider_transaction_id: transactionId,
        settled_at: now,
        last_checked_at: now,
        updated_at: now,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "expired")))
      .returning({ order_id: payments.order_id });
    if (!late) return false;
    const [confirmed] = await tx
      .update(orders)
      .set({ status: "confirmed", confirmed_at: now, updated_at: now })
      .where(and(eq(orders.id, late.order_id), eq(orders.status, "pending")))
      .returning({ id: orders.id });
    if (confirmed) {
      await tx.update(payments).set({ flag: null }).where(eq(payments.id, paymentId));
      await recordEvent(tx, paymentId, "expired", "paid", { ...cause, note: "paid late" }, now);
    } else {
      await recordEvent(tx, paymentId, "expired", "paid", { ...cause, note: "paid_after_cancel" }, now);
    }
    return true;
  });
}

/**
 * Moves a payment from awaiting to `outcome.to`, exactly once: one conditional UPDATE decides.
 * Callers racing on the same payment (duplicate callbacks, polls, the job, an admin, several
 * processes) queue on the row lock; the first one changes it, the others find it no longer
 * awaiting and change nothing. The order moves in the same transaction. True when this call won.
 */
export async function settlePayment(
  app: FastifyInstance,
  paymentId: number,
  outcome: Outcome,
  cause: Cause,
): Promise<boolean> {
  const now = app.now();
  return app.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payments)
      .set({
        status: outcome.to,
        failure_reason: outcome.reason ?? null,
        provider_transaction_id: outcome.transactionId ?? null,
        settled_at: now,
        last_checked_at: now,
        updated_at: now,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "awaiting")))
      .returning({ order_id: payments.order_id });
    if (!settled) return false;
    await recordEvent(tx, paymentId, "awaiting", outcome.to, cause, now);
    if (outcome.to === "paid") await confirmOrder(tx, paymentId, settled.order_id, now);
    else if (outcome.to === "expired") await releaseExpiredOrder(tx, settled.order_id, now);
    return true;
  });
}

/**
 * The shopper sends a new request in place of one still waiting for the payer (another number, or
 * the prompt never came): the old one stops being live, as if its time were up, without touching the
 * order (decision 255). A provider cannot take a request back, so the reconciliation keeps asking
 * about it like any expired payment, and an approval that still comes is recorded
 * (recordLateApproval). Conditional, so a payment that settled meanwhile is left as it is. True when
 * this call withdrew it.
 */
export async function withdrawPayment(tx: Tx, paymentId: number, cause: Cause, now: Date): Promise<boolean> {
  const [withdrawn] = await tx
    .update(payments)
    .set({ status: "expired", failure_reason: "replaced", settled_at: now, updated_at: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "awaiting")))
    .returning({ id: payments.id });
  if (!withdrawn) return false;
  await recordEvent(tx, paymentId, "awaiting", "expired", cause, now);
  return true;
}
