import type { Language } from "@heritage/domain/languages";

/** The pieces every page's head is built of (page-head.ts, record-heads.ts). */

/** GET of an API path as a visitor in the page's language; null unless 200. */
export type GetJson = (path: string) => Promise<unknown | null>;

export interface HeadImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** The file's type when known (the share picture's; a stored picture's is left to its address). */
  type?: string;
}

/** What a page with a record says of itself beyond the defaults. */
export interface RecordHead {
  title: string;
  description: string;
  type: string;
  image: HeadImage | null;
  ld: object[];
}

/** The page's address in `language` (`?lang=`), or the negotiated one (x-default) with null. */
export function languageAddress(origin: string, url: string, language: Language | null): string {
  const address = new URL(url, origin);
  address.searchParams.delete("lang");
  if (language) address.searchParams.set("lang", language);
  return `${origin}${address.pathname}${address.search}`;
}

export function clip(text: string, max: number): string {
  const folded = text.replace(/\s+/g, " ").trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

export const absolute = (origin: string, url: string) => (url.startsWith("/") ? `${origin}${url}` : url);

export function breadcrumbs(items: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The 1200×630 link-preview picture the API cuts from a stored picture (decision 254), at `route`
 * (`/api/.../share-image`), for the stored file at `pictureUrl`; null for a picture not stored here
 * (nothing to cut) or one behind a signed address (not open to everyone). `?v=` names the source
 * file, so the address changes when the picture does and may be cached for good until then.
 */
export function sharePicture(
  origin: string,
  route: string,
  pictureUrl: string,
  alt: string,
): HeadImage | null {
  if (!pictureUrl.startsWith("/media/") || pictureUrl.includes("?")) return null;
  const version = (pictureUrl.split("/").pop() ?? "").replace(/\.[a-z0-9]+$/i, "");
  return {
    url: `${origin}${route}?v=${encodeURIComponent(version)}`,
    alt,
    width: 1200,
    height: 630,
    type: "image/jpeg",
  };
}
