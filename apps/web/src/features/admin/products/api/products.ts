import type { Product, ProductInput } from "@heritage/domain/catalog";
import type { Paginated } from "@heritage/domain/paging";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";
import { type ProductFilters, productListQuery } from "../product-filters-state.ts";

/** GET /api/market/products/: filtered, searched and paged by the server; admins also see inactive ones. */
export function useAdminProducts(filters: ProductFilters, page: number, pageSize: number) {
  const query = productListQuery(filters, page, pageSize);
  return useQuery({
    queryKey: queryKeys.products.list({ admin: true, ...query }),
    queryFn: ({ signal }) => api.get<Paginated<Product>>("/market/products/", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One product as the admin edits it (with its texts in every language): the dashboard's low-stock links. */
export function fetchAdminProduct(id: number): Promise<Product> {
  return api.get<Product>(`/market/products/${id}/`);
}

/**
 * A product change moves every product list (the market's too), the category counts, the dashboard's
 * figures and the admin's carts list (it shows each line's product name and price).
 */
function useInvalidateAfterProductChange() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.products.lists() }),
      id !== undefined && queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.categories.lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.adminStats }),
      queryClient.invalidateQueries({ queryKey: queryKeys.adminCarts.lists() }),
    ]);
}

/**
 * POST (add) or PUT (update: every field, images in their new order, and the version the form was
 * loaded at, so that a save cannot undo a change made since, such as a sale; decision 075).
 */
export function useSaveProduct() {
  const invalidate = useInvalidateAfterProductChange();
  return useMutation({
    mutationFn: ({
      id,
      input,
      version,
      base,
    }: {
      id?: number;
      input: ProductInput;
      version?: number;
      base?: Record<string, unknown>;
    }) =>
      id === undefined
        ? api.post<Product>("/market/products/", input)
        : api.put<Product>(`/market/products/${id}/`, { ...input, version, ...(base && { base }) }),
    onSuccess: (product) => invalidate(product.id),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateAfterProductChange();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/market/products/${id}/`),
    onSuccess: (_data, id) => invalidate(id),
  });
}
