import type { ContentStats } from "@heritage/domain/content";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/content/stats/: the real counts behind the repository's stats tiles. */
export function useContentStats() {
  return useQuery({
    queryKey: queryKeys.content("stats"),
    queryFn: ({ signal }) => api.get<ContentStats>("/content/stats/", { signal }),
    staleTime: 5 * 60_000,
  });
}
