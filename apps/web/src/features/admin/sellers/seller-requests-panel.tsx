import { APPLICATION_STATUSES, type ApplicationStatus } from "@heritage/domain/community";
import type { SellerApplication } from "@heritage/domain/selling";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { formatDateIn } from "../../../lib/i18n/dates.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";
import { DeclineDialog } from "../creators/decline-dialog.tsx";
import { useDecideSellerApplication, useSellerApplications } from "./sellers-admin-api.ts";
import { SELLERS_ADMIN_TEXT } from "./sellers-admin-texts.ts";

/** Requests to sell (decision 240): approve (which opens the shop), or decline with a reason. */
export function SellerRequestsPanel() {
  const t = SELLERS_ADMIN_TEXT;
  const [status, setStatus] = useState<ApplicationStatus>("pending");
  const list = useSellerApplications(status);
  return (
    <div className="flex flex-col gap-4 pt-4">
      <h2 className="font-display text-lg font-semibold">{t.requests}</h2>
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
          {t.noRequests}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.results.map((request) => (
            <li key={request.id}>
              <SellerRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SellerRequestCard({ request }: { request: SellerApplication }) {
  const t = SELLERS_ADMIN_TEXT;
  const language = useLanguage();
  const decide = useDecideSellerApplication();
  // The dialog's call has its own state: a decline under way leaves the card's buttons as they are.
  const declineCall = useDecideSellerApplication();
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `seller-request-${request.id}`;

  async function approve() {
    setError(null);
    try {
      await decide.mutateAsync({ id: request.id, decision: { decision: "approve" } });
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
        <h3 id={headingId} className="font-display text-lg font-semibold break-words">
          {request.shop_name}
        </h3>
        <Badge
          tone={request.status === "pending" ? "ochre" : request.status === "approved" ? "leaf" : "ember"}
        >
          {t.statuses[request.status]}
        </Badge>
      </div>
      <p className="text-sm text-muted">
        {t.sentBy(request.creator.username, formatDateIn(new Date(request.created_at), language, true))}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted">{t.maker}</dt>
        <dd>
          <Link to={`/makers/${request.creator.slug}`} className="text-clay underline">
            {request.creator.display_name}
          </Link>
        </dd>
        <dt className="font-semibold text-muted">{t.payoutPhone}</dt>
        <dd>
          {t.network[request.payout_network]} · <span dir="ltr">{request.payout_phone}</span>
        </dd>
        <dt className="font-semibold text-muted">{t.shipsFrom}</dt>
        <dd className="break-words">{request.ships_from.join(", ")}</dd>
        {request.reason && (
          <>
            <dt className="font-semibold text-muted">{t.reasonGiven}</dt>
            <dd className="break-words">{request.reason}</dd>
          </>
        )}
      </dl>
      <p className="text-sm text-muted">{t.terms(request.terms_version)}</p>
      <FormAlert message={error} />
      {request.status === "pending" && (
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
        name={request.shop_name}
        texts={t}
        pending={declineCall.isPending}
        decline={(reason) =>
          declineCall.mutateAsync({ id: request.id, decision: { decision: "decline", reason } })
        }
        open={declining}
        onOpenChange={setDeclining}
      />
    </article>
  );
}
