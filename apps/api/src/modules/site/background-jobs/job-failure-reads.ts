import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { backgroundJobs, jobFailures } from "../../../db/schema/job-queue.ts";

/** One window of the failure log, newest first, each with its job's state now, and the log's length. */
export async function failurePage(db: Db, window: { limit: number; offset: number }) {
  const [total] = await db.select({ n: count() }).from(jobFailures);
  const rows = await db
    .select({ failure: jobFailures, job: backgroundJobs })
    .from(jobFailures)
    .innerJoin(backgroundJobs, eq(backgroundJobs.id, jobFailures.job_id))
    .orderBy(desc(jobFailures.failed_at), desc(jobFailures.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: total?.n ?? 0 };
}

/** Whether a background job with this id exists. */
export async function jobExists(db: Db, id: string): Promise<boolean> {
  const [job] = await db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(eq(backgroundJobs.id, id));
  return job !== undefined;
}
