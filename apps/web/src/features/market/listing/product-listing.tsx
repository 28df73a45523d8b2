import { useRef } from "react";
import { useLocation } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { marketMessages } from "../../../lib/i18n/areas/market.ts";
import { type ProductListParams, useProducts } from "../api/get-products.ts";
import { marketDetailTexts as t } from "../market-detail-texts.ts";
import { hasActiveFilters, listingParams, pageCount } from "./listing-state.ts";
import { ListingToolbar } from "./listing-toolbar.tsx";
import { listingPageHref, useListingUrlState } from "./listing-url.ts";
import { ProductGrid } from "./product-grid.tsx";
import { ProductGridSkeleton } from "./product-grid-skeleton.tsx";

export type ListingTexts = {
  /** Names the filter group for screen readers ("Baskets"). */
  label: string;
  /** Shown when the server has nothing for this section at all. */
  empty: string;
  /** Shown when the list failed to load. */
  error: string;
  /** "reload" reloads the page (product §8, home grid); "refetch" asks again in place. */
  retry: "reload" | "refetch";
};

/**
 * The market's one filterable, sortable, paged product list (product §4). Every choice becomes a query
 * parameter of the API and of the page's URL, so a reload keeps it. `base` fixes the view's own scope (a
 * search); `categoryPicker` lets the home listing change category from its toolbar.
 */
export function ProductListing({
  base,
  texts,
  categoryPicker = false,
}: {
  base: ProductListParams;
  texts: ListingTexts;
  categoryPicker?: boolean;
}) {
  const [state, dispatch] = useListingUrlState();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useProducts(
    listingParams(state, base),
  );
  const topRef = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const pageHref = (page: number) => listingPageHref(pathname, search, page);

  function goToPage(page: number) {
    dispatch({ type: "page", page });
    topRef.current?.scrollIntoView({ block: "start" });
  }

  let body: React.ReactNode;
  if (isError && !data) {
    body = (
      <ErrorState
        title={texts.error}
        retryLabel={texts.retry === "reload" ? t.reloadPage : t.retry}
        retrying={isFetching}
        onRetry={() => (texts.retry === "reload" ? window.location.reload() : void refetch())}
      />
    );
  } else if (isPending) {
    body = <ProductGridSkeleton view={state.view} />;
  } else if (data.results.length === 0) {
    body = hasActiveFilters(state) ? (
      <EmptyState
        title={marketMessages.market.noMatch}
        action={
          <Button variant="secondary" onClick={() => dispatch({ type: "reset" })}>
            {t.resetFilters}
          </Button>
        }
      />
    ) : (
      <EmptyState title={texts.empty} />
    );
  } else {
    body = (
      <div
        aria-busy={isPlaceholderData || undefined}
        className={isPlaceholderData ? "opacity-60" : undefined}
      >
        <p className="sr-only" aria-live="polite">
          {t.productsCount(data.count)}
        </p>
        <ProductGrid products={data.results} view={state.view} />
        <Pagination
          className="mt-6"
          page={state.page}
          pageCount={pageCount(data.count)}
          onPageChange={goToPage}
          hrefFor={pageHref}
          label={t.pagesOf(texts.label)}
        />
      </div>
    );
  }

  return (
    <div ref={topRef} className="flex scroll-mt-40 flex-col gap-5">
      <ListingToolbar state={state} dispatch={dispatch} label={texts.label} categoryPicker={categoryPicker} />
      {/* Where the skip link and "See all" put the focus: the next Tab reaches the first product. */}
      <div id="products" tabIndex={-1} className="scroll-mt-40 outline-none">
        {body}
      </div>
    </div>
  );
}
