import type { AdminStats } from "@heritage/domain/admin-stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

export function getAdminStats(): Promise<AdminStats> {
  return api.get<AdminStats>("/admin/stats/");
}

export const adminStatsQuery = () => queryOptions({ queryKey: queryKeys.adminStats, queryFn: getAdminStats });

/** The dashboard tiles and the top bar's notification badge share this one request. */
export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
