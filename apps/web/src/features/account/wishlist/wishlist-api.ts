import type { Wishlist } from "@heritage/domain/cart";
import type { Product } from "@heritage/domain/catalog";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * /wishlist's calls: GET /api/market/wishlist/, and its two actions on one product. The market's
 * hearts read the same query key, so a change here shows there at once.
 */
export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return api.get<Wishlist>("/market/wishlist/", { signal });
}

export const wishlistPageQuery = () =>
  queryOptions({ queryKey: queryKeys.wishlist.mine(), queryFn: ({ signal }) => getWishlist(signal) });

export function useWishlistPage(enabled: boolean) {
  return useQuery({ ...wishlistPageQuery(), enabled });
}

function dropFromCache(wishlist: Wishlist | undefined, productId: number): Wishlist | undefined {
  if (!wishlist) return wishlist;
  return {
    product_ids: (wishlist.product_ids ?? []).filter((id) => id !== productId),
    results: (wishlist.results ?? []).filter((product) => product.id !== productId),
  };
}

/** The toggle removes a wishlisted product (POST /api/market/wishlist/toggle_product/). */
async function removeFromWishlist(productId: number): Promise<void> {
  const answer = await api.post<{ is_wishlisted: boolean }>("/market/wishlist/toggle_product/", {
    product_id: productId,
  });
  // Someone removed it in another tab meanwhile: the toggle added it back; toggle once more.
  if (answer.is_wishlisted) {
    await api.post("/market/wishlist/toggle_product/", { product_id: productId });
  }
}

export type WishlistAction = { product: Pick<Product, "id" | "name">; toCart: boolean };

/**
 * Remove, or move to the cart: one unit is added first (the server checks stock and answers 400
 * when it cannot), and only then is the product taken off the wishlist.
 */
export function useWishlistAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, toCart }: WishlistAction) => {
      if (toCart) await api.post("/market/cart/add_item/", { product_id: product.id, quantity: 1 });
      await removeFromWishlist(product.id);
    },
    onSuccess: (_data, { product, toCart }) => {
      queryClient.setQueryData<Wishlist>(queryKeys.wishlist.mine(), (wishlist) =>
        dropFromCache(wishlist, product.id),
      );
      if (toCart) void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
    },
  });
}
