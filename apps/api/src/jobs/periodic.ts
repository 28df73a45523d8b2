import type { FastifyInstance } from "fastify";
import { claimJobRun } from "./job-claims.ts";
import { runEvery } from "./run-every.ts";

/**
 * Queues the job `kind` once every `intervalMs` across every process (decision 192): each process
 * asks on its timer, the scheduled_jobs claim lets one of them queue it per period, and the
 * unique key keeps at most one waiting or running. The queue then runs it once, with retries and
 * the failure log. Started by server.ts, not by tests.
 */
export function queueEvery(app: FastifyInstance, kind: string, intervalMs: number): () => void {
  return runEvery(app, `queueing ${kind}`, intervalMs, async () => {
    if (!(await claimJobRun(app.db, kind, intervalMs, app.now()))) return;
    await app.jobs.enqueue(kind, {}, { uniqueKey: kind, maxAttempts: 3 });
  });
}
