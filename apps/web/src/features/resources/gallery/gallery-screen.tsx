import type { ItemSummary } from "@heritage/domain/collections";
import { useCallback } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { useQueuedSearchParams } from "../../../lib/use-queued-search-params.ts";
import { useRepositoryItems } from "../items/item-api.ts";
import { T } from "../resources-texts.ts";
import { Breadcrumb } from "../shared/breadcrumb.tsx";
import { CardGrid, CardGridSkeleton, ResultsCount } from "../shared/card-results.tsx";
import { SearchHeading } from "../shared/search-heading.tsx";
import { ArtworkCard } from "./artwork-card.tsx";
import { CategorySidebar } from "./category-sidebar.tsx";
import { GALLERY_TYPE } from "./gallery-item.ts";
import { type GalleryFilters, galleryQuery, readGalleryFilters } from "./gallery-params.ts";
import { SelectionBar } from "./selection-bar.tsx";
import { useSelection } from "./use-selection.ts";

export const GALLERY_PAGE_SIZE = 12;

/**
 * product §2 art gallery: breadcrumb, search, category sidebar, result count, grid, empty state and
 * selection bar. Search and category combine on the server and live in the URL (?q=&category=).
 * The artworks are the repository's items (decision 123); a category is a dc:subject value, and the
 * same answer's subject facet counts the categories for the current search.
 */
export function GalleryScreen() {
  const [params, setParams] = useQueuedSearchParams();
  const filters = readGalleryFilters(params);
  const { q, category, page } = filters;
  const { data, isPending, isError, refetch, isFetching } = useRepositoryItems({
    type: GALLERY_TYPE,
    ...(q ? { search: q } : {}),
    ...(category === "All" ? {} : { subject: category }),
    page,
    page_size: GALLERY_PAGE_SIZE,
  });
  const selection = useSelection<ItemSummary>();

  const update = useCallback(
    (change: Partial<GalleryFilters>, replace = false) => {
      setParams(galleryQuery({ ...readGalleryFilters(params), page: 1, ...change }), { replace });
    },
    [params, setParams],
  );
  // Typing replaces the history entry; a category or a page is a step the back button returns to.
  const onSearch = useCallback((text: string) => update({ q: text }, true), [update]);
  const clear = () => update({ q: "", category: "All" });
  const pageCount = data ? Math.max(1, Math.ceil(data.count / GALLERY_PAGE_SIZE)) : 1;

  return (
    <div className="container-page py-8">
      <title>{T.docTitle(T.gallery.title)}</title>
      <Breadcrumb
        trail={[{ label: T.gallery.section, to: "/resources/gallery" }, { label: T.gallery.title }]}
      />
      <SearchHeading texts={T.gallery} value={q} onSearch={onSearch} />
      <div className="mt-8 grid gap-6 lg:grid-cols-[14rem_1fr]">
        <aside className="min-w-0">
          <CategorySidebar
            value={category}
            onChange={(next) => update({ category: next })}
            counts={data?.facets.subject}
            total={category === "All" ? data?.count : undefined}
          />
        </aside>
        <section aria-labelledby="gallery-results" aria-busy={isFetching} className="min-w-0">
          <ResultsCount id="gallery-results" count={data && T.gallery.count(data.count)} />
          {isError ? (
            <ErrorState
              className="mt-4"
              message={T.loadError}
              retryLabel={T.retry}
              onRetry={() => refetch()}
            />
          ) : isPending ? (
            <CardGridSkeleton />
          ) : data.results.length === 0 ? (
            <EmptyState
              className="mt-4"
              title={T.gallery.empty}
              description={T.gallery.emptyHelp}
              action={<Button onClick={clear}>{T.gallery.clear}</Button>}
            />
          ) : (
            <>
              <CardGrid>
                {data.results.map((artwork, i) => (
                  <li key={artwork.id}>
                    <ArtworkCard
                      artwork={artwork}
                      eager={i < 3}
                      selected={selection.isSelected(artwork.id)}
                      onToggle={() => selection.toggle(artwork)}
                    />
                  </li>
                ))}
              </CardGrid>
              <Pagination
                className="mt-8"
                label={T.gallery.pages}
                page={Math.min(page, pageCount)}
                pageCount={pageCount}
                onPageChange={(next) => update({ page: next })}
              />
            </>
          )}
          <SelectionBar items={selection.items} onClear={selection.clear} />
        </section>
      </div>
    </div>
  );
}
