import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { isApiError } from "../../../lib/api-error.ts";

/**
 * POST /api/password-reset/check/: 204 while the link would reset, 400 at `token` once it is used or
 * expired. Asked as the reset page opens, so the person is told before typing a password.
 */
export function checkResetLink(token: string): Promise<void> {
  return api.post<void>("/password-reset/check/", { token }, { auth: false });
}

/** The link's refusal (the server's words), or null while it works or the question could not be asked. */
export function useResetLinkRefusal(token: string): string | null {
  const { error } = useQuery({
    queryKey: ["password-reset-check", token],
    // A query's data cannot be undefined: true, the link works.
    queryFn: () => checkResetLink(token).then(() => true),
    enabled: token !== "",
    // A refusal is an answer; a network failure leaves the form, whose confirm says the same.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (isApiError(error) && error.status === 400 && error.fieldMessage("token")) || null;
}
