import type { Wishlist } from "@heritage/domain/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type ToggleWishlistResponse = { status: string; is_wishlisted: boolean };

/** POST /api/market/wishlist/toggle_product/ {product_id}; the answer's is_wishlisted is the truth. */
export function toggleWishlist(productId: number): Promise<ToggleWishlistResponse> {
  return api.post<ToggleWishlistResponse>("/market/wishlist/toggle_product/", { product_id: productId });
}

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const key = queryKeys.wishlist.mine();
  return useMutation({
    mutationFn: toggleWishlist,
    onSuccess: ({ is_wishlisted }, productId) => {
      queryClient.setQueryData<Wishlist>(key, (wishlist) => {
        const ids = new Set(wishlist?.product_ids ?? []);
        if (is_wishlisted) ids.add(productId);
        else ids.delete(productId);
        const results = (wishlist?.results ?? []).filter((p) => is_wishlisted || p.id !== productId);
        return { product_ids: [...ids], results };
      });
      // The products list of the wishlist is refetched in the background for screens that show it.
      void queryClient.invalidateQueries({ queryKey: key, refetchType: "none" });
    },
  });
}
