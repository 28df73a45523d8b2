import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { payments } from "../../db/schema/payments.ts";
import { type Cause, recordEvent, settlePayment } from "./payment-states.ts";
import type { PaymentRow } from "./payment-view.ts";
import { ProviderError, type ProviderPaymentState } from "./providers/payment-provider.ts";

/** What one check with the provider came to. */
export type CheckResult =
  | { kind: "settled"; won: boolean }
  | { kind: "still_awaiting" }
  | { kind: "mismatch" }
  | { kind: "unreachable"; code: string };

/** Shopper polls share one provider query this often per payment. */
export const POLL_GAP_MS = 3_000;

async function flagMismatch(
  app: FastifyInstance,
  payment: PaymentRow,
  state: ProviderPaymentState,
  cause: Cause,
) {
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const [flagged] = await tx
      .update(payments)
      .set({ flag: "amount_mismatch", last_checked_at: now, updated_at: now })
      .where(and(eq(payments.id, payment.id), isNull(payments.flag)))
      .returning({ id: payments.id });
    const note = `amount_mismatch: provider says ${state.amount ?? "?"} ${state.currency ?? "?"}, order asks ${payment.amount} ${payment.currency}`;
    if (flagged) await recordEvent(tx, payment.id, payment.status, payment.status, { ...cause, note }, now);
  });
}

const mismatched = (payment: PaymentRow, state: ProviderPaymentState) =>
  (state.amount !== null && state.amount !== payment.amount) ||
  (state.currency !== null && state.currency !== payment.currency);

/**
 * Asks the provider where an awaiting payment stands and settles it by that answer alone: a
 * callback's claim is only the reason to ask (decision 121). An answer whose amount or currency
 * differ from the payment is refused and flagged; no answer leaves the payment for the next
 * check; still pending past the payment's deadline expires it.
 */
export async function checkWithProvider(
  app: FastifyInstance,
  payment: PaymentRow,
  cause: Cause,
): Promise<CheckResult> {
  if (payment.flag === "amount_mismatch") return { kind: "mismatch" };
  const provider = app.payments.get(payment.provider);
  const overdue = app.now().getTime() >= payment.expires_at.getTime();
  if (!provider) {
    if (!overdue) return { kind: "unreachable", code: "not_configured" };
    return { kind: "settled", won: await settlePayment(app, payment.id, { to: "expired" }, cause) };
  }
  let state: ProviderPaymentState;
  try {
    state = await provider.getStatus(payment.reference);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    app.log.warn({ payment: payment.id, code: error.code }, `payment status query failed: ${error.message}`);
    // The provider never took the request (not_found) and the payer's time is up: nothing can come.
    if (error.code === "not_found" && overdue) {
      const won = await settlePayment(app, payment.id, { to: "expired", reason: "not_found" }, cause);
      return { kind: "settled", won };
    }
    return { kind: "unreachable", code: error.code };
  }
  if (mismatched(payment, state)) {
    await flagMismatch(app, payment, state, cause);
    return { kind: "mismatch" };
  }
  if (state.status === "successful" || state.status === "failed") {
    const to = state.status === "successful" ? "paid" : "failed";
    const won = await settlePayment(
      app,
      payment.id,
      { to, reason: state.reason, transactionId: state.transactionId },
      cause,
    );
    return { kind: "settled", won };
  }
  if (overdue) {
    return {
      kind: "settled",
      won: await settlePayment(app, payment.id, { to: "expired", reason: "timeout" }, cause),
    };
  }
  await app.db
    .update(payments)
    .set({ last_checked_at: app.now() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "awaiting")));
  return { kind: "still_awaiting" };
}

/**
 * A shopper's poll: only one poll every POLL_GAP_MS asks the provider (the claim is one
 * conditional update of last_checked_at); the others read the row as it is.
 */
export async function pollPayment(app: FastifyInstance, payment: PaymentRow): Promise<void> {
  if (payment.status !== "awaiting") return;
  const now = app.now();
  const [claimed] = await app.db
    .update(payments)
    .set({ last_checked_at: now })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.status, "awaiting"),
        or(
          isNull(payments.last_checked_at),
          lte(payments.last_checked_at, new Date(now.getTime() - POLL_GAP_MS)),
        ),
      ),
    )
    .returning();
  if (claimed) await checkWithProvider(app, claimed, { source: "poll" });
}
