import type { AdminLoginInput, LoginResponse } from "@heritage/domain/auth";
import { api } from "../../../../lib/api-client.ts";

/** The credentials were right but the account is not an administrator's. */
export class NotAnAdminError extends Error {
  constructor() {
    super("Not an administrator");
    this.name = "NotAnAdminError";
  }
}

/**
 * POST /api/login/, accepting only administrators. A shopper's valid password still yields tokens:
 * they are revoked at once and nothing is stored, so the portal reveals nothing about the account.
 */
export async function adminSignIn(input: AdminLoginInput): Promise<LoginResponse> {
  const answer = await api.post<LoginResponse>("/login/", input, { auth: false });
  if (answer.user.type === "admin") return answer;
  await api.post("/logout/", { refresh: answer.refresh }, { auth: false }).catch((error: unknown) => {
    console.warn("Could not revoke a non-admin session", error);
  });
  throw new NotAnAdminError();
}
