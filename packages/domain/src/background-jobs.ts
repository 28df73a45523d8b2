import { z } from "zod";
import { pageQuerySchema } from "./paging.ts";

/**
 * The admins' view of the background job queue (decision 192): every failed attempt, newest
 * first, with what became of its job.
 */
export const JOB_KINDS = ["payment-reconciliation", "iiif-tiles", "iiif-backfill", "csv-import"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const jobFailureSchema = z.object({
  id: z.number().int(),
  job_id: z.uuid(),
  kind: z.string(),
  /** Which attempt failed, of how many the job may make. */
  attempt: z.number().int(),
  max_attempts: z.number().int(),
  /** The error as the server logged it (technical; shown as is). */
  error: z.string(),
  /** No attempt followed this one. */
  final: z.boolean(),
  failed_at: z.iso.datetime({ offset: true }),
  /** The job now: queued (a retry waits until `next_attempt_at`), running, done or failed. */
  job_status: z.enum(["queued", "running", "done", "failed"]),
  next_attempt_at: z.iso.datetime({ offset: true }).nullable(),
});
export type JobFailure = z.infer<typeof jobFailureSchema>;

export const jobFailureQuerySchema = pageQuerySchema;
