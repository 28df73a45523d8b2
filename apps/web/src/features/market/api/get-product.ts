import type { Product } from "@heritage/domain/catalog";
import type { Paginated } from "@heritage/domain/paging";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { PRODUCTS_STALE_MS } from "./get-products.ts";

/** GET /api/market/products/{id}/: one product, for a shared `?product={id}` link. */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/market/products/${id}/`, { signal });
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: PRODUCTS_STALE_MS,
  });

/**
 * A card's product as a listing already holds it, and when that listing arrived: the dialog opens with it
 * at once and asks for the full record; offline, it stays (decision 252).
 */
function fromListings(client: QueryClient, id: number): { product: Product; at: number } | undefined {
  for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.products.lists() })) {
    const product = (query.state.data as Paginated<Product> | undefined)?.results?.find((p) => p.id === id);
    if (product) return { product, at: query.state.dataUpdatedAt };
  }
  return undefined;
}

export function useProduct(id: number | null) {
  const client = useQueryClient();
  const listed = () => (id ? fromListings(client, id) : undefined);
  return useQuery({
    ...productQueryOptions(id ?? 0),
    enabled: id !== null && id > 0,
    initialData: () => listed()?.product,
    initialDataUpdatedAt: () => listed()?.at,
  });
}
