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

export const orderByNumberKey = (number: string | null) => queryKeys.orders.list({ admin: true, number });

/**
 * One order by its number, for the detail's own address (/admin/orders/DHP-…, decision 222): the list's
 * search finds the number, and only an exact match counts (DHP-2026-000012 also finds …-0000120). Null
 * when no order has that number. Kept among the lists, so a status move refreshes it with them.
 */
export function useAdminOrderByNumber(number: string | null) {
  return useQuery({
    queryKey: orderByNumberKey(number),
    queryFn: async ({ signal }) => {
      const found = await api.get<Paginated<AdminOrder>>("/admin/orders/", {
        query: { search: number ?? "", page: 1, page_size: 50 },
        signal,
      });
      return found.results.find((order) => order.number === number) ?? null;
    },
    enabled: number !== null,
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
