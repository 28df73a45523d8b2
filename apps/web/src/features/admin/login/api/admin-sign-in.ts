import type { AdminLoginInput, LoginResponse } from "@heritage/domain/auth";
import { api } from "../../../../lib/api-client.ts";

/**
 * POST /api/admin/login/: the server signs in administrators only. A shopper's account, even with
 * the right password, is answered and counted exactly like a wrong password, so the portal's
 * answers reveal nothing about it and no shopper token is ever issued here.
 */
export function adminSignIn(input: AdminLoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>("/admin/login/", input, { auth: false });
}
