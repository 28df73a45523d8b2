import type { Category } from "@heritage/domain/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/market/categories/: every category with its product count (a short list, not paginated). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>("/market/categories/", { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories.list(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
