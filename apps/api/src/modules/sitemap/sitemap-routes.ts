import type { FastifyInstance } from "fastify";
import { publicBaseUrl } from "../../lib/public-url.ts";
import { sitemapEntries, sitemapXml } from "./sitemap.ts";

/**
 * GET /sitemap.xml (decision 168), beside OAI-PMH and IIIF at the root where crawlers look for it.
 * The same for everyone (it reads as a visitor whoever asks), so shared caches may keep it an hour.
 */
export async function registerSitemap(app: FastifyInstance): Promise<void> {
  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const xml = sitemapXml(publicBaseUrl(request), await sitemapEntries(app.db));
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(xml);
  });
}
