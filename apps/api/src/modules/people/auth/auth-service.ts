import type { LoginInput, RegisterInput } from "@heritage/domain/auth";
import { LOGIN_LOCK_MINUTES } from "@heritage/domain/constants";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { takeRateLimit } from "../../../db/rate-limit.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../../lib/passwords.ts";
import { uniqueFieldErrors } from "../users/unique-fields.ts";
import { findUserByLogin, insertShopper, takenFields, toUserResponse } from "../users/user-repository.ts";
import {
  isKnownAddress,
  releaseAccountClaim,
  rememberAddress,
  settleAccountFailure,
} from "./account-backoff.ts";
import { claimAttempt, clearFailures, lockoutAccount, settleFailure } from "./lockout.ts";
import { issueTokens } from "./session-tokens.ts";

export const INVALID_CREDENTIALS = "No active account found with the given credentials";

export async function throttle(app: FastifyInstance, bucket: string, address: string, limit: number) {
  const retryAfter = await takeRateLimit(app.db, `${bucket}:${address}`, limit, app.now());
  if (retryAfter !== null) {
    throw new HttpError(429, messages.auth.tooManyRequests, { retry_after: retryAfter });
  }
}

export async function register(app: FastifyInstance, input: RegisterInput) {
  const duplicate = uniqueFieldErrors(await takenFields(app.db, input));
  if (duplicate) throw duplicate;
  const password_hash = await hashPassword(input.password);
  try {
    const row = await insertShopper(app.db, {
      username: input.username,
      email: input.email.toLowerCase(),
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash,
    });
    return toUserResponse(row);
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the field message.
    const again = uniqueFieldErrors(await takenFields(app.db, input));
    throw again ?? error;
  }
}

function lockedError(seconds: number, detail?: string): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, detail ?? ((m) => m.adminSignIn.locked(minutes)), {
    attempts_remaining: 0,
    locked_for_seconds: seconds,
  });
}

/**
 * Signs in with a name or email and a password. `adminOnly` (the admin portal) treats a shopper's
 * account exactly like a wrong password, counted towards the lock, so the portal's answers never
 * tell whether a shopper's password was right.
 */
export async function login(
  app: FastifyInstance,
  input: LoginInput,
  address: string,
  { adminOnly = false }: { adminOnly?: boolean } = {},
) {
  const user = await findUserByLogin(app.db, input.username);
  const account = lockoutAccount(user?.id, input.username);
  const now = app.now();
  const knownAddress = await isKnownAddress(app.db, account, address, now);
  // Claimed before the (slow) password check, so parallel guesses cannot all be tried.
  const claim = await claimAttempt(app.db, account, address, now, { knownAddress });
  if (claim.kind === "locked") throw lockedError(claim.lockedForSeconds);
  if (claim.kind === "busy") throw new HttpError(429, messages.auth.tooManyRequests, { retry_after: 1 });

  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid || (adminOnly && user.type !== "admin")) {
    const remaining = await settleFailure(app.db, account, address, now);
    if (!knownAddress) await settleAccountFailure(app.db, account, now);
    if (remaining === 0) throw lockedError(LOGIN_LOCK_MINUTES * 60, messages.adminSignIn.tooManyAttempts);
    throw new HttpError(401, INVALID_CREDENTIALS, { attempts_remaining: remaining });
  }
  await clearFailures(app.db, account, address, now);
  if (!knownAddress) await releaseAccountClaim(app.db, account, now);
  await rememberAddress(app.db, account, address, now);
  const tokens = await issueTokens(app, user);
  return { ...tokens, user: toUserResponse(user) };
}
