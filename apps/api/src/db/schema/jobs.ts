import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * When each periodic job (jobs/) may run next, shared by every API process: a process runs a job
 * only after moving `next_run_at` past now in one conditional update, so of several processes
 * (or two timers of one) exactly one does each run.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  next_run_at: timestamp("next_run_at", { withTimezone: true }).notNull(),
});
