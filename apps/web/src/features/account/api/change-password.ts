import type { PasswordChangeInput } from "@heritage/domain/profile";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { updateTokens } from "../../../lib/session.ts";

/**
 * POST /api/users/me/password/: the server signs out every other session and answers a fresh
 * token pair for this one, which replaces the stored tokens.
 */
export async function changePassword(input: PasswordChangeInput): Promise<void> {
  const tokens = await api.post<{ access: string; refresh: string }>("/users/me/password/", input);
  updateTokens(tokens.access, tokens.refresh);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
