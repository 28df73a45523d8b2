import crypto from "node:crypto";
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_ATTEMPTS } from "@heritage/domain/constants";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginFailures } from "../../db/schema/users.ts";
import { rowsOf } from "../../lib/rate-limit.ts";

/**
 * SPEC §4's lock, enforced here: 5 failed sign-ins for one account from one address lock
 * that pair for 5 minutes. Kept in the database so every API process sees the same count.
 *
 * An attempt is claimed (counted) before the password is checked, in one atomic upsert, so
 * parallel guesses cannot all slip in while the slow hash runs: the sixth claim is refused
 * whether or not the first five have finished. A success deletes the row.
 */

/** The row key of an account: the user id, or a digest of the name typed (bounded, never the raw text). */
export function lockoutAccount(userId: number | undefined, typedName: string): string {
  if (userId !== undefined) return `user:${userId}`;
  const digest = crypto.createHash("sha256").update(typedName.toLowerCase()).digest("hex");
  return `login:${digest}`;
}

export type Claim =
  /** The pair is locked (or its attempts are used up): refuse without checking the password. */
  | { kind: "locked"; lockedForSeconds: number }
  /** This is attempt number `attempt` (1..5) of the current count: check the password. */
  | { kind: "attempt"; attempt: number };

export async function claimAttempt(db: Db, account: string, address: string, now: Date): Promise<Claim> {
  // A lock that has run out starts a fresh count; while locked the count stays where it is.
  const result = await db.execute<{ failures: number; locked_until: string | Date | null }>(sql`
    insert into login_failures (account, address, failures, updated_at) values (${account}, ${address}, 1, ${now})
    on conflict (account, address) do update set
      failures = case
        when login_failures.locked_until is not null and login_failures.locked_until <= ${now} then 1
        when login_failures.locked_until is not null then login_failures.failures
        else login_failures.failures + 1 end,
      locked_until = case
        when login_failures.locked_until <= ${now} then null else login_failures.locked_until end,
      updated_at = ${now}
    returning failures, locked_until`);
  const row = rowsOf<{ failures: number; locked_until: string | Date | null }>(result)[0]!;
  if (row.locked_until !== null) {
    const seconds = Math.ceil((new Date(row.locked_until).getTime() - now.getTime()) / 1000);
    return { kind: "locked", lockedForSeconds: Math.max(1, seconds) };
  }
  if (row.failures > LOGIN_MAX_ATTEMPTS) {
    // Attempts beyond the fifth that raced it: the fifth is about to lock the pair.
    return { kind: "locked", lockedForSeconds: LOGIN_LOCK_MINUTES * 60 };
  }
  return { kind: "attempt", attempt: row.failures };
}

/**
 * The claimed attempt failed: returns the attempts left (0 means this was the fifth, and the
 * pair is now locked for LOGIN_LOCK_MINUTES).
 */
export async function settleFailure(
  db: Db,
  account: string,
  address: string,
  attempt: number,
  now: Date,
): Promise<number> {
  if (attempt < LOGIN_MAX_ATTEMPTS) return LOGIN_MAX_ATTEMPTS - attempt;
  await db
    .update(loginFailures)
    .set({ locked_until: new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000), updated_at: now })
    .where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
  return 0;
}

export async function clearFailures(db: Db, account: string, address: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
}
