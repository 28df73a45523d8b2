import crypto from "node:crypto";
import { PASSWORD_RESET_MINUTES } from "@heritage/domain/password-reset";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { passwordResetTokens } from "../../../db/schema/accounts.ts";
import { hashToken } from "../../../lib/tokens.ts";

/** 32 random bytes, URL-safe: what the email's link carries; only its hash is stored. */
export function newResetToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/**
 * Stores a new link's token unless the account already had `perHour` links in the last hour, and
 * says whether it did. The account's row is locked for the count and the insert, so requests
 * handled at the same moment (the work runs after the answer, several at once) cannot both see
 * room for one more and send a sixth link.
 */
export async function storeResetTokenWithinLimit(
  db: Db,
  userId: number,
  token: string,
  now: Date,
  perHour: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [row] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.user_id, userId),
          gt(passwordResetTokens.created_at, new Date(now.getTime() - 3_600_000)),
        ),
      );
    if ((row?.n ?? 0) >= perHour) return false;
    await tx.insert(passwordResetTokens).values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
    });
    return true;
  });
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

/** Whether a link would still reset: its token is known, unused and unexpired. Reads only. */
export async function resetTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.token_hash, hashToken(token)),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** After a reset, the account's other links stop working too (an older email must not reset again). */
export async function spendEveryResetToken(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}
