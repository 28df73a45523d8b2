import type { User } from "@heritage/domain/auth";
import type { ProfilePatchInput } from "@heritage/domain/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** PATCH /api/users/me/: names, email, and avatar (a data URL, the current URL, or null to remove). */
export function updateProfile(patch: ProfilePatchInput): Promise<User> {
  return api.patch<User>("/users/me/", patch);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
