import { MUSEUM_CATEGORIES } from "@heritage/domain/constants";
import { MapPin } from "lucide-react";
import { useCallback } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { cn } from "../../../lib/cn.ts";
import { useQueuedSearchParams } from "../../../lib/use-queued-search-params.ts";
import { useMuseums } from "../api/get-museums.ts";
import { T } from "../resources-texts.ts";
import { Breadcrumb } from "../shared/breadcrumb.tsx";
import { SearchHeading } from "../shared/search-heading.tsx";

type MuseumCategory = (typeof MUSEUM_CATEGORIES)[number];
/** Museums per page of the list (each card is tall: a picture beside its text). */
const MUSEUM_PAGE_SIZE = 10;

const isCategory = (value: string | null): value is MuseumCategory =>
  (MUSEUM_CATEGORIES as readonly string[]).includes(value ?? "");

/**
 * product §2 museums list: search, category chips, alternating image/text cards with 'Visit'. The
 * museums are the repository's institutions (decision 114); words, category and page live in the URL.
 */
export function MuseumList() {
  const [params, setParams] = useQueuedSearchParams();
  const q = params.get("q") ?? "";
  const raw = params.get("category");
  const category: MuseumCategory = isCategory(raw) ? raw : "All";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const { data, isPending, isError, refetch } = useMuseums({
    search: q.trim() || undefined,
    category: category === "All" ? undefined : category,
    page,
    page_size: MUSEUM_PAGE_SIZE,
  });
  const pageCount = data ? Math.max(1, Math.ceil(data.count / MUSEUM_PAGE_SIZE)) : 1;
  // The category chips count what the current words find (the category facet of the same answer).
  const countOf = (chip: MuseumCategory) =>
    chip === "All"
      ? category === "All"
        ? data?.count
        : undefined
      : data && (data.facets.category.find((c) => c.value === chip)?.count ?? 0);

  // Typing replaces the history entry; a category or a page is a step the back button returns to.
  const update = useCallback(
    (change: { q?: string; category?: MuseumCategory; page?: number }, replace = false) => {
      const next = { q, category, page: 1, ...change };
      const query = new URLSearchParams();
      if (next.q.trim()) query.set("q", next.q.trim());
      if (next.category !== "All") query.set("category", next.category);
      if (next.page > 1) query.set("page", String(next.page));
      setParams(query, { replace });
    },
    [q, category, setParams],
  );
  const onSearch = useCallback((text: string) => update({ q: text }, true), [update]);

  return (
    <div className="container-page py-8">
      <title>{T.docTitle(T.museums.title)}</title>
      <Breadcrumb trail={[{ label: T.museums.section }]} />
      <SearchHeading texts={T.museums} value={q} onSearch={onSearch} />
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
              {countOf(chip) !== undefined && " "}
              {countOf(chip) !== undefined && (
                <span className={cn("ml-1 text-xs", chip === category ? "text-white" : "text-muted")}>
                  {countOf(chip)}
                </span>
              )}
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
                {museum.image && (
                  <div className={cn(i % 2 === 1 && "md:order-last")}>
                    <ContentImage
                      src={museum.image}
                      alt={[museum.name, museum.place_name].filter(Boolean).join(", ")}
                      width={1200}
                      height={750}
                      eager={i === 0}
                      sizing="h-full w-full"
                    />
                  </div>
                )}
                <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
                  {museum.category && (
                    <Badge tone={museum.category === "Memorial" ? "ink" : "clay"} className="self-start">
                      {T.museums.categoryNames[museum.category]}
                    </Badge>
                  )}
                  <UntranslatedNote record={museum} className="self-start" />
                  <h2 lang={museum.language} className="text-2xl font-semibold">
                    {museum.name}
                  </h2>
                  {museum.place_name && (
                    <p className="flex items-center gap-1.5 text-sm text-muted">
                      <MapPin aria-hidden="true" className="size-4" />
                      {museum.place_name}
                    </p>
                  )}
                  <p lang={museum.language}>{museum.description}</p>
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
      <Pagination
        className="mt-8"
        label={T.museums.pages}
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={(next) => update({ page: next })}
      />
    </div>
  );
}
