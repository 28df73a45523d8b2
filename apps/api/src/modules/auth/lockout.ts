import { LOGIN_LOCK_MINUTES, LOGIN_MAX_ATTEMPTS } from "@heritage/domain/constants";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginFailures } from "../../db/schema/users.ts";

/**
 * SPEC §4's lock, enforced here: 5 failed sign-ins for one account from one address lock
 * that pair for 5 minutes. Kept in the database so every API process sees the same count.
 */
export interface LockState {
  lockedForSeconds: number;
}

export async function currentLock(
  db: Db,
  account: string,
  address: string,
  now: Date,
): Promise<LockState | null> {
  const [row] = await db
    .select({ locked_until: loginFailures.locked_until })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
  if (!row?.locked_until || row.locked_until <= now) return null;
  return { lockedForSeconds: Math.ceil((row.locked_until.getTime() - now.getTime()) / 1000) };
}

/** Counts one failure atomically; returns the attempts left (0 means the pair is now locked). */
export async function recordFailure(db: Db, account: string, address: string, now: Date): Promise<number> {
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
  const [row] = await db
    .insert(loginFailures)
    .values({ account, address, failures: 1, updated_at: now })
    .onConflictDoUpdate({
      target: [loginFailures.account, loginFailures.address],
      set: {
        // A lock that has run out starts a fresh count.
        failures: sql`case when ${loginFailures.locked_until} is not null and ${loginFailures.locked_until} <= ${now}
          then 1 else ${loginFailures.failures} + 1 end`,
        locked_until: sql`case when ${loginFailures.locked_until} is not null and ${loginFailures.locked_until} <= ${now}
          then null else ${loginFailures.locked_until} end`,
        updated_at: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  const failures = row?.failures ?? 1;
  if (failures >= LOGIN_MAX_ATTEMPTS) {
    await db
      .update(loginFailures)
      .set({ locked_until: lockUntil, failures: 0 })
      .where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
    return 0;
  }
  return LOGIN_MAX_ATTEMPTS - failures;
}

export async function clearFailures(db: Db, account: string, address: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
}
