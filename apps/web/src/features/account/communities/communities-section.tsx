import type { Community } from "@heritage/domain/protocols";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { api } from "../../../lib/api-client.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { COMMUNITIES_TEXT as t } from "./communities-texts.ts";

/**
 * 'My communities' on /profile (decision 165): each community with where the reader stands, and the
 * way to ask to join (again, after a decline, with the reason they were given). Members see the
 * items their community shares with its members (decision 162); stewards open their own screen.
 */
export function CommunitiesSection({ className }: { className?: string }) {
  const communities = useQuery({
    queryKey: queryKeys.communities.list({ mine: true }),
    queryFn: ({ signal }) => api.get<Community[]>("/communities", { signal }),
  });
  // No community yet: nothing to ask for, so the section stays away.
  if (communities.isSuccess && communities.data.length === 0) return null;
  return (
    <section aria-labelledby="communities-title" className={`flex flex-col gap-4 ${className ?? ""}`}>
      <div>
        <h2 id="communities-title" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.intro}</p>
      </div>
      {communities.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-24" />
        </LoadingRegion>
      ) : communities.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void communities.refetch()}
          retrying={communities.isFetching}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {communities.data.map((community) => (
            <li key={community.slug}>
              <CommunityRow community={community} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CommunityRow({ community }: { community: Community }) {
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: () => api.post(`/communities/${community.slug}/membership`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.communities.all }),
  });
  const membership = community.membership;
  const headingId = `community-${community.slug}`;

  async function request() {
    try {
      await ask.mutateAsync();
      toast({ title: t.asked, tone: "success" });
    } catch (caught) {
      toast({ title: (isApiError(caught) && caught.detail) || t.askFailed, tone: "error" });
    }
  }

  const state =
    membership === null
      ? null
      : membership.status === "approved"
        ? membership.role === "steward"
          ? "steward"
          : "member"
        : membership.status;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold break-words">
          {community.name}
        </h3>
        {(state === "member" || state === "steward") && <Badge tone="leaf">{t.status[state]}</Badge>}
      </div>
      {community.description && <p className="text-sm break-words text-muted">{community.description}</p>}
      {(state === "pending" || state === "declined") && <p className="text-sm">{t.status[state]}</p>}
      {state === "declined" && membership?.reason && (
        <p className="text-sm break-words">
          <span className="font-medium">{t.reason}: </span>
          {membership.reason}
        </p>
      )}
      {/* A steward's decisions are on a screen of their own (decision 168), loaded when opened. */}
      {state === "steward" && (
        <div>
          <Link
            to={`/profile/communities/${community.slug}`}
            aria-label={t.stewardNamed(community.name)}
            className="inline-flex min-h-11 items-center rounded-lg border border-line-strong px-3 text-sm font-semibold text-clay hover:border-clay"
          >
            {t.steward}
          </Link>
        </div>
      )}
      {(state === null || state === "declined") && (
        <div>
          <Button
            size="sm"
            variant="secondary"
            className="min-h-11"
            aria-label={state === null ? t.askNamed(community.name) : t.askAgainNamed(community.name)}
            loading={ask.isPending}
            onClick={() => void request()}
          >
            {state === null ? t.ask : t.askAgain}
          </Button>
        </div>
      )}
    </article>
  );
}
