import { describe, expect, it } from "vitest";
import {
  hasActiveFilters,
  initialListingState,
  type ListingState,
  listingParams,
  listingReducer,
  pageCount,
  snapMinPrice,
} from "./listing-state.ts";

const onPage3: ListingState = { ...initialListingState, page: 3 };

describe("listingReducer", () => {
  it("goes back to page 1 on every filter, sort or price change", () => {
    expect(listingReducer(onPage3, { type: "filter", filter: "sale" })).toMatchObject({
      filter: "sale",
      page: 1,
    });
    expect(listingReducer(onPage3, { type: "ordering", ordering: "-price" })).toMatchObject({
      ordering: "-price",
      page: 1,
    });
    expect(listingReducer(onPage3, { type: "minPrice", minPrice: 25_000 })).toMatchObject({
      minPrice: 25_000,
      page: 1,
    });
  });

  it("keeps the page when the same value is chosen again or the view mode changes", () => {
    expect(listingReducer(onPage3, { type: "filter", filter: "all" })).toBe(onPage3);
    expect(listingReducer(onPage3, { type: "view", view: "list" })).toMatchObject({ view: "list", page: 3 });
  });

  it("moves between pages and never below page 1", () => {
    expect(listingReducer(initialListingState, { type: "page", page: 4 }).page).toBe(4);
    expect(listingReducer(onPage3, { type: "page", page: 0 }).page).toBe(1);
    expect(listingReducer(onPage3, { type: "page", page: -2 }).page).toBe(1);
  });

  it("resets filters, sort, price and page but keeps the view mode and the category", () => {
    const busy: ListingState = {
      filter: "new",
      ordering: "newest",
      view: "list",
      page: 2,
      minPrice: 9000,
      category: "baskets",
    };
    expect(listingReducer(busy, { type: "reset" })).toEqual({
      ...initialListingState,
      view: "list",
      category: "baskets",
    });
  });

  it("goes back to page 1 when the category changes", () => {
    expect(listingReducer(onPage3, { type: "category", category: "baskets" })).toMatchObject({
      category: "baskets",
      page: 1,
    });
  });
});

describe("price slider", () => {
  it("snaps to steps of 1000 between 0 and 100000", () => {
    expect(snapMinPrice(12_499)).toBe(12_000);
    expect(snapMinPrice(12_500)).toBe(13_000);
    expect(snapMinPrice(-5)).toBe(0);
    expect(snapMinPrice(250_000)).toBe(100_000);
    expect(snapMinPrice(Number.NaN)).toBe(0);
  });
});

describe("listingParams", () => {
  it("sends filter, sort, lower price bound and page of 8 to the API with the section's own fixed values", () => {
    const state: ListingState = {
      filter: "sale",
      ordering: "price",
      view: "grid",
      page: 2,
      minPrice: 5000,
      category: "",
    };
    expect(listingParams(state, { category: "baskets" })).toEqual({
      category: "baskets",
      filter: "sale",
      ordering: "price",
      min_price: 5000,
      page: 2,
      page_size: 8,
    });
  });

  it("sends the chosen category in lower case, unless the view fixes its own", () => {
    expect(listingParams({ ...initialListingState, category: "Baskets" }).category).toBe("baskets");
    expect(listingParams(initialListingState).category).toBeUndefined();
  });

  it("leaves the price out at the slider's minimum", () => {
    expect(listingParams(initialListingState).min_price).toBeUndefined();
  });
});

describe("hasActiveFilters and pageCount", () => {
  it("tells an empty category from a filter that matches nothing", () => {
    expect(hasActiveFilters(initialListingState)).toBe(false);
    expect(hasActiveFilters({ ...initialListingState, filter: "featured" })).toBe(true);
    expect(hasActiveFilters({ ...initialListingState, minPrice: 1000 })).toBe(true);
    // Sorting does not narrow the list.
    expect(hasActiveFilters({ ...initialListingState, ordering: "top_rated" })).toBe(false);
  });

  it("counts pages of 8", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(8)).toBe(1);
    expect(pageCount(9)).toBe(2);
    expect(pageCount(61)).toBe(8);
  });
});
