import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { refreshTokens } from "../../db/schema/users.ts";
import { hashToken, newRefreshToken, REFRESH_TOKEN_DAYS, signAccessToken } from "../../lib/tokens.ts";
import { findUserById, type UserRow } from "../users/user-repository.ts";

export interface TokenPair {
  access: string;
  refresh: string;
}

async function insertRefresh(app: FastifyInstance, userId: number, family: string): Promise<string> {
  const { token, hash } = newRefreshToken();
  const now = app.now();
  await app.db.insert(refreshTokens).values({
    user_id: userId,
    token_hash: hash,
    family,
    created_at: now,
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  return token;
}

/** A new sign-in starts a new token family. */
export async function issueTokens(
  app: FastifyInstance,
  user: Pick<UserRow, "id" | "type">,
): Promise<TokenPair> {
  const refresh = await insertRefresh(app, user.id, crypto.randomUUID());
  const access = await signAccessToken(app.jwtSecret, { userId: user.id, type: user.type }, app.now());
  return { access, refresh };
}

export type RotateResult = { ok: true; tokens: TokenPair } | { ok: false; reused: boolean };

/**
 * Refresh rotation with reuse detection: each refresh token works once. Presenting one that
 * was already used means it was copied, so the whole family (that sign-in) is revoked.
 */
export async function rotateRefreshToken(app: FastifyInstance, token: string): Promise<RotateResult> {
  const now = app.now();
  const hash = hashToken(token);
  const [claimed] = await app.db
    .update(refreshTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(refreshTokens.token_hash, hash),
        isNull(refreshTokens.used_at),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, now),
      ),
    )
    .returning({ user_id: refreshTokens.user_id, family: refreshTokens.family });
  if (!claimed) {
    const [known] = await app.db
      .select({ family: refreshTokens.family, used_at: refreshTokens.used_at })
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hash));
    if (known?.used_at) {
      await revokeFamily(app, known.family);
      return { ok: false, reused: true };
    }
    return { ok: false, reused: false };
  }
  const user = await findUserById(app.db, claimed.user_id);
  if (!user) return { ok: false, reused: false };
  const refresh = await insertRefresh(app, user.id, claimed.family);
  const access = await signAccessToken(app.jwtSecret, { userId: user.id, type: user.type }, now);
  return { ok: true, tokens: { access, refresh } };
}

export async function revokeFamily(app: FastifyInstance, family: string): Promise<void> {
  await app.db
    .update(refreshTokens)
    .set({ revoked_at: app.now() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
}

/** Logout: revokes the sign-in the token belongs to (every rotation of it). */
export async function revokeByToken(app: FastifyInstance, token: string): Promise<void> {
  const [row] = await app.db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashToken(token)));
  if (row) await revokeFamily(app, row.family);
}
