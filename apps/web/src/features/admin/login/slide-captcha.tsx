import { CheckCircle2, RotateCcw, XCircle } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useId, useRef } from "react";
import { cn } from "../../../lib/cn.ts";
import { CAPTCHA_TEXT } from "../admin-texts.ts";
import { actionForKey, TARGET_POSITIONS } from "./captcha-reducer.ts";
import type { SlideCaptchaControl } from "./use-slide-captcha.ts";

const SHAPE_SIZE = 48;

/**
 * product §2's slide-the-shape captcha. Pointer events cover mouse, touch and pen; the shape is also a
 * slider for the keyboard (arrows jump between the start and the 7 zones, Enter or Space drops it), so
 * the sign-in form stays usable without a pointer.
 */
export function SlideCaptcha({
  control,
  disabled = false,
  error,
  random = Math.random,
}: {
  control: SlideCaptchaControl;
  disabled?: boolean;
  /** 'Please complete the CAPTCHA verification' from the form. */
  error?: string;
  random?: () => number;
}) {
  const { state, dispatch, verified, reset } = control;
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startPosition: number } | null>(null);
  const id = useId();
  const targetCentre = TARGET_POSITIONS[state.target] ?? 0;
  const inactive = disabled || verified;

  const travel = () => Math.max(1, (trackRef.current?.clientWidth ?? 0) - SHAPE_SIZE - 8);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (inactive || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    drag.current = { startX: event.clientX, startPosition: state.position };
    dispatch({ type: "grab" });
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    const moved = ((event.clientX - drag.current.startX) / travel()) * 100;
    dispatch({ type: "move", position: drag.current.startPosition + moved });
  }

  function onPointerUp() {
    if (!drag.current) return;
    drag.current = null;
    dispatch({ type: "drop", random: random() });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (inactive) return;
    const action = actionForKey(event.key, random);
    if (!action) return;
    // Enter must verify the shape, not submit the form.
    event.preventDefault();
    dispatch(action);
  }

  const zoneAt = TARGET_POSITIONS.indexOf(Math.round(state.position));
  const valueText =
    state.position === 0
      ? CAPTCHA_TEXT.atStart
      : zoneAt >= 0
        ? CAPTCHA_TEXT.atZone(zoneAt + 1, TARGET_POSITIONS.length)
        : CAPTCHA_TEXT.atPercent(Math.round(state.position));
  const left = (percent: number) => `calc((100% - ${SHAPE_SIZE + 8}px) * ${percent / 100} + 4px)`;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-help`}>
      <legend className="text-sm font-medium text-ink">
        {verified ? CAPTCHA_TEXT.complete : CAPTCHA_TEXT.legend}
      </legend>
      <p id={`${id}-help`} className="text-sm text-muted">
        {CAPTCHA_TEXT.help}{" "}
        <span className="sr-only">{CAPTCHA_TEXT.targetIs(state.target + 1, TARGET_POSITIONS.length)}</span>
      </p>
      <div
        ref={trackRef}
        data-testid="captcha-track"
        className={cn(
          "relative h-16 rounded-lg border-2 bg-sand transition-colors",
          state.status === "error" && "border-ember bg-ember-soft",
          verified && "border-leaf bg-leaf-soft",
          !verified && state.status !== "error" && (error ? "border-ember" : "border-line-strong"),
          disabled && "opacity-60",
        )}
      >
        {!verified && (
          <div
            aria-hidden="true"
            data-testid="captcha-target"
            data-zone={state.target + 1}
            className="absolute top-1/2 -translate-y-1/2 rotate-45 rounded-md border-2 border-dashed border-clay bg-clay-soft/70"
            style={{ left: left(targetCentre), width: SHAPE_SIZE, height: SHAPE_SIZE, scale: "0.72" }}
          />
        )}
        <div
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={CAPTCHA_TEXT.sliderLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(state.position)}
          aria-valuetext={valueText}
          aria-disabled={inactive || undefined}
          aria-describedby={`${id}-help`}
          data-testid="captcha-shape"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          className={cn(
            "absolute top-1/2 flex -translate-y-1/2 touch-none items-center justify-center rounded-lg select-none",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky",
            inactive ? "cursor-default" : "cursor-grab active:cursor-grabbing",
            state.status === "dragging" ? "" : "transition-[left] duration-200",
          )}
          style={{ left: left(state.position), width: SHAPE_SIZE, height: SHAPE_SIZE }}
        >
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
            <rect
              x="9"
              y="9"
              width="30"
              height="30"
              rx="4"
              transform="rotate(45 24 24)"
              fill={verified ? "var(--color-leaf)" : "var(--color-ink)"}
            />
            <path
              d="M14 24h20M24 14v20"
              stroke="var(--color-paper)"
              strokeWidth="3"
              transform="rotate(45 24 24)"
            />
          </svg>
        </div>
      </div>
      <div aria-live="polite" className="min-h-6 text-sm">
        {verified ? (
          <p className="flex flex-wrap items-center gap-2 font-medium text-leaf">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {CAPTCHA_TEXT.success}
            <button
              type="button"
              onClick={reset}
              disabled={disabled}
              className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-medium text-clay hover:bg-sand"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {CAPTCHA_TEXT.reset}
            </button>
          </p>
        ) : (
          <>
            {state.status === "error" && (
              <p className="flex items-center gap-2 font-medium text-ember">
                <XCircle aria-hidden="true" className="size-4" />
                {CAPTCHA_TEXT.wrong}
              </p>
            )}
            {state.attempts > 0 && <p className="text-muted">{CAPTCHA_TEXT.attempt(state.attempts)}</p>}
          </>
        )}
      </div>
      {error && !verified && (
        <p role="alert" className="text-sm text-ember">
          {error}
        </p>
      )}
    </fieldset>
  );
}
