import type { ItemSummary } from "@heritage/domain/collections";
import { GALLERY_CATEGORIES } from "@heritage/domain/constants";
import type { GalleryCategory } from "./gallery-params.ts";

/**
 * The gallery shows the repository's items of type artwork (decision 123): whoever holds them, so an
 * artwork an institution adds appears here. Its categories are values of dc:subject.
 */
export const GALLERY_TYPE = "artwork";

/** The item's gallery category, when one of its subjects is one. */
export function galleryCategoryOf(item: ItemSummary): Exclude<GalleryCategory, "All"> | undefined {
  return item.dc.subject.find(
    (subject): subject is Exclude<GalleryCategory, "All"> =>
      subject !== "All" && (GALLERY_CATEGORIES as readonly string[]).includes(subject),
  );
}

/** "Artist, 2019" or the artist alone; several creators are joined. */
export function creditOf(item: ItemSummary): { artist: string; year?: string } {
  return { artist: item.dc.creator.join(", "), year: item.dc.date[0] };
}

export const itemPath = (item: { slug: string }) => `/resources/items/${item.slug}`;
