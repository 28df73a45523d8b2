import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Carousel, stepIndex } from "./carousel.tsx";

const names = ["Aline", "Jean-Paul", "Grace", "Eric"];

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  render(
    <Carousel label="Leadership quotes" {...props}>
      {names.map((name) => (
        <p key={name}>{name}</p>
      ))}
    </Carousel>,
  );
  /** The one slide that is not hidden from assistive technology. */
  const current = () => {
    const shown = screen
      .getAllByRole("group", { hidden: true })
      .filter((slide) => slide.getAttribute("aria-hidden") !== "true");
    expect(shown).toHaveLength(1);
    return shown[0]!.textContent;
  };
  return { current, user: userEvent.setup() };
}

afterEach(() => vi.useRealTimers());

describe("stepIndex", () => {
  it("wraps at both ends when looping and stops when not", () => {
    expect(stepIndex(3, 1, 4, true)).toBe(0);
    expect(stepIndex(0, -1, 4, true)).toBe(3);
    expect(stepIndex(3, 1, 4, false)).toBe(3);
    expect(stepIndex(0, -1, 4, false)).toBe(0);
  });
});

describe("Carousel", () => {
  it("wraps around with previous and next, and dots jump", async () => {
    const { current, user } = renderCarousel();
    expect(current()).toBe("Aline");
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toBe("Eric");
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toBe("Aline");
    await user.click(screen.getByRole("button", { name: "Go to slide 3" }));
    expect(current()).toBe("Grace");
    expect(screen.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toBe("Aline");
  });

  it("draws the shown and the next slide only, then each slide reached, and all once the person navigates", async () => {
    vi.useFakeTimers();
    const { container } = render(
      <Carousel label="Leadership quotes" autoplayMs={1000}>
        {names.map((name) => (
          <p key={name}>{name}</p>
        ))}
      </Carousel>,
    );
    const drawn = () => [...container.querySelectorAll("p")].map((slide) => slide.textContent);
    // The later slides' pictures would otherwise load with the first view (decision 200).
    expect(drawn()).toEqual(["Aline", "Jean-Paul"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(drawn()).toEqual(["Aline", "Jean-Paul", "Grace"]);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(drawn()).toEqual(names);
  });

  it("does not wrap when loop is off", async () => {
    const { current, user } = renderCarousel({ loop: false });
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeDisabled();
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toBe("Eric");
    expect(screen.getByRole("button", { name: "Next slide" })).toBeDisabled();
  });

  it("auto-advances and wraps, pauses with the pause button and after manual navigation", () => {
    vi.useFakeTimers();
    const { current } = renderCarousel({ autoplayMs: 1000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe("Jean-Paul");
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe("Aline");

    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe("Aline");

    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe("Jean-Paul");

    // product §4: manual navigation pauses autoplay.
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toBe("Grace");
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe("Grace");
  });

  it("pauses while the pointer is over it", () => {
    vi.useFakeTimers();
    const { current } = renderCarousel({ autoplayMs: 1000 });
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Leadership quotes" }));
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe("Aline");
    fireEvent.mouseLeave(screen.getByRole("region", { name: "Leadership quotes" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe("Jean-Paul");
  });

  it("does not auto-advance under prefers-reduced-motion", () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes("prefers-reduced-motion"),
    })) as typeof window.matchMedia;
    try {
      const { current } = renderCarousel({ autoplayMs: 1000 });
      act(() => vi.advanceTimersByTime(5000));
      expect(current()).toBe("Aline");
      expect(screen.queryByRole("button", { name: /slideshow/ })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
