import { CAPTCHA_POSITIONS } from "@heritage/domain/constants";

/**
 * The slide-the-shape captcha of product §2 as a pure state machine, so every rule is testable without a
 * browser: the shape travels along a track (0 = start, 100 = end); dropping it on the target zone
 * verifies, dropping it elsewhere counts an attempt and moves the target to another of 7 positions.
 * Randomness comes in with the actions, never from inside the reducer.
 */

/** The centres of the 7 target zones, in percent of the track's travel. */
export const TARGET_POSITIONS: readonly number[] = Array.from({ length: CAPTCHA_POSITIONS }, (_, index) =>
  Math.round(25 + (index * 65) / (CAPTCHA_POSITIONS - 1)),
);

/** How far (in percent of travel) the shape may sit from the target's centre and still count. */
export const HIT_TOLERANCE = 4;

export type CaptchaStatus = "idle" | "dragging" | "verified" | "error";

export type CaptchaState = {
  status: CaptchaStatus;
  /** Where the shape is, 0..100. */
  position: number;
  /** Index into TARGET_POSITIONS. */
  target: number;
  /** Misses since the last reset. */
  attempts: number;
};

export type CaptchaAction =
  | { type: "grab" }
  | { type: "move"; position: number }
  /** Keyboard: jump to the next or previous stopping point (the start or a target zone). */
  | { type: "step"; direction: 1 | -1 }
  | { type: "home" }
  | { type: "drop"; random: number }
  /** The 1 s error flash is over (the attempt count stays). */
  | { type: "clearError" }
  | { type: "reset"; random: number };

export function targetFromRandom(random: number): number {
  return Math.min(CAPTCHA_POSITIONS - 1, Math.max(0, Math.floor(random * CAPTCHA_POSITIONS)));
}

/** A target other than `current`: one of the 6 others, chosen by `random` in [0, 1). */
export function nextTarget(current: number, random: number): number {
  const others = CAPTCHA_POSITIONS - 1;
  const offset = 1 + Math.min(others - 1, Math.max(0, Math.floor(random * others)));
  return (current + offset) % CAPTCHA_POSITIONS;
}

export function isOnTarget(position: number, target: number): boolean {
  const centre = TARGET_POSITIONS[target] ?? 0;
  return Math.abs(position - centre) <= HIT_TOLERANCE;
}

export function initialCaptcha(random: number): CaptchaState {
  return { status: "idle", position: 0, target: targetFromRandom(random), attempts: 0 };
}

const clamp = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
const STOPS = [0, ...TARGET_POSITIONS];

function stepFrom(position: number, direction: 1 | -1): number {
  if (direction === 1) return STOPS.find((stop) => stop > position + 0.5) ?? 100;
  return [...STOPS].reverse().find((stop) => stop < position - 0.5) ?? 0;
}

export function captchaReducer(state: CaptchaState, action: CaptchaAction): CaptchaState {
  if (action.type === "reset") return initialCaptcha(action.random);
  // Once verified the shape stays put until a reset.
  if (state.status === "verified") return state;
  switch (action.type) {
    case "grab":
      return { ...state, status: "dragging" };
    case "move":
      return { ...state, status: "dragging", position: clamp(action.position) };
    case "step":
      return { ...state, status: "dragging", position: stepFrom(state.position, action.direction) };
    case "home":
      return { ...state, status: "dragging", position: 0 };
    case "drop":
      // A click that never moved the shape is not an attempt.
      if (state.position === 0) return { ...state, status: state.status === "error" ? "error" : "idle" };
      if (isOnTarget(state.position, state.target)) return { ...state, status: "verified" };
      return {
        status: "error",
        position: 0,
        target: nextTarget(state.target, action.random),
        attempts: state.attempts + 1,
      };
    case "clearError":
      return state.status === "error" ? { ...state, status: "idle" } : state;
  }
}

/** The keyboard's way through the puzzle: arrows move between stops, Home goes back, Enter or Space drops. */
export function actionForKey(key: string, random: () => number): CaptchaAction | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return { type: "step", direction: 1 };
    case "ArrowLeft":
    case "ArrowDown":
      return { type: "step", direction: -1 };
    case "Home":
      return { type: "home" };
    case "Enter":
    case " ":
      return { type: "drop", random: random() };
    default:
      return null;
  }
}
