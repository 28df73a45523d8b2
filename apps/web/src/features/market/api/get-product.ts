import type { Product } from "@heritage/domain/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
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

export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
