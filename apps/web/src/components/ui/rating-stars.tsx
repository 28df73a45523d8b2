import { Star } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { formatCount, ratingValue } from "../../lib/format.ts";
import { sharedTexts } from "../shared-texts.ts";

/**
 * Five stars filled to the rating, with the review count; 'N/A' when there is no rating. A product nobody
 * has reviewed says so in words rather than "0.0 (0)" beside empty stars.
 */
export function RatingStars({
  rating,
  count,
  className,
}: {
  rating: string | number | null | undefined;
  count?: number;
  className?: string;
}) {
  const value = ratingValue(rating);
  if (count === 0) {
    return (
      <span className={cn("inline-flex items-center text-sm text-muted", className)}>
        {sharedTexts.ui.noReviews}
      </span>
    );
  }
  const label =
    value === null
      ? sharedTexts.ui.noRating
      : count !== undefined
        ? sharedTexts.ui.ratedWithReviews(value.toFixed(1), count)
        : sharedTexts.ui.rated(value.toFixed(1));
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-sm", className)} role="img" aria-label={label}>
      <span className="flex" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = value === null ? 0 : Math.max(0, Math.min(1, value - i));
          return (
            <span key={i} className="relative size-4">
              <Star className="absolute inset-0 size-4 text-line-strong" />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-4 fill-ochre text-ochre" />
              </span>
            </span>
          );
        })}
      </span>
      <span aria-hidden="true" className="text-muted">
        {value === null ? "N/A" : value.toFixed(1)}
        {count !== undefined && ` (${formatCount(count)})`}
      </span>
    </span>
  );
}
