import type { JobFailure } from "@heritage/domain/background-jobs";
import { PAGE_SIZE } from "@heritage/domain/constants";
import { useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { SECTION_LABELS } from "../admin-texts.ts";
import { PagedResults } from "../shared/paged-results.tsx";
import { SectionHeader } from "../shared/section-header.tsx";
import { useJobFailures, useRetryJob } from "./api/job-failures.ts";
import { JOBS_TEXT as t } from "./jobs-texts.ts";

const tones: Record<JobFailure["job_status"], BadgeTone> = {
  queued: "ochre",
  running: "sky",
  done: "leaf",
  failed: "ember",
};

const kindLabel = (kind: string) => t.kinds[kind] ?? kind;

function statusText(failure: JobFailure) {
  if (failure.job_status === "queued") return t.status.queued(formatDateTime(failure.next_attempt_at ?? ""));
  return t.status[failure.job_status];
}

function FailureCard({
  failure,
  onRetry,
  retrying,
}: {
  failure: JobFailure;
  onRetry?: () => void;
  retrying: boolean;
}) {
  const headingId = `job-failure-${failure.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            {kindLabel(failure.kind)}
          </h2>
          <p className="text-sm text-muted">
            {t.attempt(failure.attempt, failure.max_attempts)} · {t.failedAt}:{" "}
            {formatDateTime(failure.failed_at)}
          </p>
        </div>
        <Badge tone={tones[failure.job_status]}>{statusText(failure)}</Badge>
      </div>
      <p className="sr-only">{t.error}</p>
      <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words rounded bg-sand p-2 font-mono text-xs text-ink-soft">
        {failure.error}
      </pre>
      {onRetry ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={onRetry}
          loading={retrying}
          aria-label={t.retryLabel(kindLabel(failure.kind))}
        >
          {t.retry}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The failure log: every failed attempt of a background job (payment checks, image tiles,
 * CSV imports), newest first, what became of its job, and a retry for a job that gave up.
 */
export default function JobsSection() {
  const [page, setPage] = useState(1);
  const failures = useJobFailures(page, PAGE_SIZE);
  const retry = useRetryJob();
  const retryJob = (failure: JobFailure) =>
    retry.mutate(failure.job_id, {
      onSuccess: () => toast({ title: t.retried, description: kindLabel(failure.kind), tone: "success" }),
      onError: (error) =>
        toast({ title: (isApiError(error) && error.detail) || t.retryFailed, tone: "error" }),
    });
  return (
    <>
      <SectionHeader title={SECTION_LABELS.jobs} description={t.intro} />
      <PagedResults
        query={failures}
        page={page}
        onPageChange={setPage}
        texts={{
          loading: t.loading,
          loadFailed: t.loadFailed,
          retry: t.tryAgain,
          pages: t.pages,
          results: t.results,
        }}
        skeletonClassName="h-60"
        empty={<EmptyState title={t.empty} description={t.emptyNote} />}
      >
        {(results) => (
          <ul aria-label={t.listLabel} className="grid gap-4 lg:grid-cols-2">
            {results.map((failure) => (
              <FailureCard
                key={failure.id}
                failure={failure}
                // Only the newest entry of a job that gave up offers the retry.
                onRetry={
                  failure.final && failure.job_status === "failed" ? () => retryJob(failure) : undefined
                }
                retrying={retry.isPending && retry.variables === failure.job_id}
              />
            ))}
          </ul>
        )}
      </PagedResults>
    </>
  );
}
