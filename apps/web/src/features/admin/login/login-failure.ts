import { isApiError } from "../../../lib/api-error.ts";
import { messages } from "../../../lib/i18n/messages.ts";

const m = messages.adminSignIn;

export type LoginFailure = {
  /** The message for the whole form. */
  message: string;
  /** Seconds the form stays locked (the server's account lock), or null. */
  lockedForSeconds: number | null;
  /**
   * The message is 'Account temporarily locked. Please try again in N minutes.': the form rebuilds it
   * from the minutes left while the lock runs, so N counts down.
   */
  countsDown: boolean;
};

function numberIn(data: unknown, key: string): number | null {
  if (!data || typeof data !== "object") return null;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * product §8's admin sign-in messages from the server's answer. The counts and the lock come from the
 * server (per account and address, kept in the database), so a reload cannot reset them.
 */
export function describeLoginFailure(error: unknown): LoginFailure {
  const none = { lockedForSeconds: null, countsDown: false };
  if (!isApiError(error)) return { ...none, message: messages.common.serverError };
  if (error.status === 0) return { ...none, message: messages.common.networkError };

  if (error.status === 401) {
    const remaining = numberIn(error.data, "attempts_remaining");
    return {
      ...none,
      message:
        remaining === null ? (error.detail ?? messages.signIn.failed) : m.invalidCredentials(remaining),
    };
  }
  if (error.status === 429) {
    const seconds = numberIn(error.data, "locked_for_seconds");
    // Without locked_for_seconds this is the per-address throttle, not the account lock.
    if (seconds === null) return { ...none, message: error.detail ?? messages.auth.tooManyRequests };
    // Both lock answers carry attempts_remaining 0; only the detail tells the fifth failure apart.
    const justLocked = error.detail === m.tooManyAttempts;
    return {
      ...none,
      lockedForSeconds: seconds,
      countsDown: !justLocked,
      message: justLocked ? m.tooManyAttempts : m.locked(Math.max(1, Math.ceil(seconds / 60))),
    };
  }
  return { ...none, message: error.detail ?? messages.common.serverError };
}
