import type { Cart } from "@heritage/domain/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";
import { withQuantity } from "./cart-math.ts";

const UPDATE_CART_ITEM_KEY = [...queryKeys.cart.all, "update-item"];

export type UpdateCartItemInput = { itemId: number; quantity: number };

/** PATCH /api/market/cart/items/{id}/ {quantity}: sets a line's quantity; answers the whole cart. */
export function updateCartItem({ itemId, quantity }: UpdateCartItemInput): Promise<Cart> {
  return api.patch<Cart>(`/market/cart/items/${itemId}/`, { quantity });
}

/**
 * Optimistic: the line and totals change at once; on an error the cart is put back as it was and the
 * caller is told (onError), then the server's cart is fetched again either way.
 */
export function useUpdateCartItem({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  const key = queryKeys.cart.mine();
  return useMutation({
    mutationKey: UPDATE_CART_ITEM_KEY,
    mutationFn: updateCartItem,
    onMutate: async ({ itemId, quantity }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cart>(key);
      if (previous) queryClient.setQueryData<Cart>(key, withQuantity(previous, itemId, quantity));
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onError?.(error);
    },
    onSuccess: (cart) => {
      if (cart?.items) queryClient.setQueryData(key, cart);
    },
    onSettled: () => {
      // Only the last of several quick clicks refetches, so an older answer cannot overwrite a newer guess.
      if (queryClient.isMutating({ mutationKey: UPDATE_CART_ITEM_KEY }) === 1) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
