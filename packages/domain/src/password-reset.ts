import { z } from "zod";
import { emailSchema, newPasswordSchema } from "./auth.ts";
import { requiredText } from "./fields.ts";
import { messages } from "./messages.ts";

const m = messages.passwordReset;

/** How long a reset link works (decision 172): long enough to open the email, short enough to matter. */
export const PASSWORD_RESET_MINUTES = 30;
/** Emails one account may be sent an hour, whoever asks: more are silently not sent (no mail-bombing). */
export const PASSWORD_RESET_EMAILS_PER_HOUR = 5;

/** 'Forgot password?': the address of the account. */
export const passwordResetRequestSchema = z.object({
  email: emailSchema(messages.signUp.emailRequired, messages.signUp.emailInvalid),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/**
 * The reset page: the token from the email's link and the new password, under sign-up's rules
 * (product §5). An administrator's account is then held to the portal's rule by the server.
 */
export const passwordResetSchema = z.object({
  token: requiredText(m.tokenRequired).pipe(z.string().max(200, m.tokenInvalid)),
  new_password: newPasswordSchema,
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** The reset page asks, as it opens, whether its link still works, before a password is typed. */
export const passwordResetCheckSchema = passwordResetSchema.pick({ token: true });
export type PasswordResetCheckInput = z.infer<typeof passwordResetCheckSchema>;

export const passwordResetAnswerSchema = z.object({ detail: z.string() });
