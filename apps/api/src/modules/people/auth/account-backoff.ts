import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { knownSignInAddresses, loginAccountBackoff } from "../../../db/schema/users.ts";

/**
 * The account-wide limit of decision 091, beside the per-address lock of lockout.ts: an attacker
 * with many addresses gets 5 guesses from each of them every 5 minutes, so failures from addresses
 * the account never signed in from also count for the account as a whole. After ACCOUNT_FREE_FAILURES
 * of them, one attempt from an unknown address is let through per backoff period, which doubles
 * from a minute up to an hour. An address the account signed in from before is spared, so the
 * owner is never locked out from outside.
 */
export const ACCOUNT_FREE_FAILURES = 10;
const FIRST_DELAY_SECONDS = 60;
const MAX_DELAY_SECONDS = 60 * 60;
/** An account with no failure for this long starts afresh. */
export const FORGET_AFTER_MS = 24 * 3_600_000;
/** How long an address stays known after its last successful sign-in. */
export const KNOWN_FOR_MS = 90 * 86_400_000;
/** A claim whose check never finished (a process that died) stops counting after this. */
const STALE_CLAIM_MS = 60_000;

export type AccountClaim =
  | { kind: "attempt" }
  | { kind: "busy" }
  | { kind: "locked"; lockedForSeconds: number };

/** The wait after `failures` failures from unknown addresses (none before the free ones are spent). */
export function backoffSeconds(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

export async function isKnownAddress(db: Db, account: string, address: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ account: knownSignInAddresses.account })
    .from(knownSignInAddresses)
    .where(
      and(
        eq(knownSignInAddresses.account, account),
        eq(knownSignInAddresses.address, address),
        gt(knownSignInAddresses.last_success_at, new Date(now.getTime() - KNOWN_FOR_MS)),
      ),
    );
  return row !== undefined;
}

export async function rememberAddress(db: Db, account: string, address: string, now: Date): Promise<void> {
  await db
    .insert(knownSignInAddresses)
    .values({ account, address, last_success_at: now })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.account, knownSignInAddresses.address],
      set: { last_success_at: now },
    });
}

/**
 * Claims an attempt from an unknown address, inside lockout.claimAttempt's transaction (which
 * locks the pair's row first, then this one: always in that order). Past the free failures the
 * claim itself takes the period's one slot, so attempts sent together cannot all get through.
 */
export async function claimAccountAttempt(tx: Tx, account: string, now: Date): Promise<AccountClaim> {
  await tx.insert(loginAccountBackoff).values({ account, updated_at: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(loginAccountBackoff)
    .where(eq(loginAccountBackoff.account, account))
    .for("update");
  let { failures, pending, next_attempt_at: next } = row!;
  const idle = now.getTime() - row!.updated_at.getTime();
  if (idle > FORGET_AFTER_MS) [failures, next] = [0, null];
  if (idle > STALE_CLAIM_MS) pending = 0;
  if (next && next > now) {
    return {
      kind: "locked",
      lockedForSeconds: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)),
    };
  }
  if (failures < ACCOUNT_FREE_FAILURES && failures + pending >= ACCOUNT_FREE_FAILURES)
    return { kind: "busy" };
  const reserved = failures >= ACCOUNT_FREE_FAILURES ? afterSeconds(now, backoffSeconds(failures + 1)) : null;
  await tx
    .update(loginAccountBackoff)
    .set({ failures, pending: pending + 1, next_attempt_at: reserved, updated_at: now })
    .where(eq(loginAccountBackoff.account, account));
  return { kind: "attempt" };
}

const afterSeconds = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** The claimed attempt failed: one more failure, and past the free ones the next wait. */
export async function settleAccountFailure(db: Db, account: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(loginAccountBackoff)
      .where(eq(loginAccountBackoff.account, account))
      .for("update");
    if (!row) return;
    const failures = row.failures + 1;
    const wait = backoffSeconds(failures);
    await tx
      .update(loginAccountBackoff)
      .set({
        failures,
        pending: Math.max(0, row.pending - 1),
        next_attempt_at: wait > 0 ? afterSeconds(now, wait) : row.next_attempt_at,
        updated_at: now,
      })
      .where(eq(loginAccountBackoff.account, account));
  });
}

/**
 * The claimed attempt succeeded: its claim is released. The failures stay (the owner signing in
 * proves nothing about the guesser elsewhere); the owner's address is now known.
 */
export async function releaseAccountClaim(db: Db, account: string, now: Date): Promise<void> {
  await db
    .update(loginAccountBackoff)
    .set({ pending: sql`greatest(${loginAccountBackoff.pending} - 1, 0)`, updated_at: now })
    .where(eq(loginAccountBackoff.account, account));
}
