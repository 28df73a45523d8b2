import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TARGET_POSITIONS } from "./captcha-reducer.ts";
import { SlideCaptcha } from "./slide-captcha.tsx";
import { useSlideCaptcha } from "./use-slide-captcha.ts";

// jsdom has no PointerEvent: fireEvent.pointer* would drop clientX and button without it.
if (typeof window.PointerEvent === "undefined") {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? "mouse";
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

/** Random numbers in a fixed order, so the targets are known: 0.5 → zone 4 (index 3). */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
}

function Harness({ random, disabled = false }: { random: () => number; disabled?: boolean }) {
  const control = useSlideCaptcha(random);
  return (
    <>
      <SlideCaptcha control={control} random={random} disabled={disabled} />
      <button type="button" onClick={control.reset}>
        external reset
      </button>
      <output>{control.verified ? "verified" : "not verified"}</output>
    </>
  );
}

const shape = () => screen.getByRole("slider", { name: "Slide the shape onto the target" });

describe("SlideCaptcha with the keyboard", () => {
  it("moves zone by zone and verifies on Enter", async () => {
    const user = userEvent.setup();
    render(<Harness random={sequence(0.5)} />);
    expect(screen.getByText("The target is zone 4 of 7.")).toBeInTheDocument();
    shape().focus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(shape()).toHaveAttribute("aria-valuetext", "At zone 4 of 7");
    await user.keyboard("{Enter}");
    expect(screen.getByText("Verification successful!")).toBeInTheDocument();
    expect(screen.getByText("Verification Complete")).toBeInTheDocument();
    expect(screen.getByText("verified")).toBeInTheDocument();
    expect(shape()).toHaveAttribute("aria-disabled", "true");
  });

  it("a miss says so, counts the attempt, moves the target and Reset starts over", async () => {
    const user = userEvent.setup();
    // initial 0.5 → index 3; the miss uses 0 → index 4; reset uses 0 → index 0
    render(<Harness random={sequence(0.5, 0, 0)} />);
    shape().focus();
    await user.keyboard("{ArrowRight}{Enter}");
    expect(screen.getByText("Wrong! Try again.")).toBeInTheDocument();
    expect(screen.getByText("Attempt 1 - Target position changed")).toBeInTheDocument();
    expect(screen.getByText("The target is zone 5 of 7.")).toBeInTheDocument();
    expect(shape()).toHaveAttribute("aria-valuenow", "0");
    await user.keyboard("{ArrowRight>5}{Enter}");
    expect(screen.getByText("Verification successful!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.queryByText("Verification successful!")).not.toBeInTheDocument();
    expect(screen.getByText("not verified")).toBeInTheDocument();
    expect(screen.queryByText(/Attempt/)).not.toBeInTheDocument();
  });

  it("does nothing while disabled (the sign-in lock)", async () => {
    const user = userEvent.setup();
    render(<Harness random={sequence(0)} disabled />);
    expect(shape()).toHaveAttribute("tabindex", "-1");
    fireEvent.keyDown(shape(), { key: "ArrowRight" });
    await user.keyboard("{Enter}");
    expect(shape()).toHaveAttribute("aria-valuenow", "0");
  });
});

describe("SlideCaptcha with a pointer", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // jsdom has no layout: give the track a width (408 px → 352 px of travel).
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(408);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const dragBy = (px: number) => {
    fireEvent.pointerDown(shape(), { button: 0, clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(shape(), { clientX: 10 + px, pointerId: 1 });
    fireEvent.pointerUp(shape(), { clientX: 10 + px, pointerId: 1 });
  };

  it("verifies a drag that ends on the target", () => {
    render(<Harness random={sequence(0)} />);
    dragBy((TARGET_POSITIONS[0]! / 100) * 352);
    expect(screen.getByText("Verification successful!")).toBeInTheDocument();
  });

  it("flags a missed drop in red for 1 second only", () => {
    render(<Harness random={sequence(0, 0.5)} />);
    dragBy(0.9 * 352);
    const track = screen.getByTestId("captcha-track");
    expect(track.className).toContain("border-ember");
    expect(screen.getByText("Wrong! Try again.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(track.className).toContain("border-ember");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Wrong! Try again.")).not.toBeInTheDocument();
    expect(track.className).not.toContain("border-ember");
    expect(screen.getByText("Attempt 1 - Target position changed")).toBeInTheDocument();
  });

  it("verifies a drag by touch, and a touch the browser cancels drops where it is", () => {
    render(<Harness random={sequence(0.5, 0)} />);
    // touch-none: the browser leaves the finger's movement to the captcha instead of scrolling.
    expect(shape()).toHaveClass("touch-none");
    const touch = { pointerId: 7, pointerType: "touch", button: 0 };
    fireEvent.pointerDown(shape(), { ...touch, clientX: 40 });
    fireEvent.pointerMove(shape(), { ...touch, clientX: 40 + 0.2 * 352 });
    fireEvent.pointerCancel(shape(), { ...touch, clientX: 40 + 0.2 * 352 });
    expect(screen.getByText("Wrong! Try again.")).toBeInTheDocument();
    expect(screen.getByText("The target is zone 5 of 7.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));

    fireEvent.pointerDown(shape(), { ...touch, clientX: 40 });
    fireEvent.pointerMove(shape(), { ...touch, clientX: 40 + (TARGET_POSITIONS[4]! / 100) * 352 });
    fireEvent.pointerUp(shape(), { ...touch, clientX: 40 + (TARGET_POSITIONS[4]! / 100) * 352 });
    expect(screen.getByText("Verification successful!")).toBeInTheDocument();
    expect(screen.getByText("verified")).toBeInTheDocument();
  });

  it("is reset from outside (a failed sign-in)", () => {
    render(<Harness random={sequence(0, 0.99)} />);
    dragBy((TARGET_POSITIONS[0]! / 100) * 352);
    expect(screen.getByText("verified")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "external reset" }));
    expect(screen.getByText("not verified")).toBeInTheDocument();
    expect(screen.getByText("The target is zone 7 of 7.")).toBeInTheDocument();
  });
});
