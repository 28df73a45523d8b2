import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { payments } from "../../../db/schema/payments.ts";
import { type Cause, recordEvent, recordLateApproval, settlePayment } from "./payment-states.ts";
import type { PaymentRow } from "./payment-view.ts";
import { ProviderError, type ProviderPaymentState } from "./providers/payment-provider.ts";

/** What one check with the provider came to. */
export type CheckResult =
  | { kind: "settled"; won: boolean }
  | { kind: "still_awaiting" }
  /** An expired payment the provider still does not call paid: nothing changes. */
  | { kind: "unchanged" }
  | { kind: "mismatch"; flag: AmountFlag }
  | { kind: "unreachable"; code: string };

/** Shopper polls share one provider query this often per payment. */
export const POLL_GAP_MS = 3_000;

/** Why an answer was not settled on: its amount differs, or it gave none we could read. */
export type AmountFlag = "amount_mismatch" | "amount_unreadable";
const AMOUNT_FLAGS: readonly (string | null)[] = ["amount_mismatch", "amount_unreadable"];

async function flagAmount(
  app: FastifyInstance,
  payment: PaymentRow,
  state: ProviderPaymentState,
  flag: AmountFlag,
  cause: Cause,
) {
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const [flagged] = await tx
      .update(payments)
      .set({ flag, last_checked_at: now, updated_at: now })
      .where(and(eq(payments.id, payment.id), isNull(payments.flag)))
      .returning({ id: payments.id });
    const note = `${flag}: provider says ${state.amount ?? "?"} ${state.currency ?? "?"}, order asks ${payment.amount} ${payment.currency}`;
    if (flagged) await recordEvent(tx, payment.id, payment.status, payment.status, { ...cause, note }, now);
  });
}

/**
 * Whether an answer may be settled on. Money is taken only by a "successful" answer, so that one
 * must name our amount and currency: a missing or unreadable one settles nothing (decision 210),
 * unless the network's answers never carry an amount (Airtel's v1 enquiry), where the amount is
 * the one our push asked the payer to approve. Any answer that names another amount or currency
 * is refused too.
 */
function amountProblem(payment: PaymentRow, state: ProviderPaymentState): AmountFlag | null {
  if (
    (state.amount !== null && state.amount !== payment.amount) ||
    (state.currency !== null && state.currency !== payment.currency)
  )
    return "amount_mismatch";
  if (
    state.status === "successful" &&
    !state.amountNotReported &&
    (state.amount === null || state.currency === null)
  )
    return "amount_unreadable";
  return null;
}

/**
 * The provider's answer for one payment, shared by every check of it running in this process at
 * that moment: twenty callbacks, polls and an admin's recheck arriving together cost one query
 * (decision 210). Each caller then settles by the same answer, and the conditional update lets
 * one of them win.
 */
const inFlight = new WeakMap<FastifyInstance, Map<number, Promise<ProviderPaymentState>>>();

function askProvider(app: FastifyInstance, payment: PaymentRow): Promise<ProviderPaymentState> {
  let queries = inFlight.get(app);
  if (!queries) {
    queries = new Map();
    inFlight.set(app, queries);
  }
  const running = queries.get(payment.id);
  if (running) return running;
  const provider = app.payments.get(payment.provider)!;
  const query = provider.getStatus(payment.reference).finally(() => queries.delete(payment.id));
  queries.set(payment.id, query);
  return query;
}

type Asked = { state: ProviderPaymentState } | { error: ProviderError };

async function ask(app: FastifyInstance, payment: PaymentRow): Promise<Asked> {
  try {
    return { state: await askProvider(app, payment) };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    app.log.warn({ payment: payment.id, code: error.code }, `payment status query failed: ${error.message}`);
    return { error };
  }
}

/**
 * An expired payment asked about once more (a callback or an admin's recheck after our deadline):
 * an approval that came late is recorded as paid and flagged for a refund, never dropped.
 */
async function checkExpired(app: FastifyInstance, payment: PaymentRow, cause: Cause): Promise<CheckResult> {
  if (!app.payments.has(payment.provider)) return { kind: "unreachable", code: "not_configured" };
  const asked = await ask(app, payment);
  if ("error" in asked) {
    if (asked.error.code !== "not_found") return { kind: "unreachable", code: asked.error.code };
  }
  const state = "state" in asked ? asked.state : null;
  if (state?.status !== "successful") {
    // The reconciliation asks again LATE_GAP_MS after this.
    await app.db
      .update(payments)
      .set({ last_checked_at: app.now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "expired")));
    return { kind: "unchanged" };
  }
  const problem = amountProblem(payment, state);
  if (problem) {
    await flagAmount(app, payment, state, problem, cause);
    return { kind: "mismatch", flag: problem };
  }
  return { kind: "settled", won: await recordLateApproval(app, payment.id, state.transactionId, cause) };
}

/**
 * Asks the provider where a payment stands and settles it by that answer alone: a callback's claim
 * is only the reason to ask (decision 121). An awaiting payment: an answer whose amount or
 * currency differ, or a success without a readable amount, is refused and flagged; no answer
 * leaves the payment for the next check; still pending past the payment's deadline expires it.
 * An expired payment: a late approval is recorded (decision 210). Others are not asked about.
 */
export async function checkWithProvider(
  app: FastifyInstance,
  payment: PaymentRow,
  cause: Cause,
): Promise<CheckResult> {
  if (AMOUNT_FLAGS.includes(payment.flag)) return { kind: "mismatch", flag: payment.flag as AmountFlag };
  if (payment.status === "expired") return checkExpired(app, payment, cause);
  if (payment.status !== "awaiting") return { kind: "unchanged" };
  const overdue = app.now().getTime() >= payment.expires_at.getTime();
  if (!app.payments.has(payment.provider)) {
    if (!overdue) return { kind: "unreachable", code: "not_configured" };
    return { kind: "settled", won: await settlePayment(app, payment.id, { to: "expired" }, cause) };
  }
  const asked = await ask(app, payment);
  if ("error" in asked) {
    // The provider never took the request (not_found) and the payer's time is up: nothing can come.
    if (asked.error.code === "not_found" && overdue) {
      const won = await settlePayment(app, payment.id, { to: "expired", reason: "not_found" }, cause);
      return { kind: "settled", won };
    }
    return { kind: "unreachable", code: asked.error.code };
  }
  const { state } = asked;
  const problem = amountProblem(payment, state);
  if (problem) {
    await flagAmount(app, payment, state, problem, cause);
    return { kind: "mismatch", flag: problem };
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
