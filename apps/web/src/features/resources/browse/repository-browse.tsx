import { SlidersHorizontal, X } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { useQueuedSearchParams } from "../../../lib/use-queued-search-params.ts";
import { useRepositoryItems } from "../items/item-api.ts";
import { ItemCard } from "../items/item-card.tsx";
import { itemTexts as t } from "../items/item-texts.ts";
import { T } from "../resources-texts.ts";
import { Breadcrumb } from "../shared/breadcrumb.tsx";
import { CardGrid, CardGridSkeleton, ResultsCount } from "../shared/card-results.tsx";
import { SearchHeading } from "../shared/search-heading.tsx";
import {
  BROWSE_PAGE_SIZE,
  type BrowseState,
  browseQuery,
  browseSearch,
  FACETS,
  type Facet,
  readBrowseState,
} from "./browse-params.ts";
import { FacetPanel, useFacetLabel } from "./facet-panel.tsx";

/**
 * Searching and browsing every published item (/resources/search): typo-tolerant search
 * across the Dublin Core fields in three languages, facets with counts, pages — all in the URL.
 */
export function RepositoryBrowse() {
  const [params, setParams] = useQueuedSearchParams();
  const state = readBrowseState(params);
  const results = useRepositoryItems(browseQuery(state));
  const labelOf = useFacetLabel();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();

  const update = useCallback(
    (change: Partial<BrowseState>, replace = false) =>
      setParams(browseSearch({ ...readBrowseState(params), page: 1, ...change }), { replace }),
    [params, setParams],
  );
  // Typing replaces the history entry; a filter or a page is a step the back button returns to.
  const onSearch = useCallback((q: string) => update({ q }, true), [update]);
  const choose = (facet: Facet, value: string | undefined) =>
    update({ filters: { ...state.filters, [facet]: value } });
  const data = results.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / BROWSE_PAGE_SIZE)) : 1;
  const active = FACETS.filter((facet) => state.filters[facet]);
  const facetLabel = (facet: Facet) => {
    const value = state.filters[facet] ?? "";
    const entry = data?.facets[facet].find((f) => f.value === value);
    return labelOf(facet, value, entry?.label ?? value);
  };

  return (
    <div className="container-page py-8">
      <title>{T.docTitle(t.browse.title)}</title>
      <Breadcrumb trail={[{ label: t.browse.title }]} />
      <SearchHeading texts={t.browse} value={state.q} onSearch={onSearch} />
      {active.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2">
          {active.map((facet) => (
            <li key={facet}>
              <button
                type="button"
                onClick={() => choose(facet, undefined)}
                aria-label={t.browse.remove(`${t.browse.facets[facet]}: ${facetLabel(facet)}`)}
                className="inline-flex min-h-11 items-center gap-1 rounded-full border border-clay bg-clay-soft px-3 text-sm"
              >
                <span className="text-ink-soft">{t.browse.facets[facet]}:</span> {facetLabel(facet)}
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside aria-label={t.browse.filters} className="min-w-0">
          <Button
            variant="secondary"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {filtersOpen ? t.browse.hideFilters : t.browse.showFilters}
          </Button>
          <div id={panelId} className={filtersOpen ? "mt-4 lg:mt-0" : "hidden lg:block"}>
            {data && <FacetPanel facets={data.facets} chosen={state.filters} onChoose={choose} />}
          </div>
        </aside>
        <section aria-labelledby="browse-results" aria-busy={results.isFetching} className="min-w-0">
          <ResultsCount id="browse-results" count={data && t.browse.count(data.count)} />
          {results.isError ? (
            <ErrorState
              className="mt-4"
              message={T.loadError}
              retryLabel={T.retry}
              onRetry={() => results.refetch()}
            />
          ) : !data ? (
            <CardGridSkeleton />
          ) : data.results.length === 0 ? (
            <EmptyState
              className="mt-4"
              title={t.browse.empty}
              description={t.browse.emptyHelp}
              action={<Button onClick={() => update({ q: "", filters: {} })}>{t.browse.clear}</Button>}
            />
          ) : (
            <>
              <CardGrid>
                {data.results.map((item, i) => (
                  <li key={item.id}>
                    <ItemCard item={item} eager={i < 3} />
                  </li>
                ))}
              </CardGrid>
              <Pagination
                className="mt-8"
                label={t.browse.pages}
                page={Math.min(state.page, pageCount)}
                pageCount={pageCount}
                onPageChange={(page) => update({ page })}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
