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

/** Card-shaped placeholders for one page, so the page does not jump when it arrives. */
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
            <div className="flex-1 space-y-2 p-4">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
