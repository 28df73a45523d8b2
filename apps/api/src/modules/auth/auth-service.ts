import type { LoginInput, RegisterInput } from "@heritage/domain/auth";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { users } from "../../db/schema/users.ts";
import { FieldErrors, HttpError } from "../../lib/http-errors.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../lib/passwords.ts";
import { takeRateLimit } from "../../lib/rate-limit.ts";
import { findUserByLogin, takenFields, toUserResponse } from "../users/user-repository.ts";
import { clearFailures, currentLock, recordFailure } from "./lockout.ts";
import { issueTokens } from "./session-tokens.ts";

export const INVALID_CREDENTIALS = "No active account found with the given credentials";

export async function throttle(app: FastifyInstance, bucket: string, address: string, limit: number) {
  const retryAfter = await takeRateLimit(app.db, `${bucket}:${address}`, limit, app.now());
  if (retryAfter !== null) {
    throw new HttpError(429, messages.auth.tooManyRequests, { retry_after: retryAfter });
  }
}

function uniqueFieldErrors(taken: { username: boolean; email: boolean }): FieldErrors | null {
  const fields: Record<string, string[]> = {};
  if (taken.username) fields.username = [messages.signUp.usernameTaken];
  if (taken.email) fields.email = [messages.signUp.emailTaken];
  return Object.keys(fields).length ? new FieldErrors(fields) : null;
}

export async function register(app: FastifyInstance, input: RegisterInput) {
  const duplicate = uniqueFieldErrors(await takenFields(app.db, input));
  if (duplicate) throw duplicate;
  const password_hash = await hashPassword(input.password);
  try {
    const [row] = await app.db
      .insert(users)
      .values({
        username: input.username,
        email: input.email.toLowerCase(),
        first_name: input.first_name,
        last_name: input.last_name,
        password_hash,
        type: "user",
      })
      .returning();
    return toUserResponse(row!);
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the field message.
    const again = uniqueFieldErrors(await takenFields(app.db, input));
    throw again ?? error;
  }
}

function lockedError(seconds: number, detail?: string): HttpError {
  return new HttpError(429, detail ?? messages.adminSignIn.locked(Math.max(1, Math.ceil(seconds / 60))), {
    attempts_remaining: 0,
    locked_for_seconds: seconds,
  });
}

export async function login(app: FastifyInstance, input: LoginInput, address: string) {
  const user = await findUserByLogin(app.db, input.username);
  const account = user ? `user:${user.id}` : `login:${input.username.toLowerCase()}`;
  const now = app.now();
  const lock = await currentLock(app.db, account, address, now);
  if (lock) throw lockedError(lock.lockedForSeconds);

  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    const remaining = await recordFailure(app.db, account, address, now);
    if (remaining === 0) throw lockedError(5 * 60, messages.adminSignIn.tooManyAttempts);
    throw new HttpError(401, INVALID_CREDENTIALS, { attempts_remaining: remaining });
  }
  await clearFailures(app.db, account, address);
  const tokens = await issueTokens(app, user);
  return { ...tokens, user: toUserResponse(user) };
}
