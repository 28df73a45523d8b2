import { MUSEUM_CATEGORIES } from "@heritage/domain/constants";
import { MapPin } from "lucide-react";
import { useCallback } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/cn.ts";
import { useMuseums } from "../api/get-museums.ts";
import { T } from "../resources-texts.ts";
import { Breadcrumb } from "../shared/breadcrumb.tsx";
import { SearchBox } from "../shared/search-box.tsx";

type MuseumCategory = (typeof MUSEUM_CATEGORIES)[number];
const isCategory = (value: string | null): value is MuseumCategory =>
  (MUSEUM_CATEGORIES as readonly string[]).includes(value ?? "");

/** product §2 museums list: search, category chips, alternating image/text cards with 'Visit'. */
export function MuseumList() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const raw = params.get("category");
  const category: MuseumCategory = isCategory(raw) ? raw : "All";
  const { data, isPending, isError, refetch } = useMuseums({
    search: q.trim() || undefined,
    category: category === "All" ? undefined : category,
    page_size: 50,
  });

  const update = useCallback(
    (change: { q?: string; category?: MuseumCategory }, replace = false) => {
      const next = { q, category, ...change };
      const query = new URLSearchParams();
      if (next.q.trim()) query.set("q", next.q.trim());
      if (next.category !== "All") query.set("category", next.category);
      setParams(query, { replace });
    },
    [q, category, setParams],
  );
  const onSearch = useCallback((text: string) => update({ q: text }, true), [update]);

  return (
    <div className="container-page py-8">
      <title>{T.docTitle(T.museums.title)}</title>
      <Breadcrumb trail={[{ label: T.museums.section }]} />
      <div className="mt-2 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{T.museums.title}</h1>
          <p className="mt-2 max-w-2xl text-muted">{T.museums.lead}</p>
        </div>
        <div className="w-full md:max-w-sm">
          <SearchBox
            value={q}
            onSearch={onSearch}
            label={T.museums.searchLabel}
            placeholder={T.museums.searchPlaceholder}
          />
        </div>
      </div>
      <ul aria-label={T.museums.categories} className="mt-6 flex gap-2 overflow-x-auto pb-2">
        {MUSEUM_CATEGORIES.map((chip) => (
          <li key={chip} className="shrink-0">
            <button
              type="button"
              aria-pressed={chip === category}
              onClick={() => update({ category: chip })}
              className={cn(
                "min-h-11 rounded-full border px-4 text-sm font-medium",
                chip === category
                  ? "border-clay bg-clay text-white"
                  : "border-line-strong bg-surface hover:border-ink",
              )}
            >
              {T.museums.categoryNames[chip]}
            </button>
          </li>
        ))}
      </ul>
      {isError ? (
        <ErrorState className="mt-6" message={T.loadError} retryLabel={T.retry} onRetry={() => refetch()} />
      ) : isPending ? (
        <LoadingRegion>
          <Skeleton className="mt-6 h-64 w-full" />
          <Skeleton className="mt-6 h-64 w-full" />
        </LoadingRegion>
      ) : data.results.length === 0 ? (
        <EmptyState
          className="mt-6"
          title={T.museums.empty}
          description={T.museums.emptyHelp}
          action={<Button onClick={() => update({ q: "", category: "All" })}>{T.museums.clear}</Button>}
        />
      ) : (
        <ul className="mt-6 flex flex-col gap-8">
          {data.results.map((museum, i) => (
            <li key={museum.id}>
              <article className="grid overflow-hidden rounded-lg border border-line bg-surface shadow-card md:grid-cols-2">
                <div className={cn(i % 2 === 1 && "md:order-last")}>
                  <ContentImage
                    src={museum.image}
                    alt={`${museum.name}, ${museum.location}`}
                    width={1200}
                    height={750}
                    eager={i === 0}
                    sizing="h-full w-full"
                  />
                </div>
                <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
                  <Badge tone={museum.category === "Memorial" ? "ink" : "clay"} className="self-start">
                    {T.museums.categoryNames[museum.category]}
                  </Badge>
                  <h2 className="text-2xl font-semibold">{museum.name}</h2>
                  <p className="flex items-center gap-1.5 text-sm text-muted">
                    <MapPin aria-hidden="true" className="size-4" />
                    {museum.location}
                  </p>
                  <p>{museum.description}</p>
                  <Link
                    to={`/resources/museums/${museum.slug}`}
                    state={{ fromList: true }}
                    className={buttonClass("primary", "md", "mt-2 self-start")}
                    aria-label={`${T.museums.visit} ${museum.name}`}
                  >
                    {T.museums.visit}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
