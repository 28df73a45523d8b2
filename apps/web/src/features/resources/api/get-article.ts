import type { Article } from "@heritage/domain/content";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** One article for its own page (GET /api/content/articles/{id}/); a 404 is not retried. */
export function useArticle(id: number) {
  return useQuery({
    queryKey: queryKeys.content("articles", { id }),
    queryFn: ({ signal }) => api.get<Article>(`/content/articles/${id}/`, { signal }),
    staleTime: 5 * 60_000,
    enabled: Number.isInteger(id) && id > 0,
  });
}
