import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundJobs, jobFailures } from "./db/schema/job-queue.ts";
import {
  knownSignInAddresses,
  loginAccountBackoff,
  loginFailures,
  rateLimits,
  refreshTokens,
} from "./db/schema/users.ts";
import { PRUNE_INTERVAL_MS, runPrune } from "./prune.ts";
import { signUpShopper } from "./test/accounts.ts";
import { buildTestApp, type TestApp } from "./test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;
const DAY = 86_400_000;

async function seedRows(userId: number) {
  const db = t.app.db;
  await db.insert(rateLimits).values([
    { key: "login:dead", window_start: ago(2 * MINUTE), hits: 9 },
    { key: "login:live", window_start: ago(10_000), hits: 3 },
  ]);
  const pair = (account: string, fields: Partial<typeof loginFailures.$inferInsert>) => ({
    account,
    address: "127.0.0.1",
    failures: 3,
    ...fields,
  });
  await db
    .insert(loginFailures)
    .values([
      pair("dead-quiet", { updated_at: ago(2 * DAY) }),
      pair("dead-lock-over", { failures: 5, locked_until: ago(DAY), updated_at: ago(2 * DAY) }),
      pair("live-locked", { failures: 5, locked_until: ahead(5 * MINUTE), updated_at: ago(2 * DAY) }),
      pair("live-recent", { updated_at: ago(3_600_000) }),
    ]);
  await db.insert(loginAccountBackoff).values([
    { account: "dead", failures: 12, updated_at: ago(2 * DAY) },
    { account: "live", failures: 12, next_attempt_at: ahead(MINUTE), updated_at: ago(MINUTE) },
  ]);
  await db.insert(knownSignInAddresses).values([
    { account: "dead", address: "10.0.0.1", last_success_at: ago(100 * DAY) },
    { account: "live", address: "10.0.0.1", last_success_at: ago(10 * DAY) },
  ]);
  const token = (family: string, label: string, fields: Partial<typeof refreshTokens.$inferInsert>) => ({
    user_id: userId,
    family,
    token_hash: `${label}-${crypto.randomUUID()}`,
    expires_at: ahead(DAY),
    ...fields,
  });
  const [expired, living, revoked] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await db.insert(refreshTokens).values([
    // Every token of the family has expired: nothing can use or reuse it any more.
    token(expired, "dead-used", { expires_at: ago(2 * DAY), used_at: ago(3 * DAY) }),
    token(expired, "dead-last", { expires_at: ago(DAY) }),
    // An expired, used token of a family still alive: its reuse must still revoke the family.
    token(living, "live-used", { expires_at: ago(DAY), used_at: ago(2 * DAY) }),
    token(living, "live-current", {}),
    // Revoked but not expired: kept until it expires.
    token(revoked, "live-revoked", { revoked_at: ago(MINUTE) }),
  ]);
}

async function seedJobs() {
  const db = t.app.db;
  const job = (kind: string, fields: Partial<typeof backgroundJobs.$inferInsert>) => ({ kind, ...fields });
  const [, , failedOld, failedNew] = await db
    .insert(backgroundJobs)
    .values([
      job("dead-done", { status: "done", finished_at: ago(2 * DAY) }),
      job("live-done", { status: "done", finished_at: ago(MINUTE) }),
      job("dead-failed", { status: "failed", finished_at: ago(31 * DAY) }),
      job("live-failed", { status: "failed", finished_at: ago(DAY) }),
      job("live-queued", { status: "queued", run_at: ago(40 * DAY) }),
    ])
    .returning();
  const failure = (job_id: string, failed_at: Date) => ({
    job_id,
    kind: "k",
    attempt: 1,
    error: "e",
    final: true,
    failed_at,
  });
  await db
    .insert(jobFailures)
    .values([
      failure(failedOld!.id, ago(31 * DAY)),
      failure(failedNew!.id, ago(40 * DAY)),
      failure(failedNew!.id, ago(DAY)),
    ]);
}

async function remaining() {
  const db = t.app.db;
  return {
    rate_limits: (await db.select().from(rateLimits)).map((row) => row.key).sort(),
    login_failures: (await db.select().from(loginFailures)).map((row) => row.account).sort(),
    login_account_backoff: (await db.select().from(loginAccountBackoff)).map((row) => row.account).sort(),
    known_sign_in_addresses: (await db.select().from(knownSignInAddresses)).map((row) => row.account).sort(),
    refresh_tokens: (await db.select().from(refreshTokens)).map((row) => row.token_hash.split("-")[0]).sort(),
    background_jobs: (await db.select().from(backgroundJobs)).map((row) => row.kind).sort(),
    job_failures: (await db.select().from(jobFailures)).length,
  };
}

describe("pruning the sign-in, throttle and token tables", () => {
  it("removes only dead rows, once across two runs started together", async () => {
    const shopper = await signUpShopper(t.app);
    // Sign-up and sign-in rows of their own would blur the counts.
    for (const table of [
      refreshTokens,
      rateLimits,
      loginFailures,
      loginAccountBackoff,
      knownSignInAddresses,
    ]) {
      await t.app.db.delete(table);
    }
    await seedRows(shopper.user.id);
    await seedJobs();

    const runs = await Promise.all([runPrune(t.app.db, now), runPrune(t.app.db, now)]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    expect(runs.find((run) => run !== null)).toEqual({
      rate_limits: 1,
      login_failures: 2,
      login_account_backoff: 1,
      known_sign_in_addresses: 1,
      refresh_tokens: 2,
      background_jobs: 2,
      // The old job's own failure went with it (cascade); the live job's old one by its age.
      job_failures: 1,
      password_reset_tokens: 0,
    });
    expect(await remaining()).toEqual({
      rate_limits: ["login:live"],
      login_failures: ["live-locked", "live-recent"],
      login_account_backoff: ["live"],
      known_sign_in_addresses: ["live"],
      refresh_tokens: ["live", "live", "live"],
      background_jobs: ["live-done", "live-failed", "live-queued"],
      job_failures: 1,
    });

    // Not due again within the period, then due once more.
    expect(await runPrune(t.app.db, ahead(PRUNE_INTERVAL_MS / 2))).toBeNull();
    const next = await runPrune(t.app.db, ahead(PRUNE_INTERVAL_MS));
    expect(next).not.toBeNull();
  });
});
