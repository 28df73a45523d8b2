import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstView, LATEST_MS, QUIET_MS } from "./after-first-view.ts";

/** A PerformanceObserver whose "resource" entries the test announces itself. */
let announce: () => void = () => {};
class FakeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    announce = () => this.callback();
  }
  disconnect() {
    announce = () => {};
  }
}

describe("the service worker waits for the first view (decision 203)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Whether `afterFirstView()` has resolved after `ms` of fake time, with downloads finishing at `downloads`. */
  async function resolvedAfter(ms: number, downloads: number[] = []) {
    let done = false;
    void afterFirstView(() => Date.now()).then(() => {
      done = true;
    });
    let elapsed = 0;
    for (const at of downloads) {
      await vi.advanceTimersByTimeAsync(at - elapsed);
      announce();
      elapsed = at;
    }
    await vi.advanceTimersByTimeAsync(ms - elapsed);
    return done;
  }

  it("resolves once nothing has finished downloading for the quiet period, not before", async () => {
    expect(await resolvedAfter(QUIET_MS - 300)).toBe(false);
    expect(await resolvedAfter(QUIET_MS + 300)).toBe(true);
  });

  it("each finished download starts the quiet period again", async () => {
    const downloads = [1_000, 2_500, 4_000];
    expect(await resolvedAfter(4_000 + QUIET_MS - 300, downloads)).toBe(false);
    expect(await resolvedAfter(4_000 + QUIET_MS + 300, downloads)).toBe(true);
  });

  it("a page that never falls quiet still registers its worker after the longest wait", async () => {
    const everySecond = Array.from({ length: LATEST_MS / 1_000 + 5 }, (_, i) => (i + 1) * 1_000);
    expect(
      await resolvedAfter(
        LATEST_MS - 500,
        everySecond.filter((at) => at < LATEST_MS - 500),
      ),
    ).toBe(false);
    expect(
      await resolvedAfter(
        LATEST_MS + 1_000,
        everySecond.filter((at) => at <= LATEST_MS + 1_000),
      ),
    ).toBe(true);
  });
});
