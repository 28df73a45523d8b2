import type { HistoricalEvent } from "@heritage/domain/content";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { useContentList } from "../api/content-list.ts";
import { T } from "../resources-texts.ts";

const badgeTone: Record<HistoricalEvent["badge"], BadgeTone> = {
  Featured: "ochre",
  Popular: "clay",
  New: "leaf",
};

/** product §2 heritage page: three historical event cards (rebellion, conflict, politics) with their badges. */
export function HistoricalEvents() {
  const { data, isPending, isError, refetch } = useContentList<HistoricalEvent>("historical-events");
  return (
    <section id="events" aria-labelledby="events-title" className="container-page scroll-mt-24 py-12">
      <h2 id="events-title" className="text-3xl font-semibold">
        {T.heritage.events}
      </h2>
      <p className="mt-2 text-muted">{T.heritage.eventsLead}</p>
      {isError ? (
        <ErrorState className="mt-6" message={T.loadError} retryLabel={T.retry} onRetry={() => refetch()} />
      ) : isPending ? (
        <LoadingRegion>
          <Skeleton className="mt-6 h-72 w-full" />
        </LoadingRegion>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {data.results.map((event) => (
            <li key={event.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card">
                <ContentImage src={event.thumbnail} alt="" width={400} height={250} />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <div className="flex items-center gap-2">
                    <Badge tone={badgeTone[event.badge]}>{event.badge}</Badge>
                    <Badge>{T.heritage.categories[event.category]}</Badge>
                  </div>
                  <h3 className="text-xl font-semibold">{event.title}</h3>
                  <p className="text-sm font-medium text-clay">{event.period}</p>
                  <p className="text-sm">{event.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
