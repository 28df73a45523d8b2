import type { ItemInput } from "@heritage/domain/collections";
import type { ItemDetail, ItemQuery, itemPageSchema } from "@heritage/domain/collections-query";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

export type ItemPage = z.infer<typeof itemPageSchema>;
const BASE = "/admin/repository/items";

/** GET /api/admin/repository/items: searched, filtered and paged by the server, drafts included. */
export function useAdminItems(query: ItemQuery) {
  return useQuery({
    queryKey: queryKeys.repositoryItems.list(query),
    queryFn: ({ signal }) => api.get<ItemPage>(BASE, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * An item as its form edits it. The API serves `dc` in the reader's language and the other languages
 * in `translations`; when the reader's language is not the item's original one, the item is asked for
 * again in its original language, so the form's original texts are the ones as written (decision 106).
 */
export async function fetchItemForEdit(id: string, signal?: AbortSignal): Promise<ItemDetail> {
  const item = await api.get<ItemDetail>(`${BASE}/${id}`, { signal });
  if (item.language === item.original_language) return item;
  return api.get<ItemDetail>(`${BASE}/${id}`, { signal, query: { lang: item.original_language } });
}

export function useItemForEdit(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.repositoryItems.detail(id ?? "new"),
    queryFn: ({ signal }) => fetchItemForEdit(id as string, signal),
    enabled: id !== undefined,
    // The form keeps the version it loaded; a background refetch must not move it under the admin.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** An item change moves the item lists, the collection and institution counts. */
export function useInvalidateRepository() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.repositoryItems.lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.repositoryCollections.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.repositoryInstitutions.all }),
    ]);
}

/** POST (create) or PUT (replace at the version the form loaded; 409 when it changed, decision 075). */
export function useSaveItem() {
  const invalidate = useInvalidateRepository();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ItemInput }) =>
      id === undefined ? api.post<ItemDetail>(BASE, input) : api.put<ItemDetail>(`${BASE}/${id}`, input),
    onSuccess: () => invalidate(),
  });
}

export function usePublishItem() {
  const invalidate = useInvalidateRepository();
  return useMutation({
    mutationFn: ({ id, published, version }: { id: string; published: boolean; version: number }) =>
      api.post<ItemDetail>(`${BASE}/${id}/publish`, { published, version }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteItem() {
  const invalidate = useInvalidateRepository();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${BASE}/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.repositoryItems.detail(id) });
      return invalidate();
    },
  });
}
