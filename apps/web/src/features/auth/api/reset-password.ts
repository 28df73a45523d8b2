import type { PasswordResetInput } from "@heritage/domain/password-reset";
import { api } from "../../../lib/api-client.ts";

/** POST /api/password-reset/confirm/: 200, or 400 at `token` (used, expired) or `new_password`. */
export function resetPassword(input: PasswordResetInput): Promise<{ detail: string }> {
  return api.post<{ detail: string }>("/password-reset/confirm/", input, { auth: false });
}
