import type { ReactNode } from "react";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";

/**
 * The head of a list's results: how many were found, announced as it changes (a no-break space
 * while the first answer is on its way, so the list below does not jump when the count arrives).
 */
export function ResultsCount({ id, count }: { id: string; count: string | undefined }) {
  return (
    <h2 id={id} aria-live="polite" className="font-sans text-base font-semibold text-ink-soft">
      {count ?? "\u00a0"}
    </h2>
  );
}

/** The card grid's placeholders while the first page loads: six cards in the grid's own columns. */
export function CardGridSkeleton() {
  return (
    <LoadingRegion>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <li key={i}>
            <Skeleton className="aspect-[4/3] w-full" />
            <Skeleton className="mt-3 h-5 w-2/3" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/** The card grid itself: one column on phones, two from 640 px, three from 1280 px. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}
