import { ArrowLeft, Clock, MapPin, Tag } from "lucide-react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Portrait } from "../../../components/ui/portrait.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { useQueuedSearchParams } from "../../../lib/use-queued-search-params.ts";
import { useMuseum } from "../api/get-museums.ts";
import { itemPath } from "../gallery/gallery-item.ts";
import { T } from "../resources-texts.ts";
import { Breadcrumb } from "../shared/breadcrumb.tsx";
import { MUSEUM_TABS, type MuseumTab, MuseumTabs } from "./museum-tabs.tsx";

/**
 * product §2 museum detail, opened in place of the list: 'Back to Museums', six tabs (Overview first),
 * a sidebar with location, hours and category, and 'You may also like these'. The tab and its page
 * are in the URL. The museum is a repository institution; its objects and pictures are items (decision 114).
 */
export function MuseumDetail() {
  const { key = "" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useQueuedSearchParams();
  const { data: museum, isPending, isError, error, refetch } = useMuseum(key);
  const tabParam = params.get("tab");
  const tab: MuseumTab = MUSEUM_TABS.includes(tabParam as MuseumTab) ? (tabParam as MuseumTab) : "overview";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  // Back returns to the list as it was (its filters) when we came from it, else to the full list.
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else navigate("/resources/museums");
  };
  const backButton = (
    <Button variant="secondary" onClick={back}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {T.museums.back}
    </Button>
  );

  if (isPending) {
    return (
      <div className="container-page py-8">
        {backButton}
        <LoadingRegion>
          <Skeleton className="mt-6 aspect-[16/10] w-full max-w-4xl" />
        </LoadingRegion>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="container-page py-8">
        {backButton}
        {error instanceof ApiError && error.status === 404 ? (
          <EmptyState className="mt-6" title={T.museums.notFound} />
        ) : (
          <ErrorState className="mt-6" message={T.loadError} retryLabel={T.retry} onRetry={() => refetch()} />
        )}
      </div>
    );
  }

  return (
    <div className="container-page py-8">
      <title>{T.docTitle(museum.name)}</title>
      <Breadcrumb trail={[{ label: T.museums.section, to: "/resources/museums" }, { label: museum.name }]} />
      <div className="mt-4">{backButton}</div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          {museum.category && (
            <Badge tone={museum.category === "Memorial" ? "ink" : "clay"}>
              {T.museums.categoryNames[museum.category]}
            </Badge>
          )}
          <UntranslatedNote record={museum} className="ml-2" />
          <h1 lang={museum.language} className="mt-2 text-3xl font-semibold sm:text-4xl">
            {museum.name}
          </h1>
          <p lang={museum.language} className="mt-2 text-lg text-muted">
            {museum.description}
          </p>
          {museum.image && (
            <ContentImage
              src={museum.image}
              alt={[museum.name, museum.place_name].filter(Boolean).join(", ")}
              width={1200}
              height={750}
              eager
              sizing="h-56 w-full sm:h-72 lg:h-80"
              className="mt-6 rounded-lg"
            />
          )}
          <MuseumTabs
            museum={museum}
            tab={tab}
            page={page}
            onTabChange={(next) => {
              const query = new URLSearchParams(params);
              query.delete("page");
              if (next === "overview") query.delete("tab");
              else query.set("tab", next);
              setParams(query, { replace: true, state: location.state });
            }}
            // A page of a tab is a step the back button returns to.
            onPageChange={(next) => {
              const query = new URLSearchParams(params);
              if (next > 1) query.set("page", String(next));
              else query.delete("page");
              setParams(query, { state: location.state });
            }}
          />
        </div>
        <aside className="flex flex-col gap-6">
          <section
            aria-labelledby="visit-info"
            className="rounded-lg border border-line bg-surface p-5 shadow-card"
          >
            <h2 id="visit-info" className="text-xl font-semibold">
              {T.museums.visitInfo}
            </h2>
            <dl className="mt-4 flex flex-col gap-4 text-sm">
              {[
                { icon: MapPin, term: T.museums.location, value: museum.place_name },
                { icon: Clock, term: T.museums.hours, value: museum.opening_hours },
                {
                  icon: Tag,
                  term: T.museums.category,
                  value: museum.category && T.museums.categoryNames[museum.category],
                },
              ]
                .filter(({ value }) => value)
                .map(({ icon: Icon, term, value }) => (
                  <div key={term}>
                    <dt className="flex items-center gap-2 font-semibold">
                      <Icon aria-hidden="true" className="size-5 shrink-0 text-clay" />
                      {term}
                    </dt>
                    <dd className="pl-7 text-muted">{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          {/* No "you may also like" next to a genocide memorial: the sidebar stays with the visit facts. */}
          {museum.category !== "Memorial" && museum.related.length > 0 && (
            <section aria-labelledby="related-figures">
              <h2 id="related-figures" className="text-xl font-semibold">
                {T.museums.related}
              </h2>
              <ul className="mt-4 flex flex-col gap-4">
                {museum.related.map((figure) => (
                  <li key={figure.id} className="flex gap-3">
                    {figure.thumbnail_url && (
                      <Portrait name={figure.title} image={figure.thumbnail_url} size={56} />
                    )}
                    <div lang={figure.language}>
                      {/* Each note is a repository item: its page holds the whole record. */}
                      <Link
                        to={itemPath(figure)}
                        className="font-semibold underline-offset-4 hover:underline"
                      >
                        {figure.title}
                      </Link>
                      {figure.period && <p className="text-xs text-muted">{figure.period}</p>}
                      {figure.dc.description[0] && <p className="mt-1 text-sm">{figure.dc.description[0]}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}
