import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "./db/client.ts";
import { RATE_LIMIT_WINDOW_MS } from "./db/rate-limit.ts";
import { rowsOf } from "./db/rows.ts";
import { claimJobRun } from "./jobs/job-claims.ts";
import { runEvery } from "./jobs/run-every.ts";
import { FORGET_AFTER_MS, KNOWN_FOR_MS } from "./modules/people/auth/account-backoff.ts";

export const PRUNE_INTERVAL_MS = 3_600_000;
/** A finished job is kept a day (what ran lately), a failure 30 days (the admins' failure log). */
const JOBS_KEPT_MS = 86_400_000;
const FAILURES_KEPT_MS = 30 * 86_400_000;
/** Rows deleted per statement: a long backlog never holds the embedded database for long. */
const BATCH = 5_000;

export type PruneCounts = Record<string, number>;

/**
 * The rows of the sign-in and throttle tables that no rule reads any more (decision 086):
 * - rate_limits: a window that has ended (the next hit starts a new one anyway);
 * - login_failures: no lock running and quiet for a day (its failures are then forgotten, as
 *   decision 091 forgets an account's after a quiet day);
 * - login_account_backoff: quiet for a day (claimAccountAttempt starts afresh after that);
 * - known_sign_in_addresses: no success for 90 days (no longer spared the backoff);
 * - refresh_tokens: whole families whose every token has expired. A family with one live token
 *   keeps its used ones, whose reuse must still revoke it (decision 003);
 * - background_jobs: done a day ago, or failed for good 30 days ago (with their failure log);
 * - job_failures: logged 30 days ago (decision 192).
 * - password_reset_tokens: links asked for over a day ago (they expire after 30 minutes, and the
 *   hourly limit of decision 172 reads only the last hour's).
 */
function deadRows(now: Date): Record<string, SQL> {
  const at = (ms: number) => new Date(now.getTime() - ms);
  return {
    rate_limits: sql`window_start <= ${at(RATE_LIMIT_WINDOW_MS)}`,
    login_failures: sql`(locked_until is null or locked_until <= ${now}) and updated_at < ${at(FORGET_AFTER_MS)}`,
    login_account_backoff: sql`updated_at < ${at(FORGET_AFTER_MS)}`,
    known_sign_in_addresses: sql`last_success_at <= ${at(KNOWN_FOR_MS)}`,
    refresh_tokens: sql`family in (
      select family from refresh_tokens group by family having max(expires_at) <= ${now})`,
    background_jobs: sql`(status = 'done' and finished_at <= ${at(JOBS_KEPT_MS)})
      or (status = 'failed' and finished_at <= ${at(FAILURES_KEPT_MS)})`,
    job_failures: sql`failed_at <= ${at(FAILURES_KEPT_MS)}`,
    password_reset_tokens: sql`created_at < ${at(86_400_000)}`,
  };
}

/** Deletes the dead rows of each table, batch by batch; answers how many went from each. */
export async function pruneDeadRows(db: Db, now: Date): Promise<PruneCounts> {
  const counts: PruneCounts = {};
  for (const [table, condition] of Object.entries(deadRows(now))) {
    const name = sql.identifier(table);
    counts[table] = 0;
    for (;;) {
      const result = await db.execute(sql`
        delete from ${name} where ctid = any(array(select ctid from ${name} where ${condition} limit ${BATCH}))
        returning 1 as gone`);
      const gone = rowsOf(result).length;
      counts[table] += gone;
      if (gone < BATCH) break;
    }
  }
  return counts;
}

/** Prunes once per PRUNE_INTERVAL_MS across every process; null when another run has it. */
export async function runPrune(db: Db, now: Date): Promise<PruneCounts | null> {
  if (!(await claimJobRun(db, "prune", PRUNE_INTERVAL_MS, now))) return null;
  return pruneDeadRows(db, now);
}

/** Started by server.ts: every process asks hourly, one of them prunes. */
export function startPruning(app: FastifyInstance): () => void {
  return runEvery(app, "pruning", PRUNE_INTERVAL_MS, async () => {
    const counts = await runPrune(app.db, app.now());
    if (counts && Object.values(counts).some((count) => count > 0)) app.log.info(counts, "pruned dead rows");
  });
}
