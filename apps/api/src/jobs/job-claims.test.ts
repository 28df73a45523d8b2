import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { claimJobRun, claimSlackMs } from "./job-claims.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const start = new Date("2026-03-01T10:00:00Z").getTime();
const at = (ms: number) => new Date(start + ms);

describe("the claim of a periodic job's run (decision 192)", () => {
  it("runs an hourly job every hour when its timer fires a little before the claimed instant", async () => {
    // A fake clock: one process's hourly timer, each tick a few milliseconds early.
    const early = [0, 1, 5, 40, 3, 999];
    const runs: number[] = [];
    for (const [hour, ms] of early.entries()) {
      if (await claimJobRun(t.app.db, "hourly-early", HOUR, at(hour * HOUR - ms))) runs.push(hour);
    }
    expect(runs).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("still lets one run through per period among several processes", async () => {
    // Two processes, their timers half an hour apart, and a third asking on a restart.
    const asks = [0, HOUR / 2, HOUR - 2, HOUR + 10_000, (3 * HOUR) / 2, 2 * HOUR - 7];
    const claimed: number[] = [];
    for (const ms of asks) if (await claimJobRun(t.app.db, "hourly-shared", HOUR, at(ms))) claimed.push(ms);
    expect(claimed).toEqual([0, HOUR - 2, 2 * HOUR - 7]);
  });

  it("allows a tenth of the period early, at most a minute", () => {
    expect(claimSlackMs(30_000)).toBe(3_000);
    expect(claimSlackMs(HOUR)).toBe(60_000);
  });
});
