import type { PasswordResetRequestInput } from "@heritage/domain/password-reset";
import { api } from "../../../lib/api-client.ts";

/** POST /api/password-reset/: 202 with the same text whether or not an account uses the address. */
export function requestPasswordReset(input: PasswordResetRequestInput): Promise<{ detail: string }> {
  return api.post<{ detail: string }>("/password-reset/", input, { auth: false });
}
