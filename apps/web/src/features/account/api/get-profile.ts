import type { User } from "@heritage/domain/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/users/me/: the signed-in user with names, email and avatar (the market shares the key). */
export function getProfile(signal?: AbortSignal): Promise<User> {
  return api.get<User>("/users/me/", { signal });
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
