import type { User } from "@heritage/domain/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useSession } from "../../../lib/use-session.ts";

/** GET /api/users/me/: the signed-in user, for the email in the market's user menu. */
export function getMe(signal?: AbortSignal): Promise<User> {
  return api.get<User>("/users/me/", { signal });
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me, queryFn: ({ signal }) => getMe(signal), staleTime: 5 * 60_000 });

export function useMe() {
  const { isSignedIn } = useSession();
  return useQuery({ ...meQueryOptions(), enabled: isSignedIn });
}
