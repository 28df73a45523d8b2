import {
  type ListingFilter,
  PAGE_SIZE,
  PRICE_SLIDER,
  type ProductOrdering,
} from "@heritage/domain/constants";
import type { ProductListParams } from "../api/get-products.ts";

export type ListingView = "grid" | "list";

/** What a listing shows: product §4's filters, sorts, view modes and pages of 8, plus §5's price slider. */
export type ListingState = {
  filter: ListingFilter;
  ordering: ProductOrdering;
  view: ListingView;
  page: number;
  /** The slider's lower bound in RWF; 0 means no bound. */
  minPrice: number;
  /** A category's slug, or "" for every category (the header's picker and a row's "See all"). */
  category: string;
};

export type ListingAction =
  | { type: "filter"; filter: ListingFilter }
  | { type: "ordering"; ordering: ProductOrdering }
  | { type: "minPrice"; minPrice: number }
  | { type: "view"; view: ListingView }
  | { type: "page"; page: number }
  | { type: "category"; category: string }
  | { type: "reset" };

export const initialListingState: ListingState = {
  filter: "all",
  ordering: "featured",
  view: "grid",
  page: 1,
  minPrice: PRICE_SLIDER.min,
  category: "",
};

/** The slider's value on its 0..100000 scale in steps of 1000. */
export function snapMinPrice(value: number): number {
  if (!Number.isFinite(value)) return PRICE_SLIDER.min;
  const stepped = Math.round(value / PRICE_SLIDER.step) * PRICE_SLIDER.step;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, stepped));
}

/** Any change of what is shown goes back to page 1 (product §4); the view mode keeps the page. */
export function listingReducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case "filter":
      return state.filter === action.filter ? state : { ...state, filter: action.filter, page: 1 };
    case "ordering":
      return state.ordering === action.ordering ? state : { ...state, ordering: action.ordering, page: 1 };
    case "minPrice": {
      const minPrice = snapMinPrice(action.minPrice);
      return state.minPrice === minPrice ? state : { ...state, minPrice, page: 1 };
    }
    case "view":
      return { ...state, view: action.view };
    case "page":
      return { ...state, page: Math.max(1, Math.trunc(action.page) || 1) };
    case "category":
      return state.category === action.category ? state : { ...state, category: action.category, page: 1 };
    case "reset":
      // The category is where the shopper is, not a filter they set: it stays.
      return { ...initialListingState, view: state.view, category: state.category };
  }
}

/** True when the shopper narrowed the list (so an empty answer means 'No products match your filters'). */
export function hasActiveFilters(state: ListingState): boolean {
  return state.filter !== "all" || state.minPrice > PRICE_SLIDER.min;
}

/** The API query for this state; `base` holds what the section fixes (category, search). */
export function listingParams(state: ListingState, base: ProductListParams = {}): ProductListParams {
  return {
    category: state.category.toLowerCase() || undefined,
    ...base,
    filter: state.filter,
    ordering: state.ordering,
    min_price: state.minPrice > PRICE_SLIDER.min ? state.minPrice : undefined,
    page: state.page,
    page_size: PAGE_SIZE,
  };
}

export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}
