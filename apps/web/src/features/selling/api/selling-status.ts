import type { SellingStatus } from "@heritage/domain/selling";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/selling/me: whether the person is a creator, their latest request to sell, their shop. */
export function useSellingStatus() {
  return useQuery({
    queryKey: queryKeys.sellingStatus,
    queryFn: ({ signal }) => api.get<SellingStatus>("/selling/me", { signal }),
  });
}
