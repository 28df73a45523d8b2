import { useEffect, useState } from "react";

/** The sign-in lock: locked until a moment in time, unlocking by itself when it passes. */
export function useLockTimer() {
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);

  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = window.setTimeout(() => setLockedUntil(null), Math.max(0, lockedUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [lockedUntil]);

  return {
    locked: lockedUntil !== null,
    lockFor: (seconds: number) => setLockedUntil(Date.now() + seconds * 1000),
  };
}
