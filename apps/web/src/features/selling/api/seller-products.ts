import type { Product, ProductInput } from "@heritage/domain/catalog";
import type { SellerProduct } from "@heritage/domain/selling";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/selling/products: the maker's own listings, every state. */
export function useSellerProducts(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sellerProducts.lists(),
    queryFn: ({ signal }) => api.get<{ results: SellerProduct[] }>("/selling/products", { signal }),
    enabled,
  });
}

/** A maker's change moves their list and, once a listing is live, the market's. */
function useInvalidateListings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.sellerProducts.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.products.lists() }),
    ]);
}

/** POST a new draft, or PUT a change from the version the form loaded (decisions 075, 232). */
export function useSaveSellerProduct() {
  const invalidate = useInvalidateListings();
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
    }): Promise<Product> => {
      // Featured and active are the shop's to set; the server ignores them from a maker.
      const { is_featured: _featured, is_active: _active, ...fields } = input;
      return id === undefined
        ? api.post<SellerProduct>("/selling/products", fields)
        : api.put<SellerProduct>(`/selling/products/${id}`, { ...fields, version, ...(base && { base }) });
    },
    onSuccess: invalidate,
  });
}

export function useSubmitListing() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (id: number) => api.post<SellerProduct>(`/selling/products/${id}/submit`),
    onSuccess: invalidate,
  });
}

/** PUT the stock from the version read: a sale since answers 409 and the list reloads. */
export function useSetStock() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: ({ id, stock, version }: { id: number; stock: number; version: number }) =>
      api.put<SellerProduct>(`/selling/products/${id}/stock`, { stock, version }),
    onSettled: invalidate,
  });
}
