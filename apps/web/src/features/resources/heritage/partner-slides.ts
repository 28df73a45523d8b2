import { BREAKPOINTS } from "@heritage/domain/constants";

/** product §4 partner carousel: 1, 2, 3 or 4 partners per slide under 640, 768, 1024 px and above. */
export function partnersPerSlide(width: number): number {
  if (width < BREAKPOINTS.sm) return 1;
  if (width < BREAKPOINTS.md) return 2;
  if (width < BREAKPOINTS.lg) return 3;
  return 4;
}

/** Items grouped into slides of `size`; the last slide may hold fewer. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size));
  return slides;
}
