import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { ITEM_FORM_TEXT, ITEM_LIST_TEXT } from "./collections-texts.ts";

/**
 * An item the admin opened (to edit or to preview) while it loads, or when it could not be loaded,
 * with the retry. The skeleton is the size of what will come.
 */
export function ItemLoadState({
  query,
  skeletonClassName,
}: {
  query: Pick<UseQueryResult<unknown>, "isError" | "isFetching" | "refetch">;
  skeletonClassName: string;
}) {
  if (!query.isError)
    return (
      <LoadingRegion label={ITEM_FORM_TEXT.loading}>
        <Skeleton className={skeletonClassName} />
      </LoadingRegion>
    );
  return (
    <ErrorState
      message={ITEM_FORM_TEXT.loadFailed}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      retryLabel={ITEM_LIST_TEXT.retry}
    />
  );
}
