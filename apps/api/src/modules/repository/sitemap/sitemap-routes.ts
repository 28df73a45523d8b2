import type { FastifyInstance } from "fastify";
import { publicBaseUrl } from "../../../lib/public-url.ts";
import { sitemapEntries, sitemapXml } from "./sitemap.ts";

/** What crawlers may read: the site, not the API or the admin portal (the rules public/robots.txt held). */
const ROBOTS_RULES = [
  "User-agent: *",
  "Allow: /",
  "Disallow: /api/",
  "Disallow: /admin/",
  "Disallow: /dhp/admin/",
];

/**
 * GET /sitemap.xml (decision 168), beside OAI-PMH and IIIF at the root where crawlers look for it.
 * The same for everyone (it reads as a visitor whoever asks), so shared caches may keep it an hour;
 * GET /robots.txt points crawlers at it.
 */
export async function registerSitemap(app: FastifyInstance): Promise<void> {
  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const xml = sitemapXml(publicBaseUrl(request), await sitemapEntries(app.db));
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(xml);
  });

  // Served here rather than as a static file: the Sitemap line must be an absolute URL, and only the
  // server knows the site's origin (PUBLIC_URL, else the request's own).
  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`${[...ROBOTS_RULES, "", `Sitemap: ${publicBaseUrl(request)}/sitemap.xml`].join("\n")}\n`),
  );
}
