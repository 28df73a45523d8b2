import type { PaymentStatus } from "@heritage/domain/payments";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { cartItems, carts } from "../../../db/schema/cart.ts";
import { orderLines, orders } from "../../../db/schema/orders.ts";
import { paymentEvents, payments } from "../../../db/schema/payments.ts";
import { returnStock } from "../orders/order-transitions.ts";

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

/**
 * An expired payment ends its order: cancelled, stock back on sale, and the lines back in the
 * shopper's cart so that "try again" or "pay another way" starts from the same basket. A failed
 * one does not: the payer declined or the network refused this request, and the order stays
 * pending with its hold for a new request (decision 255). Conditional on the order still pending,
 * so it happens once (an admin's cancel or the 48-hour expiry that got there first already
 * returned the stock).
 */
async function releaseOrder(tx: Tx, orderId: number, now: Date) {
  const [released] = await tx
    .update(orders)
    .set({ status: "cancelled", cancel_reason: "expired", cancelled_at: now, updated_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ user_id: orders.user_id });
  if (!released) return;
  await returnStock(tx, orderId, now);
  if (released.user_id === null) return;
  const [cart] = await tx
    .insert(carts)
    .values({ user_id: released.user_id, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: carts.user_id, set: { updated_at: now } })
    .returning({ id: carts.id });
  await tx.execute(sql`
    insert into ${cartItems} (cart_id, product_id, quantity, created_at, updated_at)
    select ${cart!.id}, ${orderLines.product_id}, sum(${orderLines.quantity})::int, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz
    from ${orderLines} where ${orderLines.order_id} = ${orderId} group by ${orderLines.product_id}
    on conflict (cart_id, product_id) do update set quantity = greatest(${cartItems.quantity}, excluded.quantity)`);
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
    else if (outcome.to === "expired") await releaseOrder(tx, settled.order_id, now);
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
