import { localized } from "../../../lib/i18n/localized.ts";

/**
 * Texts of the admin's Background jobs section (the job queue's failure log, decision 192), in
 * English; Kinyarwanda and French beside it (jobs-texts.rw.ts, jobs-texts.fr.ts).
 */
const en = {
  jobs: {
    intro:
      "Work the server does in the background: checking payments, tiling images for zoom, CSV imports. Each failed attempt is listed here; a job is retried on its own a few times, then waits for you.",
    loading: "Loading failures",
    loadFailed: "Failed to load the failures. Please try again later.",
    tryAgain: "Try Again",
    empty: "No failures",
    emptyNote: "Every background job has run without an error.",
    listLabel: "Failed attempts",
    results: (n: number) => `${n} failed attempt${n === 1 ? "" : "s"}`,
    pages: "Failure pages",
    attempt: (n: number, of: number) => `Attempt ${n} of ${of}`,
    failedAt: "Failed",
    error: "Error as logged",
    kinds: {
      "payment-reconciliation": "Payment check",
      "iiif-tiles": "Image tiles (zoom)",
      "iiif-backfill": "Missing image tiles",
      "csv-import": "CSV import",
    } as Record<string, string>,
    status: {
      queued: (when: string) => `Next attempt: ${when}`,
      running: "Running again now",
      done: "Succeeded on a later attempt",
      failed: "Gave up",
    },
    retry: "Retry",
    retryLabel: (kind: string) => `Retry the job: ${kind}`,
    retried: "The job is queued again.",
    retryFailed: "The job could not be queued again.",
  },
};

const texts = localized(en, {
  rw: () => import("./jobs-texts.rw.ts"),
  fr: () => import("./jobs-texts.fr.ts"),
});
export type JobsTextsSource = typeof en;
export const JOBS_TEXT = texts.jobs;
