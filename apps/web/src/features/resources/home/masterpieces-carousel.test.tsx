import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Masterpiece, MasterpiecesCarousel } from "./masterpieces-carousel.tsx";
import { itemsPerPage, MASTERPIECE_COUNT, pageCount, pageSlice } from "./masterpieces-math.ts";

describe("masterpieces arithmetic (product §4)", () => {
  it("shows 1, 2, 3, 4 or 5 items per page at the 640, 768, 1024 and 1280 px breakpoints", () => {
    expect([320, 639, 640, 767, 768, 1023, 1024, 1279, 1280, 1920].map(itemsPerPage)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it("has ceil(8 / items per page) pages", () => {
    expect([1, 2, 3, 4, 5].map((perPage) => pageCount(MASTERPIECE_COUNT, perPage))).toEqual([8, 4, 3, 2, 2]);
    expect(pageCount(0, 3)).toBe(1);
  });

  it("slices each page", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(pageSlice(items, 2, 3)).toEqual([7, 8]);
    expect(pageSlice(items, 1, 5)).toEqual([6, 7, 8]);
  });
});

const artworks: Masterpiece[] = Array.from({ length: 8 }, (_, i) => ({
  id: `work-${i + 1}`,
  title: `Work ${i + 1}`,
  artist: "Aline Uwase",
  thumbnail: `/media/${i}-thumb.webp`,
  to: `/resources/items/work-${i + 1}`,
}));

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event("resize"));
  });
}
const shown = () => screen.getAllByRole("listitem").map((li) => li.textContent?.replace("Aline Uwase", ""));
const dots = () => screen.getAllByRole("button", { name: /^Go to page/ });
const current = () => screen.getByRole("button", { current: true }).getAttribute("aria-label");

beforeEach(() => {
  vi.useFakeTimers();
  window.innerWidth = 1024;
});
afterEach(() => vi.useRealTimers());

function renderCarousel() {
  return render(
    <MemoryRouter>
      <MasterpiecesCarousel artworks={artworks} />
    </MemoryRouter>,
  );
}

describe("Latest masterPieces carousel", () => {
  it("pages by width, disables the arrows at the ends and jumps with the dots", () => {
    renderCarousel();
    expect(shown()).toEqual(["Work 1", "Work 2", "Work 3", "Work 4"]);
    expect(dots()).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(shown()).toEqual(["Work 5", "Work 6", "Work 7", "Work 8"]);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeEnabled();
    fireEvent.click(dots()[0]!);
    expect(current()).toBe("Go to page 1");
  });

  it("advances every 4 s and wraps from the last page to the first", () => {
    window.innerWidth = 800; // 3 per page: 3 pages
    renderCarousel();
    expect(dots()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(3999));
    expect(current()).toBe("Go to page 1");
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe("Go to page 2");
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toEqual(["Work 7", "Work 8"]);
    act(() => vi.advanceTimersByTime(4000));
    expect(current()).toBe("Go to page 1");
  });

  it("pauses under the pointer and resumes when it leaves", () => {
    renderCarousel();
    const carousel = screen.getByRole("region", { name: "Newest artworks" });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(12_000));
    expect(current()).toBe("Go to page 1");
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(4000));
    expect(current()).toBe("Go to page 2");
  });

  it("goes back to page 1 when the number of items per page changes", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(current()).toBe("Go to page 2");
    setWidth(500);
    expect(dots()).toHaveLength(8);
    expect(current()).toBe("Go to page 1");
    expect(shown()).toEqual(["Work 1"]);
    setWidth(1300);
    expect(dots()).toHaveLength(2);
    expect(shown()).toHaveLength(5);
  });
});
