import type { DashboardPeriod, DashboardTrends } from "@heritage/domain/admin-dashboard";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

export function getDashboardTrends(period: DashboardPeriod): Promise<DashboardTrends> {
  return api.get<DashboardTrends>(`/admin/stats/trends/?period=${period}`);
}

/**
 * Under the tiles' key, so every change that invalidates the tiles (an order moved, a product
 * saved) refetches the charts too; shoppers' new orders show within a minute.
 */
export const dashboardTrendsQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: [...queryKeys.adminStats, "trends", period] as const,
    queryFn: () => getDashboardTrends(period),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

export function useDashboardTrends(period: DashboardPeriod) {
  return useQuery(dashboardTrendsQuery(period));
}
