import type { Category, CategoryInput } from "@heritage/domain/catalog";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

/** GET /api/market/categories/: the whole list (product §7: the admin pages it by 8 in the browser). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.categories.list(),
    queryFn: () => api.get<Category[]>("/market/categories/"),
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}

/** A category change moves the category lists and the dashboard count; a rename also shows in products. */
function useInvalidateAfterCategoryChange() {
  const queryClient = useQueryClient();
  return (options: { productsToo?: boolean; id?: number } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.categories.lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.adminStats }),
      options.id !== undefined &&
        queryClient.invalidateQueries({ queryKey: queryKeys.categories.detail(options.id) }),
      options.productsToo && queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
    ]);
}

/**
 * POST (add) or PUT (edit, with the version the form was loaded at; decision 075). The caller
 * refreshes the list after its 1 s success message (product §4).
 */
export function useSaveCategory() {
  return useMutation({
    mutationFn: ({ id, input, version }: { id?: number; input: CategoryInput; version?: number }) =>
      id === undefined
        ? api.post<Category>("/market/categories/", input)
        : api.put<Category>(`/market/categories/${id}/`, { ...input, version }),
  });
}

export function useRefreshCategories() {
  const invalidate = useInvalidateAfterCategoryChange();
  return (saved: { id: number; wasEdit: boolean }) =>
    invalidate({ id: saved.id, productsToo: saved.wasEdit });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateAfterCategoryChange();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/market/categories/${id}/`),
    onSuccess: (_data, id) => invalidate({ id }),
  });
}
