import type { Review } from "@heritage/domain/reviews";
import { BadgeCheck, ThumbsUp } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { RatingStars } from "../../../components/ui/rating-stars.tsx";
import { formatDate } from "../../../lib/format.ts";
import { REVIEWS_TEXT as t } from "./reviews-texts.ts";

/** One published review: stars, author, date, "Verified purchase", the text and "Helpful". */
export function ReviewItem({
  review,
  canMark,
  marking,
  onMark,
}: {
  review: Review;
  canMark: boolean;
  marking: boolean;
  onMark: () => void;
}) {
  return (
    <article className="border-b border-line py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        <span className="text-sm font-medium">{review.author}</span>
        <time dateTime={review.created_at} className="text-sm text-muted">
          {formatDate(review.created_at)}
        </time>
        {review.verified_purchase ? (
          <Badge tone="leaf">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t.verified}
          </Badge>
        ) : null}
        {review.edited ? <span className="text-xs text-muted">{t.edited}</span> : null}
      </div>
      {review.body ? (
        <p lang={review.language} className="mt-2 whitespace-pre-line break-words text-sm">
          {review.body}
        </p>
      ) : null}
      {canMark || review.helpful_count > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 -ml-2"
          disabled={!canMark || review.marked_helpful}
          loading={marking}
          aria-pressed={review.marked_helpful}
          onClick={onMark}
        >
          <ThumbsUp aria-hidden="true" className="size-4" />
          {review.marked_helpful ? t.markedHelpful(review.helpful_count) : t.helpful(review.helpful_count)}
        </Button>
      ) : null}
    </article>
  );
}
