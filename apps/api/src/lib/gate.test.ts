import { describe, expect, it } from "vitest";
import { Gate, windowCounter } from "./gate.ts";

describe("Gate", () => {
  it("lets `capacity` in, queues the next in arrival order, refuses beyond `maxWaiting`", async () => {
    const gate = new Gate(2, 2);
    expect(gate.enter()).toBe(true);
    expect(gate.enter()).toBe(true);
    const order: string[] = [];
    const third = gate.enter();
    const fourth = gate.enter();
    expect(gate.enter()).toBe(false);
    expect(gate.waiting).toBe(2);
    void (third as Promise<true>).then(() => order.push("third"));
    void (fourth as Promise<true>).then(() => order.push("fourth"));
    gate.leave();
    await Promise.resolve();
    expect(order).toEqual(["third"]);
    gate.leave();
    await Promise.resolve();
    expect(order).toEqual(["third", "fourth"]);
    // Two places taken (third, fourth): leaving both frees the gate again.
    gate.leave();
    gate.leave();
    expect(gate.enter()).toBe(true);
    expect(gate.enter()).toBe(true);
    expect(gate.enter()).not.toBe(true);
  });
});

describe("windowCounter", () => {
  it("counts per key within a window, says how long is left, and starts afresh after it", () => {
    const counted = windowCounter(2, 60_000);
    expect(counted("a", 0)).toBeNull();
    expect(counted("a", 1_000)).toBeNull();
    expect(counted("a", 15_000)).toBe(45);
    expect(counted("b", 15_000)).toBeNull();
    expect(counted("a", 60_000)).toBeNull();
  });

  it("tracks a bounded number of keys per window", () => {
    const counted = windowCounter(1, 60_000, 2);
    counted("a", 0);
    counted("b", 0);
    expect(counted("c", 0)).toBeNull();
    expect(counted("c", 0)).toBeNull();
    expect(counted("a", 0)).toBe(60);
  });
});
