import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { payments } from "../../../db/schema/payments.ts";
import { claimJobRun } from "../../../jobs/job-claims.ts";
import { checkWithProvider } from "./payment-checks.ts";

export const RECONCILE_INTERVAL_MS = 30_000;
/** A payment a poll or callback checked this recently is left to them. */
const QUIET_MS = 20_000;
const BATCH = 100;
/** Expired payments are asked about again this long after their expiry, this often (decision 210). */
export const LATE_WINDOW_MS = 24 * 3_600_000;
export const LATE_GAP_MS = 10 * 60_000;

/**
 * Settles what callbacks and polls left awaiting: every awaiting payment not checked for a while
 * (or past its deadline) is asked about once more. Nothing is kept in memory, so payments left
 * awaiting when a process stopped are found after the restart. Flagged payments wait for an admin.
 * Returns how many payments this run settled.
 */
export async function reconcilePayments(app: FastifyInstance): Promise<number> {
  const now = app.now();
  const due = await app.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "awaiting"),
        isNull(payments.flag),
        or(
          isNull(payments.last_checked_at),
          lte(payments.last_checked_at, new Date(now.getTime() - QUIET_MS)),
          lte(payments.expires_at, now),
        ),
      ),
    )
    .orderBy(asc(payments.requested_at))
    .limit(BATCH);
  // A payer may approve after our deadline and the provider's callback may be lost: expired
  // payments of the last day are asked about again now and then, so a late approval is recorded.
  const lateDue = await app.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "expired"),
        isNull(payments.flag),
        gt(payments.settled_at, new Date(now.getTime() - LATE_WINDOW_MS)),
        or(
          isNull(payments.last_checked_at),
          lte(payments.last_checked_at, new Date(now.getTime() - LATE_GAP_MS)),
        ),
      ),
    )
    .orderBy(asc(payments.settled_at))
    .limit(BATCH);
  let settled = 0;
  for (const payment of [...due, ...lateDue]) {
    const result = await checkWithProvider(app, payment, { source: "reconciliation" });
    if (result.kind === "settled" && result.won) settled++;
  }
  return settled;
}

/**
 * This period's reconciliation if this process claims it (scheduled_jobs, decision 086): of every
 * process asking, one runs it. The settled count, or null when another process has the period.
 */
export async function reconcileIfDue(app: FastifyInstance, intervalMs = RECONCILE_INTERVAL_MS) {
  if (!(await claimJobRun(app.db, "payment-reconciliation", intervalMs, app.now()))) return null;
  return reconcilePayments(app);
}

export const RECONCILE_JOB = "payment-reconciliation";

/**
 * The queued reconciliation (decision 192), queued once per RECONCILE_INTERVAL_MS across every
 * process by server.ts: a provider that cannot be reached fails the attempt, which is retried and
 * shown in the admins' failure log.
 */
export async function runReconciliationJob(app: FastifyInstance) {
  const count = await reconcilePayments(app);
  if (count) app.log.info({ count }, "settled awaiting payments");
}
