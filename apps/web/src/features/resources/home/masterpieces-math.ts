import { BREAKPOINTS } from "@heritage/domain/constants";

/** How many artworks the 'Latest masterPieces' carousel holds (product §4: page count is ceil(8 / per page)). */
export const MASTERPIECE_COUNT = 8;

/** product §4: 1 under 640 px, 2 under 768, 3 under 1024, 4 under 1280, otherwise 5. */
export function itemsPerPage(width: number): number {
  if (width < BREAKPOINTS.sm) return 1;
  if (width < BREAKPOINTS.md) return 2;
  if (width < BREAKPOINTS.lg) return 3;
  if (width < BREAKPOINTS.xl) return 4;
  return 5;
}

export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** The items shown on one page. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice(page * perPage, page * perPage + perPage);
}
