import type { Cart } from "@heritage/domain/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";
import { withoutItem } from "./cart-math.ts";

/** DELETE /api/market/cart/{item id}/ → 204: removes one line of the shopper's cart. */
export function removeCartItem(itemId: number): Promise<void> {
  return api.delete(`/market/cart/${itemId}/`);
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const key = queryKeys.cart.mine();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (_data, itemId) => {
      const cart = queryClient.getQueryData<Cart>(key);
      if (cart) queryClient.setQueryData<Cart>(key, withoutItem(cart, itemId));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
