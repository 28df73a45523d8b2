import type { RepositoryStats } from "@heritage/domain/institutions-query";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/repository/stats/: the public items, museums and communities behind the stats tiles. */
export function useRepositoryStats() {
  return useQuery({
    queryKey: ["repository-public", "stats"],
    queryFn: ({ signal }) => api.get<RepositoryStats>("/repository/stats/", { signal }),
    staleTime: 5 * 60_000,
  });
}
