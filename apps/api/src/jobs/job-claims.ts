import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../lib/rate-limit.ts";

/**
 * Claims this period's run of the job `name`: true for exactly one caller among every process
 * (and every timer) asking while the job is due, which then runs it; false for the others until
 * `intervalMs` has passed. The row is locked by the update, so a second caller at the same
 * instant waits for the first and then finds the job no longer due.
 */
export async function claimJobRun(db: Db, name: string, intervalMs: number, now: Date): Promise<boolean> {
  await db.execute(sql`
    insert into scheduled_jobs (name, next_run_at) values (${name}, ${now}) on conflict (name) do nothing`);
  const next = new Date(now.getTime() + intervalMs);
  const claimed = await db.execute(sql`
    update scheduled_jobs set next_run_at = ${next}
    where name = ${name} and next_run_at <= ${now}
    returning name`);
  return rowsOf(claimed).length === 1;
}
