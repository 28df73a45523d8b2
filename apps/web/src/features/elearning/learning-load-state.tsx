import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { ApiError } from "../../lib/api-error.ts";
import { courseTexts } from "./course-texts.ts";

interface LoadTexts {
  needSignIn: string;
  needEnrol: string;
  notFound: string;
  loadError: string;
}

/**
 * What a lesson or quiz page shows before its record is there: a skeleton while loading, else the
 * reason it cannot be read (sign in, enrol, not found), with Retry only when trying again can help.
 */
export function LearningLoadState({
  query,
  texts,
  backToList = false,
}: {
  query: UseQueryResult<unknown>;
  texts: LoadTexts;
  backToList?: boolean;
}) {
  if (query.isPending) {
    return (
      <LoadingRegion>
        <Skeleton className="container-page my-10 h-96" />
      </LoadingRegion>
    );
  }
  const status = query.error instanceof ApiError ? query.error.status : 0;
  const message =
    status === 401
      ? texts.needSignIn
      : status === 403
        ? texts.needEnrol
        : status === 404
          ? texts.notFound
          : texts.loadError;
  return (
    <div className="container-page py-12">
      <ErrorState
        message={message}
        onRetry={status >= 500 || status === 0 ? () => query.refetch() : undefined}
      />
      {backToList && (
        <p className="mt-4 text-center">
          <Link to="/elearning" className="text-clay hover:underline">
            {courseTexts.back}
          </Link>
        </p>
      )}
    </div>
  );
}
