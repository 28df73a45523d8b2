import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestLanguage } from "../lib/content-language.ts";
import { publicBaseUrl } from "../lib/public-url.ts";

/**
 * Link previews (decision 168): an item page's HTML carries Open Graph tags (title, description,
 * picture) so that a link shared in WhatsApp or on social media shows what it points to.
 *
 * The tags are read through the API's own item route, asked as a visitor (no credentials are passed
 * on, and a page request carries none anyway): an item the public may not see (community,
 * restricted, sacred, unpublished) is a 404 there, so its page gets no tags at all, the same HTML
 * as an address that names nothing. A preview never reveals that a hidden item exists.
 */

/** Item addresses as slugs are written (lowercase words and hyphens): nothing else is asked of the API. */
const ITEM_PAGE = /^\/resources\/items\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

const escapeAttribute = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Text for a preview: whitespace folded, at most `max` characters (cut at a word with an ellipsis). */
function clip(text: string, max: number): string {
  const folded = text.replace(/\s+/g, " ").trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

interface PublicItem {
  title?: string;
  dc?: { description?: string[] };
  thumbnail_url?: string | null;
}

/** The `<meta>` tags of the page at `pathname`, or "" when it is not an item a visitor may see. */
export async function pagePreview(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<string> {
  const slug = ITEM_PAGE.exec(pathname)?.[1];
  if (!slug) return "";
  const answer = await app.inject({
    method: "GET",
    url: `/api/repository/items/${slug}`,
    headers: { "accept-language": requestLanguage(request) },
  });
  if (answer.statusCode !== 200) return "";
  const item = answer.json() as PublicItem;
  if (!item.title) return "";
  const base = publicBaseUrl(request);
  const tags: [string, string][] = [
    ["og:type", "article"],
    ["og:site_name", "Digital Heritage Platform"],
    ["og:title", clip(item.title, 120)],
    ["og:url", `${base}${pathname}`],
  ];
  const description = item.dc?.description?.[0];
  if (description) tags.push(["og:description", clip(description, 300)]);
  // Only a picture open to everyone has a plain address; a signed one would expire (decision 162).
  const picture = item.thumbnail_url;
  if (picture && !picture.includes("?")) {
    tags.push(["og:image", picture.startsWith("/") ? `${base}${picture}` : picture]);
  }
  return tags
    .map(([property, content]) => `<meta property="${property}" content="${escapeAttribute(content)}">`)
    .join("");
}
