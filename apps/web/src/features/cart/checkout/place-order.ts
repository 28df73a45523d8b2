import type { Order, PlaceOrderInput } from "@heritage/domain/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST /api/market/orders/: the whole cart becomes a pending order that holds its stock. A 409
 * carries `lines` (what can no longer be served and why); nothing changed on the server then.
 */
export function placeOrder(input: PlaceOrderInput): Promise<Order> {
  return api.post<Order>("/market/orders/", input);
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      // Stock moved (or turned out to have moved): product cards must show what is left.
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
