import type { ItemDetail } from "@heritage/domain/collections-query";
import type {
  ApplicationDecision,
  ApplicationStatus,
  CreatorApplication,
  historySchema,
  queueSchema,
  ReviewDecision,
} from "@heritage/domain/community";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type Queue = z.infer<typeof queueSchema>;
export type History = z.infer<typeof historySchema>;

/** GET /api/admin/creator-applications, newest first, filtered by status. */
export function useApplications(status: ApplicationStatus) {
  return useQuery({
    queryKey: queryKeys.creatorApplications.list({ status }),
    queryFn: ({ signal }) =>
      api.get<{ count: number; results: CreatorApplication[] }>("/admin/creator-applications", {
        signal,
        query: { status, page_size: 100 },
      }),
  });
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ApplicationDecision }) =>
      api.post<CreatorApplication>(`/admin/creator-applications/${id}/decision`, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.creatorApplications.all }),
  });
}

/** GET /api/admin/moderation/items: the submitted items, oldest first. */
export function useReviewQueue() {
  return useQuery({
    queryKey: queryKeys.reviewQueue.lists(),
    queryFn: ({ signal }) => api.get<Queue>("/admin/moderation/items", { signal }),
  });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReviewDecision }) =>
      api.post(`/admin/moderation/items/${id}`, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviewQueue.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.repositoryItems.all }),
      ]),
  });
}

/** The item as admins read it (drafts included), for the review dialog. */
export function useReviewedItem(id: string) {
  return useQuery({
    queryKey: queryKeys.reviewQueue.detail(id),
    queryFn: ({ signal }) => api.get<ItemDetail>(`/admin/repository/items/${id}`, { signal }),
  });
}

/** GET /api/admin/repository/items/{id}/history: who changed what, when (decision 161). */
export function useItemHistory(id: string) {
  return useQuery({
    queryKey: [...queryKeys.reviewQueue.detail(id), "history"],
    queryFn: ({ signal }) => api.get<History>(`/admin/repository/items/${id}/history`, { signal }),
  });
}
