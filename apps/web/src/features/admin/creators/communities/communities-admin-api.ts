import type {
  AdminCommunity,
  Community,
  CommunityInput,
  Member,
  MembershipDecision,
} from "@heritage/domain/protocols";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

/** GET /api/admin/communities: every community with how many wait, belong and steward. */
export function useAdminCommunities() {
  return useQuery({
    queryKey: queryKeys.communities.list({ admin: true }),
    queryFn: ({ signal }) => api.get<AdminCommunity[]>("/admin/communities", { signal }),
  });
}

export function useAddCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: Pick<CommunityInput, "slug" | "name" | "description" | "original_language" | "translations">,
    ) => api.post<Community>("/admin/communities", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.communities.all }),
  });
}

/** GET /api/communities/{slug}/members: requests and members (admins and the community's stewards). */
export function useMembers(slug: string) {
  return useQuery({
    queryKey: queryKeys.communities.detail(slug),
    queryFn: ({ signal }) => api.get<Member[]>(`/communities/${slug}/members`, { signal }),
  });
}

export function useDecideMembership(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: number; decision: MembershipDecision }) =>
      api.post<Member>(`/communities/${slug}/members/${userId}`, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.communities.all }),
  });
}
