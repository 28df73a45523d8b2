import crypto from "node:crypto";
import { PASSWORD_RESET_MINUTES } from "@heritage/domain/password-reset";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens } from "../../db/schema/accounts.ts";
import { hashToken } from "../../lib/tokens.ts";

/** 32 random bytes, URL-safe: what the email's link carries; only its hash is stored. */
export function newResetToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export async function storeResetToken(db: Db, userId: number, token: string, now: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({
    user_id: userId,
    token_hash: hashToken(token),
    created_at: now,
    expires_at: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
  });
}

/** Links sent to the account in the last hour (the mail-bombing guard). */
export async function recentResetCount(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.user_id, userId),
        gt(passwordResetTokens.created_at, new Date(now.getTime() - 3_600_000)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Spends a token: marks it used if it is unused and unexpired, in the caller's transaction, and
 * answers its account. Two resets racing with one link: the row's update lets one through.
 */
export async function spendResetToken(db: Db, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(passwordResetTokens.token_hash, hashToken(token)),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, now),
      ),
    )
    .returning({ user_id: passwordResetTokens.user_id });
  return row?.user_id ?? null;
}

/** After a reset, the account's other links stop working too (an older email must not reset again). */
export async function spendEveryResetToken(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}
