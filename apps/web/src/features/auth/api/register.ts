import type { RegisterInput, User } from "@heritage/domain/auth";
import { api } from "../../../lib/api-client.ts";

/** POST /api/register/; 201 with the new user, 400 with DRF field errors. */
export function register(input: RegisterInput): Promise<User> {
  return api.post<User>("/register/", input, { auth: false });
}
