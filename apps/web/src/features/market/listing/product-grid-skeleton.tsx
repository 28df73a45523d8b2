import { PAGE_SIZE } from "@heritage/domain/constants";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/cn.ts";
import { marketTexts } from "../market-texts.ts";
import type { ListingView } from "./listing-state.ts";

/** The listing's two views; the placeholders below take the same places as the cards. */
export const layouts: Record<ListingView, string> = {
  grid: "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4",
  list: "flex flex-col gap-3",
};

/** Card-shaped placeholders for one page, as tall as the cards, so the page does not jump when they arrive. */
export function ProductGridSkeleton({
  view = "grid",
  count = PAGE_SIZE,
}: {
  view?: ListingView;
  count?: number;
}) {
  return (
    <LoadingRegion label={marketTexts.loadingProducts}>
      <div className={layouts[view]}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={cn("rounded-lg border border-line bg-surface", view === "list" && "flex")}>
            <Skeleton
              className={
                view === "list"
                  ? "size-28 shrink-0 rounded-r-none sm:size-40 lg:size-48"
                  : "aspect-square w-full rounded-b-none"
              }
            />
            {/* product-card.tsx's rows at their heights: category, a name of two lines on a phone and one
                wider, stars, a price with its old price, and the stock badge beside (or above) the button. */}
            <div className={cn("flex flex-1 flex-col gap-2", view === "list" ? "p-3 sm:p-4" : "p-4")}>
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-11 w-3/4 sm:h-5.5" />
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-11.5 w-1/2" />
              <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
                <Skeleton className="h-5 w-16" />
                <Skeleton className="h-11 w-31" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * The listing toolbar's place while its code arrives (the market home): the filter chips, then the
 * category, sort, price and view controls with listing-toolbar.tsx's own widths, so they wrap onto the
 * same lines and the cards below start where the real ones will.
 */
export function ListingToolbarSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-2 overflow-hidden pb-1">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-11 w-24 shrink-0 rounded-full" />
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <Skeleton className="h-17.5 w-full sm:w-56" />
        <Skeleton className="h-17.5 w-full sm:w-56" />
        <Skeleton className="h-17 min-w-56 flex-1 sm:max-w-xs" />
        <Skeleton className="ml-auto h-11 w-24" />
      </div>
    </div>
  );
}
