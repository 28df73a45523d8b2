import type { Order } from "@heritage/domain/orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type OrderPage = { count: number; next: string | null; previous: string | null; results: Order[] };

/** GET /api/market/orders/?page=: the shopper's own orders, newest first, 8 a page. */
export function getMyOrders(page: number, signal?: AbortSignal): Promise<OrderPage> {
  return api.get<OrderPage>("/market/orders/", { query: { page }, signal });
}

export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.orders.list({ mine: true, page }),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    placeholderData: keepPreviousData,
  });

export function useMyOrders(page: number, enabled = true) {
  return useQuery({ ...myOrdersQueryOptions(page), enabled });
}
