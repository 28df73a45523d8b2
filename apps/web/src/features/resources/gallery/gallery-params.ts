import { GALLERY_CATEGORIES } from "@heritage/domain/constants";

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export type GalleryFilters = { q: string; category: GalleryCategory; page: number };

const isCategory = (value: string | null): value is GalleryCategory =>
  (GALLERY_CATEGORIES as readonly string[]).includes(value ?? "");

/** The gallery's filters from its URL (?q=&category=&page=), so a filtered gallery can be shared. */
export function readGalleryFilters(params: URLSearchParams): GalleryFilters {
  const category = params.get("category");
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    // An unknown category in a hand-edited link falls back to All rather than an error.
    category: isCategory(category) ? category : "All",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query for some filters; defaults are left out so that links stay short. */
export function galleryQuery(filters: GalleryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.category !== "All") params.set("category", filters.category);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}
