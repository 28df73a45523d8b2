import { describe, expect, it } from "vitest";
import {
  actionForKey,
  type CaptchaState,
  captchaReducer,
  HIT_TOLERANCE,
  initialCaptcha,
  isOnTarget,
  nextTarget,
  TARGET_POSITIONS,
  targetFromRandom,
} from "./captcha-reducer.ts";

const at = (target: number, fields: Partial<CaptchaState> = {}): CaptchaState => ({
  ...initialCaptcha(0),
  target,
  ...fields,
});

describe("the 7 target positions", () => {
  it("are 7 distinct zones along the track that do not overlap", () => {
    expect(TARGET_POSITIONS).toHaveLength(7);
    for (let i = 1; i < TARGET_POSITIONS.length; i++) {
      expect(TARGET_POSITIONS[i]! - TARGET_POSITIONS[i - 1]!).toBeGreaterThan(2 * HIT_TOLERANCE);
    }
    expect(Math.min(...TARGET_POSITIONS)).toBeGreaterThan(HIT_TOLERANCE);
    expect(Math.max(...TARGET_POSITIONS)).toBeLessThanOrEqual(100);
  });

  it("are all reachable from a random number", () => {
    const seen = new Set([0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.99].map(targetFromRandom));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("a miss always moves the target to one of the 6 others", () => {
    for (let current = 0; current < 7; current++) {
      const reached = new Set<number>();
      for (let r = 0; r < 1; r += 0.01) reached.add(nextTarget(current, r));
      expect(reached.has(current)).toBe(false);
      expect(reached.size).toBe(6);
    }
  });
});

describe("captchaReducer", () => {
  it("starts idle at the start with no attempts", () => {
    expect(initialCaptcha(0.5)).toEqual({ status: "idle", position: 0, target: 3, attempts: 0 });
  });

  it("verifies a drop inside the target zone (hit)", () => {
    let state = captchaReducer(at(2), { type: "grab" });
    state = captchaReducer(state, { type: "move", position: TARGET_POSITIONS[2]! + HIT_TOLERANCE - 1 });
    expect(state.status).toBe("dragging");
    state = captchaReducer(state, { type: "drop", random: 0.5 });
    expect(state).toMatchObject({ status: "verified", target: 2, attempts: 0 });
    expect(isOnTarget(state.position, 2)).toBe(true);
  });

  it("counts a miss, moves the target and sends the shape back (miss)", () => {
    let state = captchaReducer(at(2), { type: "move", position: TARGET_POSITIONS[2]! + HIT_TOLERANCE + 2 });
    state = captchaReducer(state, { type: "drop", random: 0 });
    expect(state).toEqual({ status: "error", position: 0, target: 3, attempts: 1 });
    state = captchaReducer(state, { type: "move", position: 10 });
    state = captchaReducer(state, { type: "drop", random: 0.99 });
    expect(state).toMatchObject({ status: "error", attempts: 2, target: 2 });
  });

  it("clears only the error styling after the flash, keeping the attempts", () => {
    let state = captchaReducer(at(0, { position: 80 }), { type: "drop", random: 0 });
    state = captchaReducer(state, { type: "clearError" });
    expect(state).toMatchObject({ status: "idle", attempts: 1, position: 0 });
    expect(captchaReducer(at(0), { type: "clearError" })).toEqual(at(0));
  });

  it("ignores a drop that never left the start", () => {
    const state = captchaReducer(captchaReducer(at(4), { type: "grab" }), { type: "drop", random: 0.3 });
    expect(state).toEqual(at(4));
  });

  it("clamps positions to the track", () => {
    expect(captchaReducer(at(0), { type: "move", position: 140 }).position).toBe(100);
    expect(captchaReducer(at(0), { type: "move", position: -3 }).position).toBe(0);
    expect(captchaReducer(at(0), { type: "move", position: Number.NaN }).position).toBe(0);
  });

  it("stays verified until reset, and reset starts a fresh puzzle", () => {
    const verified = captchaReducer(at(1, { position: TARGET_POSITIONS[1]!, attempts: 3 }), {
      type: "drop",
      random: 0,
    });
    expect(verified.status).toBe("verified");
    expect(captchaReducer(verified, { type: "move", position: 5 })).toBe(verified);
    expect(captchaReducer(verified, { type: "drop", random: 0 })).toBe(verified);
    expect(captchaReducer(verified, { type: "reset", random: 0.9 })).toEqual({
      status: "idle",
      position: 0,
      target: 6,
      attempts: 0,
    });
  });

  it("keyboard steps stop at the start and at each zone", () => {
    let state = at(3);
    const visited: number[] = [];
    for (let i = 0; i < 8; i++) {
      state = captchaReducer(state, { type: "step", direction: 1 });
      visited.push(state.position);
    }
    expect(visited).toEqual([...TARGET_POSITIONS, 100]);
    state = captchaReducer(state, { type: "step", direction: -1 });
    expect(state.position).toBe(TARGET_POSITIONS[6]);
    state = captchaReducer(state, { type: "home" });
    expect(state.position).toBe(0);
    expect(captchaReducer(state, { type: "step", direction: -1 }).position).toBe(0);
  });

  it("a keyboard user reaches the target in target+1 steps and verifies", () => {
    let state = at(4);
    for (let i = 0; i < 5; i++) state = captchaReducer(state, { type: "step", direction: 1 });
    expect(captchaReducer(state, { type: "drop", random: 0 }).status).toBe("verified");
  });
});

describe("actionForKey", () => {
  it("maps arrows, Home, Enter and Space, and ignores other keys", () => {
    const random = () => 0.25;
    expect(actionForKey("ArrowRight", random)).toEqual({ type: "step", direction: 1 });
    expect(actionForKey("ArrowUp", random)).toEqual({ type: "step", direction: 1 });
    expect(actionForKey("ArrowLeft", random)).toEqual({ type: "step", direction: -1 });
    expect(actionForKey("ArrowDown", random)).toEqual({ type: "step", direction: -1 });
    expect(actionForKey("Home", random)).toEqual({ type: "home" });
    expect(actionForKey("Enter", random)).toEqual({ type: "drop", random: 0.25 });
    expect(actionForKey(" ", random)).toEqual({ type: "drop", random: 0.25 });
    expect(actionForKey("Tab", random)).toBeNull();
    expect(actionForKey("a", random)).toBeNull();
  });
});
