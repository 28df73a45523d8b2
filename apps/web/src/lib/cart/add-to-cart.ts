import type { Cart } from "@heritage/domain/cart";
import type { Product } from "@heritage/domain/catalog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

export type AddToCartInput = { product: Pick<Product, "id" | "name">; quantity: number };
export type AddToCartResponse = { status: boolean; message: string; cart: Cart };

/** POST /api/market/cart/add_item/ {product_id, quantity}; 400 {detail} when stock or quantity forbid it. */
export function addToCart({ product, quantity }: AddToCartInput): Promise<AddToCartResponse> {
  return api.post<AddToCartResponse>("/market/cart/add_item/", { product_id: product.id, quantity });
}

/** The answer carries the whole cart, so the header badge changes at once without another request. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (data) => {
      if (data?.cart) queryClient.setQueryData(queryKeys.cart.mine(), data.cart);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
    },
  });
}
