import type { CreatorStatus } from "@heritage/domain/community";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";
import { useSession } from "./use-session.ts";

/**
 * GET /api/creator/me: the signed-in person's latest creator application (with its decision), their
 * creator profile once approved, and whether they answered "Join as Creator" (decisions 160, 166).
 * Read by the user menu, /profile, the repository's dialog and the creator screens.
 */
export function useCreatorStatus() {
  const { isSignedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.creatorStatus,
    queryFn: ({ signal }) => api.get<CreatorStatus>("/creator/me", { signal }),
    enabled: isSignedIn,
    staleTime: 60_000,
  });
}
