import type {
  Community,
  CommunityItem,
  ItemProtocolInput,
  Member,
  MembershipDecision,
} from "@heritage/domain/protocols";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

/**
 * The stewards' screen reads and writes the routes the server already guards (decisions 162, 163,
 * 168): every answer is a 403 unless the reader stewards this community (or is an admin).
 */

/** The community as the reader sees it in GET /api/communities (name in their language, their role). */
export function useCommunity(slug: string) {
  return useQuery({
    queryKey: queryKeys.communities.list({ mine: true }),
    queryFn: ({ signal }) => api.get<Community[]>("/communities", { signal }),
    select: (rows) => rows.find((row) => row.slug === slug) ?? null,
  });
}

export function useStewardMembers(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.communities.detail(slug),
    queryFn: ({ signal }) => api.get<Member[]>(`/communities/${slug}/members`, { signal }),
    enabled,
  });
}

export function useDecide(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: number; decision: MembershipDecision }) =>
      api.post<Member>(`/communities/${slug}/members/${userId}`, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.communities.all }),
  });
}

const itemsKey = (slug: string) => [...queryKeys.communities.detail(slug), "items"] as const;

export function useCommunityItems(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: itemsKey(slug),
    queryFn: ({ signal }) => api.get<CommunityItem[]>(`/communities/${slug}/items`, { signal }),
    enabled,
  });
}

type Protocol = ItemProtocolInput & { can_set_access: boolean };

/** The item's whole protocol: the labels are saved with it, the rest sent back unchanged. */
export function useItemProtocol(itemId: string) {
  return useQuery({
    queryKey: ["item-protocol", itemId],
    queryFn: ({ signal }) => api.get<Protocol>(`/protocols/items/${itemId}`, { signal }),
  });
}

export function useSaveLabels(slug: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ItemProtocolInput) => api.put<Protocol>(`/protocols/items/${itemId}`, input),
    onSuccess: (answer) => queryClient.setQueryData(["item-protocol", itemId], answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemsKey(slug) }),
  });
}
