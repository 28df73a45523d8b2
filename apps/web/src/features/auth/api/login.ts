import type { LoginInput, LoginResponse } from "@heritage/domain/auth";
import { api } from "../../../lib/api-client.ts";

/** POST /api/login/ with a username or an email; answers {access, refresh, user}. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>("/login/", input, { auth: false });
}
