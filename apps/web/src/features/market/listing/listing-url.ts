import {
  LISTING_FILTERS,
  type ListingFilter,
  PRODUCT_ORDERINGS,
  type ProductOrdering,
} from "@heritage/domain/constants";
import { useCallback, useMemo } from "react";
import { useQueuedSearchParams } from "../../../lib/use-queued-search-params.ts";
import {
  initialListingState,
  type ListingAction,
  type ListingState,
  listingReducer,
  snapMinPrice,
} from "./listing-state.ts";

/**
 * The listing's choices live in the URL (?category=&filter=&sort=&min=&view=&page=), so a reload, a shared
 * link and back/forward show what the shopper chose. Defaults are left out to keep links short;
 * anything unreadable falls back to its default rather than breaking the page.
 */
export function readListingState(params: URLSearchParams): ListingState {
  const filter = params.get("filter");
  const sort = params.get("sort");
  const min = Number(params.get("min"));
  const page = Number(params.get("page"));
  return {
    filter: LISTING_FILTERS.includes(filter as ListingFilter)
      ? (filter as ListingFilter)
      : initialListingState.filter,
    ordering: PRODUCT_ORDERINGS.includes(sort as ProductOrdering)
      ? (sort as ProductOrdering)
      : initialListingState.ordering,
    minPrice: params.has("min") ? snapMinPrice(min) : initialListingState.minPrice,
    view: params.get("view") === "list" ? "list" : "grid",
    page: Number.isInteger(page) && page > 1 ? page : 1,
    category: params.get("category") ?? "",
  };
}

export function writeListingState(params: URLSearchParams, state: ListingState): void {
  const set = (key: string, value: string | number, fallback: string | number) => {
    if (value === fallback) params.delete(key);
    else params.set(key, String(value));
  };
  set("filter", state.filter, initialListingState.filter);
  set("sort", state.ordering, initialListingState.ordering);
  set("min", state.minPrice, initialListingState.minPrice);
  set("view", state.view, initialListingState.view);
  set("page", state.page, initialListingState.page);
  set("category", state.category, initialListingState.category);
}

/** The listing's state and its reducer, kept in the URL. A new page is a history entry; the rest replace. */
export function useListingUrlState(): [ListingState, (action: ListingAction) => void] {
  const [params, setParams] = useQueuedSearchParams();
  const state = useMemo(() => readListingState(params), [params]);
  const dispatch = useCallback(
    (action: ListingAction) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          writeListingState(next, listingReducer(readListingState(current), action));
          return next;
        },
        { replace: action.type !== "page", preventScrollReset: true },
      ),
    [setParams],
  );
  return [state, dispatch];
}

/** The address of another page of the listing at `pathname?search`, every other choice kept. */
export function listingPageHref(pathname: string, search: string, page: number): string {
  const current = new URLSearchParams(search);
  const next = new URLSearchParams(current);
  writeListingState(next, { ...readListingState(current), page });
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
