import { PAGE_SIZE } from "@heritage/domain/constants";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/cn.ts";

/**
 * An admin list read a page at a time (`{count, results}`): a skeleton while the first page loads,
 * the error with a retry, the empty state, or the count (announced as it changes), the page's
 * results and the page numbers.
 */
export function PagedResults<T>({
  query,
  page,
  onPageChange,
  texts,
  skeletonClassName,
  empty,
  children,
}: {
  query: UseQueryResult<{ count: number; results: T[] }>;
  page: number;
  onPageChange: (page: number) => void;
  texts: {
    loading: string;
    loadFailed: string;
    retry: string;
    pages: string;
    /** "12 orders": left out where the list says nothing of its size. */
    results?: (count: number) => string;
  };
  /** The skeleton's height, near the first page's. */
  skeletonClassName: string;
  empty: ReactNode;
  children: (results: T[]) => ReactNode;
}) {
  if (query.isPending)
    return (
      <LoadingRegion label={texts.loading}>
        <Skeleton className={cn(skeletonClassName, "w-full")} />
      </LoadingRegion>
    );
  if (query.isError)
    return (
      <ErrorState
        message={texts.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel={texts.retry}
      />
    );
  const { count, results } = query.data;
  if (results.length === 0) return empty;
  return (
    <>
      {texts.results && (
        <p className="mb-3 text-sm text-muted" aria-live="polite">
          {texts.results(count)}
        </p>
      )}
      {children(results)}
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(count / PAGE_SIZE))}
        onPageChange={onPageChange}
        label={texts.pages}
        className="mt-6"
      />
    </>
  );
}
