import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimJob, enqueueJob, recordFailure } from "../../../jobs/queue.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  // No worker: the jobs here stay as the test leaves them.
  t = await buildTestApp({ jobs: false });
  admin = (await signInAdmin(t.app)).headers;
});
afterAll(async () => t?.close());

/** A job of `kind` whose attempts all failed with `errors` (the last one final when `final`). */
async function failingJob(kind: string, errors: string[], maxAttempts: number) {
  const id = (await enqueueJob(t.app.db, kind, {}, { maxAttempts }))!;
  for (const error of errors) {
    await t.app.db.execute(sql`update background_jobs set run_at = now() where id = ${id}`);
    const job = (await claimJob(t.app.db, "worker-1", [kind], 60_000))!;
    await recordFailure(t.app.db, job, "worker-1", error, { retryBaseMs: 60_000 });
  }
  return id;
}

const list = (headers: Record<string, string> = admin, query = "") =>
  t.app.inject({ method: "GET", url: `/api/admin/job-failures/${query}`, headers });
const retry = (id: string) =>
  t.app.inject({ method: "POST", url: `/api/admin/jobs/${id}/retry/`, headers: admin });

describe("the background jobs' failure log", () => {
  it("is for admins only", async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await list((await signUpShopper(t.app)).headers)).statusCode).toBe(403);
    expect((await list(admin, "?page=0")).statusCode).toBe(400);
  });

  it("lists every failed attempt newest first with what became of its job, and retries a job that gave up", async () => {
    const waiting = await failingJob("iiif-tiles", ["sharp: unsupported image format"], 3);
    const gaveUp = await failingJob("payment-reconciliation", ["MTN timeout", "MTN timeout again"], 2);

    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.count).toBe(3);
    expect(body.results.map((f: { error: string }) => f.error)).toEqual([
      "MTN timeout again",
      "MTN timeout",
      "sharp: unsupported image format",
    ]);
    expect(body.results[0]).toMatchObject({
      job_id: gaveUp,
      kind: "payment-reconciliation",
      attempt: 2,
      max_attempts: 2,
      final: true,
      job_status: "failed",
      next_attempt_at: null,
    });
    expect(body.results[2]).toMatchObject({
      job_id: waiting,
      attempt: 1,
      final: false,
      job_status: "queued",
    });
    expect(Date.parse(body.results[2].next_attempt_at)).toBeGreaterThan(Date.now());

    expect((await retry(waiting)).statusCode).toBe(409);
    expect((await retry("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await retry("not-a-uuid")).json().detail).toBeTruthy();
    const retried = await retry(gaveUp);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: gaveUp, status: "queued" });
    expect((await list()).json().results[0]).toMatchObject({ job_id: gaveUp, job_status: "queued" });
    expect((await retry(gaveUp)).statusCode).toBe(409);
  });
});
