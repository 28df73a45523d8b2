import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lockMinutesLeft, useLockTimer } from "./use-lock-timer.ts";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("useLockTimer", () => {
  it("counts the whole minutes left down as the lock runs, then unlocks", () => {
    const { result } = renderHook(() => useLockTimer());
    expect(result.current).toMatchObject({ locked: false, minutesLeft: null });
    act(() => result.current.lockFor(200));
    expect(result.current).toMatchObject({ locked: true, minutesLeft: 4 });
    // 200 s left: the count changes at 180, 120 and 60 s left, i.e. 20 s in, then every minute.
    act(() => vi.advanceTimersByTime(19_999));
    expect(result.current.minutesLeft).toBe(4);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.minutesLeft).toBe(3);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.minutesLeft).toBe(2);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toMatchObject({ locked: true, minutesLeft: 1 });
    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current.locked).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ locked: false, minutesLeft: null });
  });

  it("starts over with a new lock", () => {
    const { result } = renderHook(() => useLockTimer());
    act(() => result.current.lockFor(300));
    expect(result.current.minutesLeft).toBe(5);
    act(() => vi.advanceTimersByTime(90_000));
    expect(result.current.minutesLeft).toBe(4);
    act(() => result.current.lockFor(61));
    expect(result.current.minutesLeft).toBe(2);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.minutesLeft).toBe(1);
  });
});

describe("lockMinutesLeft", () => {
  it("rounds up and never says 0 minutes", () => {
    expect(lockMinutesLeft(120_000, 0)).toBe(2);
    expect(lockMinutesLeft(120_001, 0)).toBe(3);
    expect(lockMinutesLeft(500, 0)).toBe(1);
  });
});
