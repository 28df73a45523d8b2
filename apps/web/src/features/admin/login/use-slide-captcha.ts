import { TIMINGS_MS } from "@heritage/domain/constants";
import { type Dispatch, useCallback, useEffect, useReducer } from "react";
import { type CaptchaAction, type CaptchaState, captchaReducer, initialCaptcha } from "./captcha-reducer.ts";

export type SlideCaptchaControl = {
  state: CaptchaState;
  dispatch: Dispatch<CaptchaAction>;
  verified: boolean;
  /** A fresh puzzle: new target, no attempts (after a failed sign-in, product §4). */
  reset: () => void;
};

/** Owns the captcha's state for a form, and clears the miss styling after 1 s (product §2). */
export function useSlideCaptcha(random: () => number = Math.random): SlideCaptchaControl {
  const [state, dispatch] = useReducer(captchaReducer, undefined, () => initialCaptcha(random()));

  useEffect(() => {
    if (state.status !== "error") return;
    const timer = window.setTimeout(() => dispatch({ type: "clearError" }), TIMINGS_MS.captchaErrorFlash);
    return () => window.clearTimeout(timer);
  }, [state.status]);

  const reset = useCallback(() => dispatch({ type: "reset", random: random() }), [random]);
  return { state, dispatch, verified: state.status === "verified", reset };
}
