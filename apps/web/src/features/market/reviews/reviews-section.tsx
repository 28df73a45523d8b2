import { REVIEW_PAGE_SIZE, REVIEW_SORTS, type ReviewSort } from "@heritage/domain/reviews";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatCount, formatDate } from "../../../lib/format.ts";
import { useSession } from "../../../lib/use-session.ts";
import { useMarkHelpful, useMyReview, useProductReviews } from "./api/product-reviews.ts";
import { ReviewForm } from "./review-form.tsx";
import { ReviewItem } from "./review-item.tsx";
import { REVIEWS_TEXT as t } from "./reviews-texts.ts";

/** The shopper's own review: the form when they may write or edit, else what they wrote. */
function MyReviewBlock({ productId }: { productId: number }) {
  const mine = useMyReview(productId, true);
  const [editing, setEditing] = useState(false);
  if (!mine.data) return null;
  const { eligible, review, editable_until } = mine.data;
  if (!review) {
    if (!eligible) return <p className="text-sm text-muted">{t.notEligible}</p>;
    return (
      <section aria-labelledby="rate-it" className="rounded-lg border border-line bg-paper p-4">
        <h4 id="rate-it" className="font-sans text-sm font-semibold">
          {t.rateIt}
        </h4>
        <div className="mt-2">
          <ReviewForm productId={productId} mine={null} onDone={() => {}} />
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="your-review" className="rounded-lg border border-line bg-paper p-4">
      <h4 id="your-review" className="font-sans text-sm font-semibold">
        {t.yours}
      </h4>
      {review.status === "hidden" ? (
        <div role="note" className="mt-2 rounded-md bg-ember-soft p-2 text-sm text-ember">
          <p>{t.hidden}</p>
          {review.hidden_reason ? <p>{t.hiddenReason(review.hidden_reason)}</p> : null}
        </div>
      ) : null}
      {editing ? (
        <div className="mt-2">
          <ReviewForm productId={productId} mine={review} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <>
          <ReviewItem review={review} canMark={false} marking={false} onMark={() => {}} />
          {editable_until ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                {t.edit}
              </Button>
              <span className="text-xs text-muted">{t.editableUntil(formatDate(editable_until))}</span>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The reviews of a product in its details dialog: its own chunk, loaded when the
 * dialog opens, so /market's first render does not carry it.
 */
export default function ReviewsSection({ productId }: { productId: number }) {
  const { isSignedIn, isAdmin, username } = useSession();
  const [sort, setSort] = useState<ReviewSort>("newest");
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, sort, page);
  const mark = useMarkHelpful(productId);
  const count = reviews.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / REVIEW_PAGE_SIZE));

  return (
    <section aria-labelledby="reviews-title" className="mt-6 border-t border-line pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="reviews-title" className="font-display text-lg font-semibold">
          {t.title}
          {reviews.data ? (
            <span className="ml-2 text-sm font-normal text-muted">{t.count(count)}</span>
          ) : null}
        </h3>
        {count > 1 ? (
          <label className="flex items-center gap-2 text-sm">
            <span>{t.sort}</span>
            <select
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as ReviewSort);
                setPage(1);
              }}
              className="min-h-11 rounded-lg border border-line-strong bg-surface px-2"
            >
              {REVIEW_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t.sorts[s]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {isSignedIn && !isAdmin ? (
        <div className="mt-3">
          <MyReviewBlock productId={productId} />
        </div>
      ) : null}
      <div className="mt-2">
        {reviews.isPending ? (
          <LoadingRegion label={t.loading}>
            <Skeleton className="h-20 w-full" />
          </LoadingRegion>
        ) : reviews.isError ? (
          <ErrorState
            message={t.loadFailed}
            onRetry={() => void reviews.refetch()}
            retrying={reviews.isFetching}
            retryLabel={t.retry}
          />
        ) : count === 0 ? (
          <p className="py-2 text-sm text-muted">{t.none}</p>
        ) : (
          <>
            {reviews.data.results.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                canMark={isSignedIn && review.author !== username}
                marking={mark.isPending && mark.variables === review.id}
                onMark={() => mark.mutate(review.id)}
              />
            ))}
            {pageCount > 1 ? (
              <Pagination
                page={page}
                pageCount={pageCount}
                onPageChange={setPage}
                label={`${t.pages} (${formatCount(count)})`}
                className="mt-3"
              />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
