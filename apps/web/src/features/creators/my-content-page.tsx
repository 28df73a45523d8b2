import { MessageSquareWarning, Plus, Store } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { useCreatorStatus } from "../../lib/creator-status.ts";
import { useContributions } from "./api/contributions.ts";
import { ProfileCreatorSection } from "./creator-notice.tsx";
import { T } from "./creators-texts.ts";
import { ItemThumb } from "./item-thumb.tsx";
import { ReviewBadge } from "./review-badge.tsx";

/**
 * /my-content, the repository's "My Content": an approved creator's own items with where
 * each stands in review; anyone else sees their application's answer or the invitation to apply.
 */
export default function MyContentPage() {
  const status = useCreatorStatus();
  const isCreator = Boolean(status.data?.creator);
  const items = useContributions(isCreator);
  const t = T.content;
  return (
    <section className="container-page py-10 sm:py-14" aria-labelledby="my-content-title">
      <title>{t.title}</title>
      <ImigongoBand tone="clay" className="mb-6 max-w-40" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="my-content-title" className="text-3xl font-semibold sm:text-4xl">
            {t.title}
          </h1>
          <p className="mt-2 max-w-2xl text-muted">{t.intro}</p>
        </div>
        {isCreator && (
          <div className="flex flex-wrap gap-2">
            <Link to="/selling" className={buttonClass("secondary", "md")}>
              <Store aria-hidden="true" className="size-5" />
              {T.status.sell}
            </Link>
            <Link to="/my-content/new" className={buttonClass("primary", "md")}>
              <Plus aria-hidden="true" className="size-5" />
              {t.newItem}
            </Link>
          </div>
        )}
      </div>
      <div className="mt-8">
        {status.isPending || (isCreator && items.isPending) ? (
          <LoadingRegion label={t.loading}>
            <Skeleton className="h-64" />
          </LoadingRegion>
        ) : status.isError || items.isError ? (
          <ErrorState
            message={t.loadFailed}
            onRetry={() => void (status.isError ? status.refetch() : items.refetch())}
            retrying={status.isFetching || items.isFetching}
            retryLabel={t.retry}
          />
        ) : !isCreator ? (
          <div className="flex max-w-2xl flex-col gap-4 rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8">
            <p className="font-semibold">{t.notCreator}</p>
            <ProfileCreatorSection status={status.data} />
          </div>
        ) : !items.data || items.data.results.length === 0 ? (
          <EmptyState
            title={t.empty}
            description={t.emptyHint}
            action={
              <Link to="/my-content/new" className={buttonClass("primary", "md")}>
                {t.newItem}
              </Link>
            }
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {items.data.results.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/my-content/${item.id}`}
                  className="flex gap-4 rounded-lg border border-line bg-surface p-3 shadow-card hover:border-clay sm:p-4"
                >
                  <ItemThumb item={item} />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-display text-lg font-semibold break-words text-ink">
                        {item.title}
                      </span>
                      <ReviewBadge state={item.review} />
                    </span>
                    <span className="text-sm text-muted">
                      {item.collection.name} · {t.pictures(item.media_count)}
                    </span>
                    {item.review === "returned" && item.review_comment && (
                      <span className="flex gap-2 text-sm text-ember">
                        <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span className="break-words">
                          <span className="sr-only">{t.comment}: </span>
                          {item.review_comment}
                        </span>
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
