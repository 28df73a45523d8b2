/** The product list's filters (product §2 filter panel), shared with the top bar's search. */
export type FeaturedFilter = "all" | "featured" | "not_featured";

export type ProductFilters = {
  search: string;
  minPrice: string;
  maxPrice: string;
  featured: FeaturedFilter;
};

export const NO_PRODUCT_FILTERS: ProductFilters = { search: "", minPrice: "", maxPrice: "", featured: "all" };

export function hasActiveFilters(filters: ProductFilters): boolean {
  return (
    filters.search.trim() !== "" ||
    filters.minPrice.trim() !== "" ||
    filters.maxPrice.trim() !== "" ||
    filters.featured !== "all"
  );
}

/** The query string of GET /api/market/products/ for these filters and page. */
export function productListQuery(filters: ProductFilters, page: number, pageSize: number) {
  return {
    search: filters.search.trim() || undefined,
    min_price: filters.minPrice.trim() || undefined,
    max_price: filters.maxPrice.trim() || undefined,
    is_featured: filters.featured === "all" ? undefined : filters.featured === "featured",
    page,
    page_size: pageSize,
  };
}
