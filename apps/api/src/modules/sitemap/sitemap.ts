import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { collections, items } from "../../db/schema/collections.ts";
import { creators } from "../../db/schema/community.ts";
import { itemVisibleTo, VISITOR } from "../protocols/visibility.ts";

/**
 * What /sitemap.xml lists (decision 168): the site's sections, every repository item a visitor may
 * see, and the makers' pages. Items are read through THE visibility rule (decision 162) as a visitor:
 * a community, restricted, sacred or unpublished item is never listed, so a crawler never learns of
 * it. One file holds at most 50,000 addresses (sitemaps.org); the items come first by age, so the
 * oldest stay listed if a repository ever grows past that, and a sitemap index would follow then.
 */

export const SITE_SECTIONS = ["/", "/resources", "/market", "/elearning", "/about", "/involved"] as const;
const MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const room = MAX_URLS - SITE_SECTIONS.length;
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

export function sitemapXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(base + entry.path)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ""
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
