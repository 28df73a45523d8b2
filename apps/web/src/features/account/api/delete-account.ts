import type { AccountDeleteInput } from "@heritage/domain/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { clearSession } from "../../../lib/session.ts";

/** DELETE /api/users/me/ with the password: the account goes, its orders stay with the shop. */
export function deleteAccount(input: AccountDeleteInput): Promise<void> {
  return apiRequest<void>("/users/me/", { method: "DELETE", body: input });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
