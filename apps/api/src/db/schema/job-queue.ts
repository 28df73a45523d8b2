import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The background job queue shared by every API process (decision 192): a job is claimed by one
 * process with `FOR UPDATE SKIP LOCKED`, held by a lease it renews while it runs (a process killed
 * mid-job lets the lease run out and another takes the job over), retried with a growing delay
 * until `max_attempts`, and every failed attempt is written to job_failures for the admins.
 */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("queued"),
    /** Attempts started so far (a claim counts one). */
    attempts: integer("attempts").notNull().default(0),
    max_attempts: integer("max_attempts").notNull().default(5),
    /** Not claimed before this (the delay before a retry). */
    run_at: timestamp("run_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** While running: the claim is the holder's until then; after it, any process may take it over. */
    locked_until: timestamp("locked_until", { withTimezone: true, precision: 3 }),
    locked_by: text("locked_by"),
    last_error: text("last_error"),
    /** At most one queued or running job per key: periodic work and per-picture tiling never pile up. */
    unique_key: text("unique_key"),
    created_at: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check(
      "background_jobs_status_check",
      sql.raw(`"status" in (${JOB_STATUSES.map((s) => `'${s}'`).join(", ")})`),
    ),
    uniqueIndex("background_jobs_unique_key").on(t.unique_key).where(sql`"status" in ('queued', 'running')`),
    index("background_jobs_due").on(t.run_at).where(sql`"status" in ('queued', 'running')`),
  ],
);

/** One failed attempt of a job: the admins' failure log (newest first). */
export const jobFailures = pgTable(
  "job_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    job_id: uuid("job_id")
      .notNull()
      .references(() => backgroundJobs.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    attempt: integer("attempt").notNull(),
    error: text("error").notNull(),
    /** No attempt follows: the job stays failed until an admin retries it. */
    final: boolean("final").notNull(),
    failed_at: timestamp("failed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("job_failures_failed_at").on(t.failed_at)],
);
