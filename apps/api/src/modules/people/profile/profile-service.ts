import { newPasswordSchemaFor } from "@heritage/domain/auth";
import { messages } from "@heritage/domain/messages";
import type { AccountDeleteInput, PasswordChangeInput, profilePatchSchema } from "@heritage/domain/profile";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { FieldErrors, fieldError, HttpError } from "../../../lib/http-errors.ts";
import { hashPassword, verifyPassword } from "../../../lib/passwords.ts";
import { storeImageReferences } from "../../../media/image-references.ts";
import { releaseMedia } from "../../../media/media-release.ts";
import { throttle } from "../auth/auth-service.ts";
import { issueTokens, revokeAllSessions, type TokenPair } from "../auth/session-tokens.ts";
import { findUserById, takenFields, type UserRow } from "../users/user-repository.ts";
import { deleteOwnAccount, setPasswordHash, updateOwnProfile } from "./profile-repository.ts";

type ProfilePatch = z.output<typeof profilePatchSchema>;

async function requireRow(app: FastifyInstance, userId: number): Promise<UserRow> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new HttpError(401, messages.auth.notAuthenticated);
  return user;
}

/**
 * Checks the password of a sensitive action. Throttled per account like sign-in, so a stolen
 * access token cannot be used to guess the password.
 */
async function checkPassword(app: FastifyInstance, user: UserRow, password: string, field: string) {
  await throttle(app, "password", `user-${user.id}`, app.config.rateLimitLogin);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw fieldError(field, messages.profile.currentPasswordWrong);
  }
}

/** PATCH /api/users/me/: names, email and avatar (a new picture, or null to remove it). */
export async function updateProfile(app: FastifyInstance, userId: number, patch: ProfilePatch) {
  await requireRow(app, userId);
  if (patch.email && (await takenFields(app.db, { email: patch.email }, userId)).email) {
    throw new FieldErrors({ email: [messages.signUp.emailTaken] });
  }
  const { avatar, ...fields } = patch;
  let stored: Awaited<ReturnType<typeof storeImageReferences>> | null = null;
  if (typeof avatar === "string") {
    stored = await storeImageReferences(app, [avatar], {
      field: "avatar",
      invalidMessage: messages.category.imageInvalid,
    });
  }
  try {
    const { row, previousAvatar } = await updateOwnProfile(app.db, userId, {
      ...fields,
      ...(fields.email ? { email: fields.email.toLowerCase() } : {}),
      // The 400-pixel thumbnail is plenty for an avatar.
      ...(avatar === null ? { avatar: null } : stored ? { avatar: stored.images[0]!.thumbnail_url } : {}),
      updated_at: app.now(),
    });
    // Committed: the picture it replaced goes (one shopper filled gigabytes an hour).
    if (previousAvatar !== row.avatar) await releaseMedia(app, [previousAvatar]);
    return row;
  } catch (error) {
    await stored?.discard();
    // Two requests racing for one email: the unique index decides.
    if ((await takenFields(app.db, { email: patch.email }, userId)).email) {
      throw new FieldErrors({ email: [messages.signUp.emailTaken] });
    }
    throw error;
  }
}

/**
 * POST /api/users/me/password/: every other sign-in of the account is revoked (their refresh
 * and access tokens stop working) and this browser gets a fresh token pair.
 */
export async function changePassword(
  app: FastifyInstance,
  userId: number,
  input: PasswordChangeInput,
): Promise<TokenPair> {
  const user = await requireRow(app, userId);
  // The route took a shopper's rule; an administrator's password keeps to the portal's (8 to 32).
  const rule = newPasswordSchemaFor(user.type).safeParse(input.new_password);
  if (!rule.success) throw fieldError("new_password", rule.error.issues[0]!.message);
  await checkPassword(app, user, input.current_password, "current_password");
  const password_hash = await hashPassword(input.new_password);
  const now = app.now();
  const token_version = await app.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, password_hash, now);
    // Every other sign-in ends now, access tokens included (decision 092).
    return revokeAllSessions(tx, userId, now);
  });
  return issueTokens(app, { ...user, token_version: token_version ?? user.token_version });
}

/**
 * DELETE /api/users/me/: the cart, wishlist and sessions go with the account; orders stay
 * with the shop (user_id becomes null, the customer name snapshot remains).
 */
export async function deleteAccount(app: FastifyInstance, userId: number, input: AccountDeleteInput) {
  const user = await requireRow(app, userId);
  await checkPassword(app, user, input.password, "password");
  const avatar = await deleteOwnAccount(app.db, user);
  await releaseMedia(app, [avatar]);
}
