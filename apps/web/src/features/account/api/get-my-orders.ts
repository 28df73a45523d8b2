import type { Order } from "@heritage/domain/orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type OrderPage = { count: number; next: string | null; previous: string | null; results: Order[] };

/** GET /api/market/orders/?page=: the shopper's own orders, newest first, 8 a page. */
export function getMyOrders(page: number, signal?: AbortSignal): Promise<OrderPage> {
  return api.get<OrderPage>("/market/orders/", { query: { page }, signal });
}

/**
 * The shop moves orders along (confirmed, shipped...) while the shopper looks at /orders: unlike the
 * app's default (30 s fresh, no refetch on focus), the list is read again whenever the window regains
 * focus and every minute while it is shown, so a status change appears without a reload.
 */
export const MY_ORDERS_REFETCH_MS = 60_000;

export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.orders.list({ mine: true, page }),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: MY_ORDERS_REFETCH_MS,
  });

export function useMyOrders(page: number, enabled = true) {
  return useQuery({ ...myOrdersQueryOptions(page), enabled });
}
