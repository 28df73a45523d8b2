import type { SellerOrder, ShipmentStep } from "@heritage/domain/selling";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/selling/orders: the maker's lines of each order, with what they need to ship them. */
export function useSellerOrders() {
  return useQuery({
    queryKey: queryKeys.sellerOrders.lists(),
    queryFn: ({ signal }) => api.get<{ results: SellerOrder[] }>("/selling/orders", { signal }),
  });
}

/** One step of the maker's shipment; the list reloads whatever the answer (a 409 means it moved). */
export function useMoveShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, step }: { number: string; step: ShipmentStep }) =>
      api.post(`/selling/orders/${encodeURIComponent(number)}/shipment`, step),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sellerOrders.all }),
  });
}
