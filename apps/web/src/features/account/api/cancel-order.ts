import type { Order } from "@heritage/domain/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/market/orders/{id}/cancel/: the shopper's own pending order; its items go back on sale. */
export function cancelOrder(id: number): Promise<Order> {
  return api.post<Order>(`/market/orders/${id}/cancel/`);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      // The stock came back: product cards must show it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
