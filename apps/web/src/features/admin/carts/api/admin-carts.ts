import type { AdminCart } from "@heritage/domain/orders";
import type { Paginated } from "@heritage/domain/paging";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

/** GET /api/admin/carts/: carts holding something, most recently changed first, valued at today's prices. */
export function useAdminCarts(page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.adminCarts.list({ page, pageSize }),
    queryFn: ({ signal }) =>
      api.get<Paginated<AdminCart>>("/admin/carts/", { query: { page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
