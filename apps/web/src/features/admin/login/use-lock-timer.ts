import { useEffect, useState } from "react";

const MINUTE_MS = 60_000;

/** Whole minutes left in a lock, as 'Please try again in N minutes' says them (at least 1). */
export function lockMinutesLeft(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / MINUTE_MS));
}

/**
 * The sign-in lock: locked until a moment in time, unlocking by itself when it passes. It wakes once a
 * minute, at the moments the whole minutes left change, so the lock message can count down.
 */
export function useLockTimer() {
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (lockedUntil === null) return;
    const left = lockedUntil - now;
    if (left <= 0) {
      setLockedUntil(null);
      return;
    }
    // The next minute boundary before the end, or the end itself in the last minute.
    const timer = window.setTimeout(() => setNow(Date.now()), left % MINUTE_MS || MINUTE_MS);
    return () => window.clearTimeout(timer);
  }, [lockedUntil, now]);

  return {
    locked: lockedUntil !== null,
    minutesLeft: lockedUntil === null ? null : lockMinutesLeft(lockedUntil, now),
    lockFor: (seconds: number) => {
      const start = Date.now();
      setNow(start);
      setLockedUntil(start + seconds * 1000);
    },
  };
}
