import type { ItemInput, ItemMedia } from "@heritage/domain/collections";
import type { Collection, ItemDetail } from "@heritage/domain/collections-query";
import type { Contribution, ReviewState } from "@heritage/domain/community";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** A creator's own item as the API gives it: the item, its review state and the admin's comment. */
export type ContributionDetail = ItemDetail & { review: ReviewState; review_comment: string | null };

const BASE = "/creator/items";

/** GET /api/creator/items: the creator's own items with their review state (403 for non-creators). */
export function useContributions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.contributions.lists(),
    queryFn: ({ signal }) => api.get<{ count: number; results: Contribution[] }>(BASE, { signal }),
    enabled,
  });
}

/** One own item, in the language its texts were written in (what the form edits). */
export async function fetchContribution(id: string, signal?: AbortSignal) {
  const item = await api.get<ContributionDetail>(`${BASE}/${id}`, { signal });
  if (item.language === item.original_language) return item;
  return api.get<ContributionDetail>(`${BASE}/${id}`, { signal, query: { lang: item.original_language } });
}

export function useContribution(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.contributions.detail(id ?? "new"),
    queryFn: ({ signal }) => fetchContribution(id as string, signal),
    enabled: id !== undefined,
    // The form keeps the version it loaded; a background refetch must not move it under the creator.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The published collections a creator may place an item in (GET /api/repository/collections). */
export function usePublicCollections() {
  return useQuery({
    queryKey: queryKeys.content("repository-collections"),
    queryFn: ({ signal }) => api.get<Collection[]>("/repository/collections", { signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (item?: ContributionDetail) => {
    if (item) queryClient.setQueryData(queryKeys.contributions.detail(item.public_id), item);
    return queryClient.invalidateQueries({ queryKey: queryKeys.contributions.lists() });
  };
}

/** POST (a new draft) or PUT (at the version loaded: 409 when it moved, or once submitted). */
export function useSaveContribution() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ItemInput }) =>
      id === undefined
        ? api.post<ContributionDetail>(BASE, input)
        : api.put<ContributionDetail>(`${BASE}/${id}`, input),
    onSuccess: (item) => refresh(item),
  });
}

export function useSubmitContribution() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post<ContributionDetail>(`${BASE}/${id}/submit`),
    onSuccess: (item) => refresh(item),
  });
}

/** A picture as a data URL (decision 167); the item's version moves, so the item is read again. */
export function usePictureMutations(id: string) {
  const refresh = useRefresh();
  const reload = async () => refresh(await fetchContribution(id));
  return {
    add: useMutation({
      mutationFn: (image: string) => api.post<ItemMedia>(`${BASE}/${id}/media`, { image }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (mediaId: string) => api.delete(`${BASE}/${id}/media/${mediaId}`),
      onSuccess: reload,
    }),
  };
}
