import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

/**
 * How early a timer may ask and still find its job due: a tenth of the period, at most a minute.
 * A timer set for `intervalMs` may fire a little before the instant the last claim wrote (timers
 * round to milliseconds, a process's clock is not the one that wrote the row, the claim is read
 * after the tick began); without this slack such a tick found the job "not yet due" and the run
 * slipped to the next period, an hourly job running every two hours.
 */
export function claimSlackMs(intervalMs: number): number {
  return Math.min(Math.floor(intervalMs / 10), 60_000);
}

/**
 * Claims this period's run of the job `name`: true for exactly one caller among every process
 * (and every timer) asking while the job is due (or within claimSlackMs of it), which then runs
 * it; false for the others until about `intervalMs` has passed. The row is locked by the update,
 * so a second caller at the same instant waits for the first and then finds the job no longer due.
 */
export async function claimJobRun(db: Db, name: string, intervalMs: number, now: Date): Promise<boolean> {
  await db.execute(sql`
    insert into scheduled_jobs (name, next_run_at) values (${name}, ${now}) on conflict (name) do nothing`);
  const next = new Date(now.getTime() + intervalMs);
  const dueBy = new Date(now.getTime() + claimSlackMs(intervalMs));
  const claimed = await db.execute(sql`
    update scheduled_jobs set next_run_at = ${next}
    where name = ${name} and next_run_at <= ${dueBy}
    returning name`);
  return rowsOf(claimed).length === 1;
}
