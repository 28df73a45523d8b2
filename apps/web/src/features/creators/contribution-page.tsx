import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import NotFoundPage from "../../components/layout/not-found-page.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { useCreatorStatus } from "../../lib/creator-status.ts";
import { type ContributionDetail, useContribution, useSubmitContribution } from "./api/contributions.ts";
import { ContributionForm } from "./contribution-form.tsx";
import { ContributionPictures } from "./contribution-pictures.tsx";
import { T } from "./creators-texts.ts";
import { ReviewBadge } from "./review-badge.tsx";

const EDITABLE = new Set(["draft", "returned"]);

/**
 * /my-content/new and /my-content/{id}: a creator drafts an item, adds its pictures and
 * submits it; a returned item shows the admin's comment and can be fixed and submitted again.
 */
export default function ContributionPage() {
  const { id } = useParams();
  const status = useCreatorStatus();
  const item = useContribution(id);
  const t = T.form;
  const loading = status.isPending || (id !== undefined && item.isPending);
  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="contribution-title">
      <Link
        to="/my-content"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-clay"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.content.back}
      </Link>
      {loading ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="mt-4 h-96 max-w-3xl" />
        </LoadingRegion>
      ) : status.data && !status.data.creator ? (
        <Navigate to="/my-content" replace />
      ) : item.isError ? (
        isApiError(item.error) && item.error.status === 404 ? (
          <NotFoundPage />
        ) : (
          <ErrorState
            message={t.loadFailed}
            onRetry={() => void item.refetch()}
            retrying={item.isFetching}
            retryLabel={t.retry}
          />
        )
      ) : (
        <Editor key={id ?? "new"} item={item.data} />
      )}
    </section>
  );
}

function Editor({ item }: { item?: ContributionDetail }) {
  const t = T.form;
  const navigate = useNavigate();
  const location = useLocation();
  const submit = useSubmitContribution();
  const [notice, setNotice] = useState<string | null>(
    (location.state as { created?: boolean } | null)?.created ? t.created : null,
  );
  const [submitError, setSubmitError] = useState<string | null>(null);
  const editable = !item || EDITABLE.has(item.review);

  async function submitForReview() {
    if (!item) return;
    setSubmitError(null);
    try {
      await submit.mutateAsync(item.public_id);
      setNotice(t.submitted);
    } catch (error) {
      setSubmitError(isApiError(error) && error.detail ? error.detail : t.submitFailed);
    }
  }

  return (
    <div className="mt-4 flex max-w-3xl flex-col gap-6">
      <title>{item ? item.title : t.newTitle}</title>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="contribution-title" className="text-3xl font-semibold break-words">
          {item ? (editable ? t.editTitle : item.title) : t.newTitle}
        </h1>
        {item && <ReviewBadge state={item.review} />}
      </div>
      {item?.review === "returned" && item.review_comment && (
        <div role="note" className="rounded-lg border-l-4 border-ember bg-ember-soft p-4">
          <p className="font-semibold">{T.content.comment}</p>
          <p className="mt-1 break-words whitespace-pre-line">{item.review_comment}</p>
        </div>
      )}
      {!editable && (
        <p role="status" className="rounded-md bg-sand px-4 py-3">
          {notice ?? t.locked}
        </p>
      )}
      <div className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8">
        {editable ? (
          <ContributionForm
            item={item}
            notice={notice}
            onSaved={(saved, created) => {
              if (created)
                navigate(`/my-content/${saved.public_id}`, { replace: true, state: { created: true } });
              else setNotice(t.saved);
            }}
          />
        ) : (
          item && <ItemSummaryView item={item} />
        )}
        {item ? (
          <div className="mt-6">
            <ContributionPictures item={item} editable={editable} />
          </div>
        ) : (
          <p className="mt-6 border-t border-line pt-5 text-muted">{T.pictures.saveFirst}</p>
        )}
      </div>
      {item && editable && (
        <div className="flex flex-col gap-2">
          {submitError && (
            <p role="alert" className="text-sm text-ember">
              {submitError}
            </p>
          )}
          <div>
            <Button size="lg" loading={submit.isPending} loadingText={t.submitting} onClick={submitForReview}>
              {t.submit}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** A submitted or published item, read only. */
function ItemSummaryView({ item }: { item: ContributionDetail }) {
  const t = T.form;
  const rows: [string, string][] = [
    [t.type, t.types[item.type]],
    [t.collection, item.collection.name],
    [t.description, item.dc.description.join(" ")],
    [t.subject, item.dc.subject.join(", ")],
    [t.creator, item.dc.creator.join(", ")],
    [t.date, item.dc.date.join(", ")],
    [t.community, item.community ?? ""],
    [t.placeName, item.place_name ?? ""],
    [t.period, item.period ?? ""],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
