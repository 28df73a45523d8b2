import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import type { JobStatus } from "../db/schema/job-queue.ts";

/**
 * The PostgreSQL-backed job queue (decision 192): the same `FOR UPDATE SKIP LOCKED` claim the order
 * expiry uses, so it works on PGlite and on a PostgreSQL server with any number of processes. The
 * times compared are the database's (`now()`), so processes on machines with slightly different
 * clocks agree on what is due.
 */

export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
}

export interface EnqueueOptions {
  /** At most one queued or running job with this key: a second enqueue is dropped (answers null). */
  uniqueKey?: string;
  maxAttempts?: number;
  /** Milliseconds from now before it may run. */
  delayMs?: number;
}

/** An error that no retry will cure (bad payload, a record changed under the job): fails at once. */
export class PermanentJobError extends Error {}

/** Adds a job; its id, or null when a job with the same unique key is already waiting or running. */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<string | null> {
  const result = await db.execute(sql`
    insert into background_jobs (kind, payload, max_attempts, unique_key, run_at)
    values (${kind}, ${JSON.stringify(payload)}::jsonb, ${options.maxAttempts ?? 5}, ${options.uniqueKey ?? null},
      now() + ${options.delayMs ?? 0} * interval '1 millisecond')
    on conflict (unique_key) where status in ('queued', 'running') do nothing
    returning id`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

/**
 * Claims the next due job of one of `kinds` for `worker` until `leaseMs` from now, or null. A job
 * still marked running whose lease ran out lost its process (killed, machine gone): it is taken
 * over, and that lost attempt is logged as a failure. A taken-over job out of attempts fails.
 */
export async function claimJob(
  db: Db,
  worker: string,
  kinds: readonly string[],
  leaseMs: number,
): Promise<Job | null> {
  for (;;) {
    const result = await db.execute(sql`
      with candidate as (
        select id, status as was, locked_by as was_locked_by from background_jobs
        where kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until <= now()))
        order by run_at
        limit 1
        for update skip locked
      )
      update background_jobs j
      set status = 'running', attempts = j.attempts + 1, locked_by = ${worker},
        locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
      from candidate where j.id = candidate.id
      returning j.id, j.kind, j.payload, j.status, j.attempts, j.max_attempts, j.locked_by,
        candidate.was, candidate.was_locked_by`);
    const row = rowsOf<Job & { was: JobStatus; was_locked_by: string | null }>(result)[0];
    if (!row) return null;
    const { was, was_locked_by, ...job } = row;
    if (was !== "running") return job;
    // The previous attempt's process stopped without finishing: that attempt failed.
    const lost = { ...job, attempts: job.attempts - 1 };
    const error = `interrupted: the process ${was_locked_by ?? "?"} stopped during the attempt`;
    if (lost.attempts >= job.max_attempts) {
      await recordFailure(db, lost, worker, error, { final: true });
      continue;
    }
    await db.execute(sql`
      insert into job_failures (job_id, kind, attempt, error, final)
      values (${job.id}, ${job.kind}, ${lost.attempts}, ${error}, false)`);
    return job;
  }
}

/** Keeps the claim alive while the job runs; false when it is no longer this worker's. */
export async function renewLease(db: Db, job: Job, worker: string, leaseMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    update background_jobs set locked_until = now() + ${leaseMs} * interval '1 millisecond'
    where id = ${job.id} and locked_by = ${worker} and status = 'running' returning id`);
  return rowsOf(result).length === 1;
}

export async function completeJob(db: Db, job: Job, worker: string): Promise<void> {
  await db.execute(sql`
    update background_jobs
    set status = 'done', locked_until = null, finished_at = now(), updated_at = now()
    where id = ${job.id} and locked_by = ${worker} and status = 'running'`);
}

/** The delay before attempt `attempt + 1`: 10 s, 40 s, 2 min 40 s... at most an hour. */
export function retryDelayMs(attempt: number, baseMs = 10_000): number {
  return Math.min(baseMs * 4 ** (attempt - 1), 3_600_000);
}

/**
 * A failed attempt: logged in job_failures; the job waits for its next attempt, or fails for good
 * (out of attempts, or a PermanentJobError) until an admin retries it.
 */
export async function recordFailure(
  db: Db,
  job: Job,
  worker: string,
  error: string,
  options: { final?: boolean; retryBaseMs?: number } = {},
): Promise<void> {
  const final = options.final === true || job.attempts >= job.max_attempts;
  const delay = retryDelayMs(job.attempts, options.retryBaseMs);
  const text = error.slice(0, 2_000);
  await db.transaction(async (tx) => {
    const moved = await tx.execute(sql`
      update background_jobs
      set status = ${final ? "failed" : "queued"}, last_error = ${text}, locked_until = null,
        locked_by = null, updated_at = now(), finished_at = ${final ? sql`now()` : null},
        run_at = now() + ${delay} * interval '1 millisecond'
      where id = ${job.id} and locked_by = ${worker} and status = 'running' returning id`);
    // Taken over meanwhile (its lease ran out): the other worker owns the outcome.
    if (rowsOf(moved).length === 0) return;
    await tx.execute(sql`
      insert into job_failures (job_id, kind, attempt, error, final)
      values (${job.id}, ${job.kind}, ${job.attempts}, ${text}, ${final})`);
  });
}

/** An admin's retry of a failed job: queued again with its attempts reset; false if not failed. */
export async function retryFailedJob(db: Db, id: string): Promise<boolean> {
  const result = await db.execute(sql`
    update background_jobs
    set status = 'queued', attempts = 0, run_at = now(), finished_at = null, updated_at = now()
    where id = ${id} and status = 'failed' returning id`);
  return rowsOf(result).length === 1;
}
