import { LANGUAGES } from "@heritage/domain/languages";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, items } from "../../../db/schema/collections.ts";
import { creators } from "../../../db/schema/community.ts";
import { itemVisibleTo, VISITOR } from "../protocols/visibility.ts";

/**
 * What /sitemap.xml lists (decision 168): the site's sections, every repository item a visitor may
 * see, and the makers' pages. Items are read through THE visibility rule (decision 162) as a visitor:
 * a community, restricted, sacred or unpublished item is never listed, so a crawler never learns of
 * it. Each page is listed once per language, at its own address (`?lang=`, decision 228), naming its
 * other languages and the negotiated address (x-default) as alternates, as its head does. One file holds
 * at most 50,000 addresses (sitemaps.org); the items come first by age, so the oldest stay listed if a
 * repository ever grows past that, and a sitemap index would follow then.
 */

export const SITE_SECTIONS = ["/", "/resources", "/market", "/elearning", "/about", "/involved"] as const;
const MAX_URLS = 50_000;
/** Pages, each listed in every language. */
const MAX_PAGES = Math.floor(MAX_URLS / LANGUAGES.length);

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const room = MAX_PAGES - SITE_SECTIONS.length;
  const itemRows = await db
    .select({ slug: items.slug, updated_at: items.updated_at })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(itemVisibleTo(VISITOR))
    .orderBy(asc(items.id))
    .limit(room);
  const makerRows = await db
    .select({ slug: creators.slug })
    .from(creators)
    .orderBy(asc(creators.id))
    .limit(Math.max(0, room - itemRows.length));
  return [
    ...SITE_SECTIONS.map((path) => ({ path })),
    ...itemRows.map((row) => ({
      path: `/resources/items/${encodeURIComponent(row.slug)}`,
      lastmod: row.updated_at,
    })),
    ...makerRows.map((row) => ({ path: `/makers/${encodeURIComponent(row.slug)}` })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A page's address in `language` (`?lang=`), or the negotiated one with null: as the page's head names it. */
function languageAddress(base: string, path: string, language: string | null): string {
  return language ? `${base}${path}${path.includes("?") ? "&" : "?"}lang=${language}` : base + path;
}

export function sitemapXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(languageAddress(base, entry.path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + entry.path)}"/>`,
    ].join("");
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${escapeXml(languageAddress(base, entry.path, language))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
