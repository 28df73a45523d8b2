import type { Product } from "@heritage/domain/catalog";
import type { ListingFilter, ProductOrdering } from "@heritage/domain/constants";
import type { Paginated } from "@heritage/domain/paging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The query parameters of GET /api/market/products/; filtering, sorting and paging run on the server. */
export type ProductListParams = {
  category?: string;
  is_featured?: boolean;
  min_price?: number;
  max_price?: number;
  search?: string;
  filter?: ListingFilter;
  ordering?: ProductOrdering;
  page?: number;
  page_size?: number;
};

/**
 * Replaces the old 3-hour localStorage cache: data is fresh for 30 s, refetched in the background when
 * used again and every minute while shown, so a price or stock change reaches the shopper within a minute.
 */
export const PRODUCTS_STALE_MS = 30_000;
export const PRODUCTS_REFETCH_MS = 60_000;

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<Paginated<Product>> {
  // "all" is the server's default; leaving it out keeps URLs and cache keys short.
  const { filter, ...rest } = params;
  const query = { ...rest, filter: filter === "all" ? undefined : filter };
  return api.get<Paginated<Product>>("/market/products/", { query, signal });
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: queryKeys.products.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    staleTime: PRODUCTS_STALE_MS,
    refetchInterval: PRODUCTS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

/** A page of products; the previous page stays on screen while the next one loads (no jump). */
export function useProducts(params: ProductListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
