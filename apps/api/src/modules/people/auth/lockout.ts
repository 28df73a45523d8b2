import crypto from "node:crypto";
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_ATTEMPTS } from "@heritage/domain/constants";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { loginFailures } from "../../../db/schema/users.ts";
import { claimAccountAttempt } from "./account-backoff.ts";

/**
 * product §4's lock, enforced here: 5 failed sign-ins for one account from one address lock
 * that pair for 5 minutes. Kept in the database so every API process sees the same count.
 *
 * An attempt is claimed before the (slow) password check: `pending` counts the checks under way
 * and `failures` the ones that failed. No claim is granted while failures + pending reach 5, so
 * parallel guesses cannot all slip in while the hash runs; but only failures lock the pair, so
 * a right password sent twice at once never locks anybody out. A success resets the failures.
 */

/** A claim older than this whose check never finished (a process that died) no longer counts. */
const STALE_CLAIM_MS = 60_000;

/** The row key of an account: the user id, or a digest of the name typed (bounded, never the raw text). */
export function lockoutAccount(userId: number | undefined, typedName: string): string {
  if (userId !== undefined) return `user:${userId}`;
  const digest = crypto.createHash("sha256").update(typedName.toLowerCase()).digest("hex");
  return `login:${digest}`;
}

export type Claim =
  /** The pair is locked: refuse without checking the password. */
  | { kind: "locked"; lockedForSeconds: number }
  /** Five checks are already failed or under way: refuse this one for now (no lock is set). */
  | { kind: "busy" }
  /** Check the password, then settle the claim with settleFailure or clearFailures. */
  | { kind: "attempt" };

const pair = (account: string, address: string) =>
  and(eq(loginFailures.account, account), eq(loginFailures.address, address));

/**
 * Claims an attempt for the pair; from an address the account never signed in from, the
 * account-wide backoff (account-backoff.ts) must grant it too, in the same transaction.
 */
export function claimAttempt(
  db: Db,
  account: string,
  address: string,
  now: Date,
  { knownAddress }: { knownAddress: boolean },
): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx
      .insert(loginFailures)
      .values({ account, address, failures: 0, pending: 0, updated_at: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(loginFailures).where(pair(account, address)).for("update");
    let { failures, pending } = row!;
    const lockedUntil = row!.locked_until;
    if (lockedUntil && lockedUntil > now) {
      const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
      return { kind: "locked", lockedForSeconds: Math.max(1, seconds) };
    }
    // A lock that has run out starts a fresh count.
    if (lockedUntil) failures = 0;
    if (lockedUntil || row!.updated_at.getTime() < now.getTime() - STALE_CLAIM_MS) pending = 0;
    // A refusal writes nothing, so it never keeps a dead process's claims from going stale.
    if (failures + pending >= LOGIN_MAX_ATTEMPTS) return { kind: "busy" };
    if (!knownAddress) {
      const accountWide = await claimAccountAttempt(tx, account, now);
      if (accountWide.kind !== "attempt") return accountWide;
    }
    await tx
      .update(loginFailures)
      .set({ failures, pending: pending + 1, locked_until: null, updated_at: now })
      .where(pair(account, address));
    return { kind: "attempt" };
  });
}

/**
 * The claimed attempt failed: returns the attempts left (0 means the failures reached 5, and
 * the pair is now locked for LOGIN_LOCK_MINUTES).
 */
export async function settleFailure(db: Db, account: string, address: string, now: Date): Promise<number> {
  const lockedUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
  const result = await db.execute<{ failures: number }>(sql`
    insert into login_failures (account, address, failures, pending, updated_at)
    values (${account}, ${address}, 1, 0, ${now})
    on conflict (account, address) do update set
      failures = login_failures.failures + 1,
      pending = greatest(login_failures.pending - 1, 0),
      locked_until = case when login_failures.failures + 1 >= ${LOGIN_MAX_ATTEMPTS}
        then ${lockedUntil} else login_failures.locked_until end,
      updated_at = ${now}
    returning failures`);
  const failures = rowsOf<{ failures: number }>(result)[0]!.failures;
  return Math.max(0, LOGIN_MAX_ATTEMPTS - failures);
}

/**
 * The claimed attempt succeeded: the failures are forgotten (and the lock, as product §4 says).
 * The row goes unless other checks of the pair are still under way, whose claims it keeps.
 */
export async function clearFailures(db: Db, account: string, address: string, now: Date): Promise<void> {
  const gone = await db
    .delete(loginFailures)
    .where(and(pair(account, address), lte(loginFailures.pending, 1)))
    .returning({ account: loginFailures.account });
  if (gone.length > 0) return;
  await db
    .update(loginFailures)
    .set({
      failures: 0,
      pending: sql`greatest(${loginFailures.pending} - 1, 0)`,
      locked_until: null,
      updated_at: now,
    })
    .where(pair(account, address));
}
