import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type CreatorApplication,
} from "@heritage/domain/community";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { formatDateIn } from "../../../lib/i18n/dates.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";
import { useApplications, useDecideApplication } from "./creators-admin-api.ts";
import { CREATORS_ADMIN_TEXT } from "./creators-admin-texts.ts";
import { DeclineDialog } from "./decline-dialog.tsx";

/** Applications to become a creator (decision 160): approve, or decline with a reason. */
export function ApplicationsPanel() {
  const t = CREATORS_ADMIN_TEXT;
  const [status, setStatus] = useState<ApplicationStatus>("pending");
  const list = useApplications(status);
  return (
    <div className="flex flex-col gap-4 pt-4">
      <div className="max-w-xs">
        <Select
          label={t.statusFilter}
          value={status}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          options={APPLICATION_STATUSES.map((value) => ({ value, label: t.statuses[value] }))}
        />
      </div>
      {list.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-48" />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.results.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-6 text-center text-muted">
          {t.noApplications}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.results.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ApplicationCard({ application }: { application: CreatorApplication }) {
  const t = CREATORS_ADMIN_TEXT;
  const language = useLanguage();
  const decide = useDecideApplication();
  // The dialog's call has its own state: a decline under way leaves the card's buttons as they are.
  const declineCall = useDecideApplication();
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `application-${application.id}`;

  async function approve() {
    setError(null);
    try {
      await decide.mutateAsync({ id: application.id, decision: { decision: "approve" } });
    } catch (caught) {
      setError(isApiError(caught) && caught.detail ? caught.detail : t.decideFailed);
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-display text-lg font-semibold break-words">
          {application.display_name}
        </h2>
        <Badge
          tone={
            application.status === "pending" ? "ochre" : application.status === "approved" ? "leaf" : "ember"
          }
        >
          {t.statuses[application.status]}
        </Badge>
      </div>
      <p className="text-sm text-muted">
        {t.sentBy(application.username, formatDateIn(new Date(application.created_at), language, true))}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted">{t.community}</dt>
        <dd className="break-words">{application.community}</dd>
        <dt className="font-semibold text-muted">{t.practice}</dt>
        <dd className="break-words">{application.practice}</dd>
        <dt className="font-semibold text-muted">{t.statement}</dt>
        <dd className="break-words whitespace-pre-line">{application.statement}</dd>
        {application.links.length > 0 && (
          <>
            <dt className="font-semibold text-muted">{t.links}</dt>
            <dd className="flex flex-col">
              {application.links.map((link) => (
                <a
                  key={link}
                  href={link}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="break-all text-clay underline"
                >
                  {link}
                </a>
              ))}
            </dd>
          </>
        )}
        {application.reason && (
          <>
            <dt className="font-semibold text-muted">{t.reasonGiven}</dt>
            <dd className="break-words">{application.reason}</dd>
          </>
        )}
      </dl>
      <FormAlert message={error} />
      {application.status === "pending" && (
        <div className="flex flex-wrap gap-2">
          <Button loading={decide.isPending} loadingText={t.approving} onClick={approve}>
            {t.approve}
          </Button>
          <Button variant="secondary" onClick={() => setDeclining(true)} disabled={decide.isPending}>
            {t.decline}
          </Button>
        </div>
      )}
      <DeclineDialog
        name={application.display_name}
        texts={t}
        pending={declineCall.isPending}
        decline={(reason) =>
          declineCall.mutateAsync({ id: application.id, decision: { decision: "decline", reason } })
        }
        open={declining}
        onOpenChange={setDeclining}
      />
    </article>
  );
}
