import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { ErrorState } from "./error-state.tsx";
import { LoadingRegion, Skeleton } from "./skeleton.tsx";

/**
 * One section fed by one query: its content once loaded, a skeleton while loading, and when the
 * request failed the shared ErrorState with a retry, never a skeleton that pulses forever.
 */
export function Loadable<T>({
  query,
  texts,
  className,
  skeletonClassName = "h-64",
  children,
}: {
  query: Pick<UseQueryResult<T>, "data" | "isError" | "isFetching" | "refetch">;
  /** The feature's own error text and retry label. */
  texts: { loadError: string; retry: string };
  /** Spacing of the skeleton or error box (the content brings its own). */
  className?: string;
  skeletonClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <ErrorState
        className={className}
        message={texts.loadError}
        retryLabel={texts.retry}
        retrying={query.isFetching}
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <LoadingRegion>
      <Skeleton className={cn("w-full", className, skeletonClassName)} />
    </LoadingRegion>
  );
}
