import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDateIn } from "../../../lib/i18n/dates.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";
import { ItemImage } from "../shared/item-image.tsx";
import { useReviewQueue } from "./creators-admin-api.ts";
import { CREATORS_ADMIN_TEXT } from "./creators-admin-texts.ts";
import { ReviewDialog } from "./review-dialog.tsx";

/** Submitted items, oldest first (decision 161): each opens to be published or returned. */
export function ReviewQueuePanel() {
  const t = CREATORS_ADMIN_TEXT;
  const language = useLanguage();
  const queue = useReviewQueue();
  const [opened, setOpened] = useState<{ id: string; title: string } | null>(null);
  if (queue.isPending)
    return (
      <LoadingRegion label={t.loading}>
        <Skeleton className="mt-4 h-48" />
      </LoadingRegion>
    );
  if (queue.isError)
    return (
      <ErrorState message={t.loadFailed} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
    );
  return (
    <div className="pt-4">
      {queue.data.results.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-6 text-center text-muted">
          {t.emptyQueue}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {queue.data.results.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-4 rounded-lg border border-line bg-surface p-3 shadow-card sm:flex-nowrap"
            >
              <ItemImage src={item.thumbnail_url} alt="" className="size-16 shrink-0 rounded-md" />
              <div className="min-w-0 flex-1">
                <h2 className="font-display text-lg font-semibold break-words">{item.title}</h2>
                <p className="text-sm text-muted">
                  {t.submittedBy(
                    item.creator.display_name,
                    item.submitted_at ? formatDateIn(new Date(item.submitted_at), language, true) : "",
                  )}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={`${t.open}: ${item.title}`}
                onClick={() => setOpened({ id: item.id, title: item.title })}
              >
                {t.open}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {opened && <ReviewDialog id={opened.id} title={opened.title} onClose={() => setOpened(null)} />}
    </div>
  );
}
