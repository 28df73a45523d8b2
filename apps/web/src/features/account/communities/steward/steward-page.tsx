import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { ErrorState } from "../../../../components/ui/error-state.tsx";
import { ImigongoBand } from "../../../../components/ui/imigongo.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { useCommunity } from "./steward-api.ts";
import { StewardItems } from "./steward-items.tsx";
import { StewardMembers } from "./steward-members.tsx";
import { STEWARD_TEXT as t } from "./steward-texts.ts";

const card = "rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8";

/**
 * /profile/communities/{slug} (decision 168): a community's stewards decide, outside the admin portal,
 * who joins (requests, members) and which Local Contexts labels its items carry. The page shows
 * itself only to a steward; the server refuses anyone else whatever the page shows.
 */
export default function StewardPage() {
  const { slug = "" } = useParams();
  const community = useCommunity(slug);
  const steward =
    community.data?.membership?.status === "approved" && community.data.membership.role === "steward";
  return (
    <section className="container-page py-10 sm:py-14" aria-labelledby="steward-title">
      <ImigongoBand tone="clay" className="mb-6 max-w-40" />
      <Link
        to="/profile"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-clay hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      {community.isPending ? (
        <LoadingRegion label={t.loading}>
          <h1 id="steward-title" className="sr-only">
            {t.loading}
          </h1>
          <Skeleton className="mt-4 h-96" />
        </LoadingRegion>
      ) : community.isError ? (
        <>
          <h1 id="steward-title" className="sr-only">
            {t.loadFailed}
          </h1>
          <ErrorState
            message={t.loadFailed}
            onRetry={() => void community.refetch()}
            retrying={community.isFetching}
            retryLabel={t.retry}
          />
        </>
      ) : !community.data || !steward ? (
        <div className="mt-4 max-w-2xl">
          <h1 id="steward-title" className="text-2xl font-semibold">
            {community.data ? t.notSteward : t.unknown}
          </h1>
          <p className="mt-2 text-muted">{t.notStewardHint}</p>
        </div>
      ) : (
        <>
          <title>{t.title(community.data.name)}</title>
          <h1 id="steward-title" className="mt-4 text-3xl font-semibold break-words sm:text-4xl">
            {t.title(community.data.name)}
          </h1>
          <p className="mt-2 max-w-2xl text-muted">{t.intro}</p>
          <div className="mt-8 flex max-w-4xl flex-col gap-6">
            <div className={card}>
              <StewardMembers slug={slug} />
            </div>
            <div className={card}>
              <StewardItems slug={slug} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
