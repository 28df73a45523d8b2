import type { AdminOrder, OrderStatus } from "@heritage/domain/orders";
import type { Paginated } from "@heritage/domain/paging";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

export type AdminOrderFilters = {
  status: OrderStatus | "";
  dateFrom: string;
  dateTo: string;
  search: string;
};

export const NO_ORDER_FILTERS: AdminOrderFilters = { status: "", dateFrom: "", dateTo: "", search: "" };

/** GET /api/admin/orders/: filtered, searched and paged by the server, newest first. */
export function useAdminOrders(filters: AdminOrderFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.orders.list({ admin: true, ...filters, page, pageSize }),
    queryFn: ({ signal }) =>
      api.get<Paginated<AdminOrder>>("/admin/orders/", {
        query: {
          status: filters.status,
          date_from: filters.dateFrom,
          date_to: filters.dateTo,
          search: filters.search,
          page,
          page_size: pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/admin/orders/{id}/status/: one allowed step. A move changes the lists, the dashboard
 * tiles and, for a cancellation or a delivery, the products' stock or sales.
 */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) =>
      api.post<AdminOrder>(`/admin/orders/${id}/status/`, { status }),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(order.id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminStats }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}
