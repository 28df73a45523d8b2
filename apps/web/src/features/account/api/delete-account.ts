import type { AccountDeleteInput } from "@heritage/domain/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toast-store.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { clearSession } from "../../../lib/session.ts";
import { profileTexts as t } from "../account-texts.ts";

/** DELETE /api/users/me/ with the password: the account goes, its orders stay with the shop. */
export function deleteAccount(input: AccountDeleteInput): Promise<void> {
  return apiRequest<void>("/users/me/", { method: "DELETE", body: input });
}

/**
 * After a deletion: say so, go to the home page, and end the session once /profile has gone.
 * Ending it at once let the /profile guard (still on screen while the lazy home page loads in a
 * transition) send the former shopper to /login instead, and swallow the confirmation.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      clearSession();
      queryClient.clear();
    },
    [queryClient],
  );
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      deleted.current = true;
      toast({ title: t.deleted, tone: "success" });
      void navigate("/", { replace: true });
    },
  });
}
