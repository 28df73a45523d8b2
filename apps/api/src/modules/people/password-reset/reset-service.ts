import { newPasswordSchemaFor } from "@heritage/domain/auth";
import { messagesIn } from "@heritage/domain/i18n/server-messages";
import { isLanguage, type Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import {
  PASSWORD_RESET_EMAILS_PER_HOUR,
  PASSWORD_RESET_MINUTES,
  type PasswordResetInput,
} from "@heritage/domain/password-reset";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { loginAccountBackoff, loginFailures, users } from "../../../db/schema/users.ts";
import { FieldErrors } from "../../../lib/http-errors.ts";
import { hashPassword } from "../../../lib/passwords.ts";
import { lockoutAccount } from "../auth/lockout.ts";
import { revokeAllSessions } from "../auth/session-tokens.ts";
import {
  newResetToken,
  resetTokenUsable,
  spendEveryResetToken,
  spendResetToken,
  storeResetTokenWithinLimit,
} from "./reset-tokens.ts";

/**
 * 'Forgot password?' (decision 172). The answer is the same whether or not an account
 * uses the address, and is given before anything about the account is looked up: the lookup, the
 * token and the email happen afterwards (mailer.later), so neither the text nor the time of the
 * answer tells whether the address is known.
 */
export function requestPasswordReset(
  app: FastifyInstance,
  email: string,
  requestLanguage: Language,
  siteUrl: string,
): void {
  app.mailer.later(async () => {
    const now = app.now();
    const [user] = await app.db
      .select({
        id: users.id,
        email: users.email,
        first_name: users.first_name,
        username: users.username,
        language: users.language,
      })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (!user) return;
    // A stranger asking again and again must not fill the owner's mailbox: past the hourly
    // number, the request is answered as usual and nothing is sent.
    const token = newResetToken();
    if (!(await storeResetTokenWithinLimit(app.db, user.id, token, now, PASSWORD_RESET_EMAILS_PER_HOUR)))
      return;
    // The email speaks the account's language, else the language the request was made in.
    const language = isLanguage(user.language) ? user.language : requestLanguage;
    const m = messagesIn(language);
    const link = `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await app.mailer.send({
      to: user.email,
      subject: m.passwordReset.emailSubject,
      text: m.passwordReset.emailBody(user.first_name || user.username, link, PASSWORD_RESET_MINUTES),
      language,
    });
  });
}

/** The reset page's first question: a link that would not reset is the same field error as on confirm. */
export async function checkResetLink(app: FastifyInstance, token: string): Promise<void> {
  if (!(await resetTokenUsable(app.db, token, app.now())))
    throw new FieldErrors({ token: [messages.passwordReset.tokenInvalid] });
}

/**
 * Sets the new password with a link's token, in one transaction: the token is spent (once), every
 * session of the account ends (refresh tokens revoked, access tokens' version raised), the
 * account's other links stop working, and the sign-in lock is lifted. A refusal changes nothing.
 */
export async function resetPassword(app: FastifyInstance, input: PasswordResetInput): Promise<void> {
  const now = app.now();
  // Hashed first, so the transaction holds no lock while argon2 runs.
  const password_hash = await hashPassword(input.new_password);
  await app.db.transaction(async (tx) => {
    const userId = await spendResetToken(tx, input.token, now);
    if (userId === null) throw new FieldErrors({ token: [messages.passwordReset.tokenInvalid] });
    const [user] = await tx.select({ type: users.type }).from(users).where(eq(users.id, userId));
    if (!user) throw new FieldErrors({ token: [messages.passwordReset.tokenInvalid] });
    // An administrator's account keeps the portal's rule (8 to 32 characters); the link stays unspent.
    const rule = newPasswordSchemaFor(user.type).safeParse(input.new_password);
    if (!rule.success) throw new FieldErrors({ new_password: [rule.error.issues[0]!.message] });
    await tx.update(users).set({ password_hash, updated_at: now }).where(eq(users.id, userId));
    await spendEveryResetToken(tx, userId, now);
    await revokeAllSessions(tx, userId, now);
    const account = lockoutAccount(userId, "");
    await tx.delete(loginFailures).where(eq(loginFailures.account, account));
    await tx.delete(loginAccountBackoff).where(eq(loginAccountBackoff.account, account));
  });
}
