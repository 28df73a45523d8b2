import { describe, expect, it } from "vitest";
import { chunk, partnersPerSlide } from "./partner-slides.ts";

describe("partnersPerSlide (product §4: 1/2/3/4 under 640/768/1024 px and above)", () => {
  it.each([
    [375, 1],
    [639, 1],
    [640, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 4],
    [1280, 4],
  ])("at %i px shows %i partner(s) per slide", (width, perSlide) => {
    expect(partnersPerSlide(width)).toBe(perSlide);
  });
});

describe("chunk", () => {
  it("groups partners into slides, the last one holding the rest", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([1, 2, 3], 4)).toEqual([[1, 2, 3]]);
    expect(chunk([], 3)).toEqual([]);
  });
});
