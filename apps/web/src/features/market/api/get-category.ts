import type { Category } from "@heritage/domain/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/market/categories/{id or slug}/: one category, for the detail modals. */
export function getCategory(idOrSlug: number | string, signal?: AbortSignal): Promise<Category> {
  return api.get<Category>(`/market/categories/${encodeURIComponent(String(idOrSlug))}/`, { signal });
}

export const categoryQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: queryKeys.categories.detail(idOrSlug),
    queryFn: ({ signal }) => getCategory(idOrSlug, signal),
    staleTime: 5 * 60_000,
  });

export function useCategory(idOrSlug: number | string | null | undefined) {
  return useQuery({ ...categoryQueryOptions(idOrSlug ?? 0), enabled: idOrSlug != null && idOrSlug !== "" });
}
