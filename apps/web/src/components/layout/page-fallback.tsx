import { sharedTexts } from "../shared-texts.ts";
import { Skeleton } from "../ui/skeleton.tsx";

/** Shown while a route's chunk loads: the rough shape of a page, so the footer does not jump up. */
export function PageFallback() {
  return (
    <div role="status" aria-live="polite" className="container-page min-h-[70vh] py-12">
      <span className="sr-only">{sharedTexts.nav.loadingPage}</span>
      <Skeleton className="h-10 w-2/3 max-w-xl" />
      <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-5 w-5/6 max-w-2xl" />
      <Skeleton className="mt-10 h-64 w-full" />
    </div>
  );
}
