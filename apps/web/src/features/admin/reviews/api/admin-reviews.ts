import type { Paginated } from "@heritage/domain/paging";
import type { AdminReview } from "@heritage/domain/reviews";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

export type ReviewFilter = "all" | "published" | "hidden";

/** GET /api/admin/reviews/: every review, newest first, in pages. */
export function useAdminReviews(filter: ReviewFilter, page: number) {
  const query = { page, ...(filter === "all" ? {} : { status: filter }) };
  return useQuery({
    queryKey: [...queryKeys.reviews.all, "admin", query] as const,
    queryFn: ({ signal }) => api.get<Paginated<AdminReview>>("/admin/reviews/", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Hide (with a reason) or publish again: the product's rating moves, so products are refetched. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      reason === null
        ? api.post<AdminReview>(`/admin/reviews/${id}/publish/`)
        : api.post<AdminReview>(`/admin/reviews/${id}/hide/`, { reason }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]),
  });
}
