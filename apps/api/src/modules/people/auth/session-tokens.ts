import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import { refreshTokens, users } from "../../../db/schema/users.ts";
import {
  ACCESS_TOKEN_SECONDS,
  hashToken,
  newRefreshToken,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_DAYS,
  signAccessToken,
  successorRefreshToken,
} from "../../../lib/tokens.ts";
import { findUserById, type UserRow } from "../users/user-repository.ts";

export interface TokenPair {
  access: string;
  refresh: string;
}

type TokenOwner = Pick<UserRow, "id" | "type" | "token_version">;

function refreshRow(app: FastifyInstance, userId: number, family: string, token: string) {
  const now = app.now();
  return {
    user_id: userId,
    token_hash: hashToken(token),
    family,
    created_at: now,
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
  };
}

function signAccess(app: FastifyInstance, user: TokenOwner, family: string): Promise<string> {
  return signAccessToken(
    app.jwtSecret,
    { userId: user.id, type: user.type, version: user.token_version, session: family },
    app.now(),
  );
}

/** A new sign-in starts a new token family. */
export async function issueTokens(app: FastifyInstance, user: TokenOwner): Promise<TokenPair> {
  const { token } = newRefreshToken();
  const family = crypto.randomUUID();
  await app.db.insert(refreshTokens).values(refreshRow(app, user.id, family, token));
  return { access: await signAccess(app, user, family), refresh: token };
}

export type RotateResult = { ok: true; tokens: TokenPair } | { ok: false; reused: boolean };

/** The row of `token` while it may still be exchanged: never used, not revoked, not expired. */
const unusedToken = (token: string, now: Date) =>
  and(
    eq(refreshTokens.token_hash, hashToken(token)),
    isNull(refreshTokens.used_at),
    isNull(refreshTokens.revoked_at),
    gt(refreshTokens.expires_at, now),
  );

/**
 * Refresh rotation with reuse detection (decisions 003 and 090): each refresh token is exchanged
 * once for its successor. Presented again within REFRESH_REUSE_GRACE_SECONDS (two tabs whose
 * access tokens ran out together) it answers the same successor while that one is still unused;
 * presented later, or once the successor was used, it was copied, and the whole family (that
 * sign-in) is revoked.
 */
export async function rotateRefreshToken(app: FastifyInstance, token: string): Promise<RotateResult> {
  const now = app.now();
  const successor = successorRefreshToken(app.jwtSecret, token);
  // The claim and the successor's row commit together: a second refresh waiting on the claimed
  // row finds the successor in place when it gets to look for it.
  const claimed = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refreshTokens)
      .set({ used_at: now })
      .where(unusedToken(token, now))
      .returning({ user_id: refreshTokens.user_id, family: refreshTokens.family });
    if (row) await tx.insert(refreshTokens).values(refreshRow(app, row.user_id, row.family, successor));
    return row;
  });
  const owner = claimed ?? (await retryWithinGrace(app, token, successor, now));
  if (typeof owner === "string") return { ok: false, reused: owner === "reused" };
  const user = await findUserById(app.db, owner.user_id);
  if (!user) return { ok: false, reused: false };
  return { ok: true, tokens: { access: await signAccess(app, user, owner.family), refresh: successor } };
}

/**
 * A token that could not be claimed: its owner and family when it was used moments ago and its
 * successor is still unused (the same successor is answered again); "reused" when the family was
 * revoked for it; "invalid" for an unknown, expired or revoked token.
 */
async function retryWithinGrace(
  app: FastifyInstance,
  token: string,
  successor: string,
  now: Date,
): Promise<{ user_id: number; family: string } | "reused" | "invalid"> {
  const [known] = await app.db
    .select({ family: refreshTokens.family, used_at: refreshTokens.used_at })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashToken(token)));
  if (!known?.used_at) return "invalid";
  if (now.getTime() - known.used_at.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000) {
    const [next] = await app.db
      .select({ user_id: refreshTokens.user_id, family: refreshTokens.family })
      .from(refreshTokens)
      .where(unusedToken(successor, now));
    if (next) return next;
  }
  await revokeFamily(app, known.family);
  return "reused";
}

export async function revokeFamily(app: FastifyInstance, family: string): Promise<void> {
  await app.db
    .update(refreshTokens)
    .set({ revoked_at: app.now() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
}

/**
 * Ends every access token of the account now (the auth hook compares the version on each
 * request). Returns the new version, for the tokens handed out in the same breath.
 */
async function raiseTokenVersion(db: Db, userId: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1`, updated_at: now })
    .where(eq(users.id, userId))
    .returning({ version: users.token_version });
  return row?.version;
}

/**
 * Lists a sign-in among the account's ended sessions, dropping those whose access tokens have all
 * expired since, in one statement (two logouts at once both stay listed).
 */
async function endSession(db: Db, userId: number, family: string, now: Date): Promise<void> {
  const until = now.getTime() + ACCESS_TOKEN_SECONDS * 1000;
  await db
    .update(users)
    .set({
      ended_sessions: sql`(
        select coalesce(jsonb_agg(ended), '[]'::jsonb)
        from jsonb_array_elements(${users.ended_sessions}) as ended
        where (ended->>'until')::bigint > ${now.getTime()}
      ) || jsonb_build_array(jsonb_build_object('sid', ${family}::text, 'until', ${until}::bigint))`,
    })
    .where(eq(users.id, userId));
}

/** Ends every sign-in of the account: its refresh tokens and its access tokens. */
export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<number | undefined> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
  return raiseTokenVersion(db, userId, now);
}

/**
 * Logout: revokes the sign-in the token belongs to (every rotation of it) and lists it in the
 * account's ended sessions, so its access tokens stop at once. The account's other sign-ins (a
 * shopper's other devices) go on untouched (decision 092).
 */
export async function revokeByToken(app: FastifyInstance, token: string): Promise<void> {
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ family: refreshTokens.family, user_id: refreshTokens.user_id })
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashToken(token)));
    if (!row) return;
    const revoked = await tx
      .update(refreshTokens)
      .set({ revoked_at: now })
      .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revoked_at)))
      .returning({ id: refreshTokens.id });
    if (revoked.length > 0) await endSession(tx, row.user_id, row.family, now);
  });
}
