import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundJobs, jobFailures } from "../db/schema/job-queue.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { claimJob, enqueueJob, PermanentJobError, retryFailedJob } from "./queue.ts";
import { type JobHandler, JobWorker } from "./worker.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const FAST = { pollMs: 20, retryBaseMs: 30, concurrency: 3 };

async function jobRow(id: string) {
  const [row] = await t.app.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  return row!;
}

async function failuresOf(id: string) {
  return t.app.db.select().from(jobFailures).where(eq(jobFailures.job_id, id)).orderBy(jobFailures.id);
}

async function until(check: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Workers on this app's database running `handlers`; stopped by the returned function. */
function workers(count: number, handlers: Record<string, JobHandler>) {
  const started = Array.from({ length: count }, () => new JobWorker(t.app, handlers, FAST));
  for (const worker of started) worker.start();
  return async () => {
    await Promise.all(started.map((worker) => worker.stop()));
  };
}

describe("the job queue", () => {
  it("runs each job once when several workers claim at the same time", async () => {
    const runs: string[] = [];
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) => enqueueJob(t.app.db, "test-once", { n: i })),
    );
    const stop = workers(3, {
      "test-once": async (_app, payload) => {
        runs.push(String(payload.n));
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    await until(async () =>
      (await Promise.all(ids.map((id) => jobRow(id!)))).every((j) => j.status === "done"),
    );
    await stop();
    expect(runs.sort()).toEqual(Array.from({ length: 30 }, (_, i) => String(i)).sort());
  });

  it("retries a failing job later and logs each failed attempt", async () => {
    let calls = 0;
    const id = (await enqueueJob(t.app.db, "test-flaky", {}, { maxAttempts: 5 }))!;
    const stop = workers(1, {
      "test-flaky": async () => {
        calls++;
        if (calls < 3) throw new Error(`provider down (${calls})`);
      },
    });
    await until(async () => (await jobRow(id)).status === "done");
    await stop();
    expect((await jobRow(id)).attempts).toBe(3);
    const failures = await failuresOf(id);
    expect(failures.map((f) => [f.attempt, f.error, f.final])).toEqual([
      [1, "provider down (1)", false],
      [2, "provider down (2)", false],
    ]);
  });

  it("fails for good after its last attempt or a permanent error; an admin's retry queues it again", async () => {
    const always = (await enqueueJob(t.app.db, "test-broken", { why: "always" }, { maxAttempts: 2 }))!;
    const permanent = (await enqueueJob(t.app.db, "test-broken", { why: "permanent" }, { maxAttempts: 5 }))!;
    let healed = false;
    const stop = workers(1, {
      "test-broken": async (_app, payload) => {
        if (healed) return;
        if (payload.why === "permanent") throw new PermanentJobError("not a picture");
        throw new Error("disk full");
      },
    });
    await until(
      async () => (await jobRow(always)).status === "failed" && (await jobRow(permanent)).status === "failed",
    );
    expect((await failuresOf(always)).map((f) => [f.attempt, f.final])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect((await failuresOf(permanent)).map((f) => [f.attempt, f.error, f.final])).toEqual([
      [1, "not a picture", true],
    ]);
    expect((await jobRow(always)).last_error).toBe("disk full");

    healed = true;
    expect(await retryFailedJob(t.app.db, always)).toBe(true);
    expect(await retryFailedJob(t.app.db, always)).toBe(false);
    await until(async () => (await jobRow(always)).status === "done");
    await stop();
  });

  it("takes over a job whose process died (its lease ran out) and logs the lost attempt", async () => {
    const id = (await enqueueJob(t.app.db, "test-orphan", {}))!;
    // A process claims it and dies: nobody renews the lease.
    const claimed = await claimJob(t.app.db, "dead-process", ["test-orphan"], 200);
    expect(claimed?.id).toBe(id);
    expect(await claimJob(t.app.db, "other", ["test-orphan"], 60_000)).toBeNull();
    let ran = 0;
    const stop = workers(1, {
      "test-orphan": async () => {
        ran++;
      },
    });
    await until(async () => (await jobRow(id)).status === "done");
    await stop();
    expect(ran).toBe(1);
    expect((await jobRow(id)).attempts).toBe(2);
    const [lost] = await failuresOf(id);
    expect(lost).toMatchObject({ attempt: 1, final: false });
    expect(lost!.error).toMatch(/interrupted: the process dead-process stopped/);
  });

  it("keeps one waiting job per unique key", async () => {
    const first = await enqueueJob(t.app.db, "test-unique", {}, { uniqueKey: "only-one" });
    expect(first).not.toBeNull();
    expect(await enqueueJob(t.app.db, "test-unique", {}, { uniqueKey: "only-one" })).toBeNull();
    const stop = workers(1, { "test-unique": async () => {} });
    await until(async () => (await jobRow(first!)).status === "done");
    await stop();
    // Once it has run, the next period's may be queued.
    expect(await enqueueJob(t.app.db, "test-unique", {}, { uniqueKey: "only-one" })).not.toBeNull();
  });
});
