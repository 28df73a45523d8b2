import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatRwf } from "@heritage/domain/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../../db/schema/catalog.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../test/fixtures/catalog-fixtures.ts";

/** Decision 183: /market's HTML draws its first product cards, in the reader's language, safely escaped. */

let t: TestApp;
let hostileId = 0;
let plainId = 0;
const HOSTILE = `<script>alert("x")</script> & 'quoted' $' $&`;
const INDEX =
  '<!doctype html>\n<html lang="en"><head><title>Heritage</title></head><body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>';

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-web-"));
  fs.writeFileSync(path.join(dist, "index.html"), INDEX);
  t = await buildTestApp({ webDist: dist });
  const category = await seedCategory(t.app, { name: "Baskets <b>& bowls</b>" });
  const hostile = await seedProduct(t.app, category.id, {
    name: HOSTILE,
    is_featured: true,
    price: 12500,
    original_price: 15000,
    stock: 3,
    translations: { fr: { name: "Panier <i>tressé</i>" }, rw: { name: "Agaseke k’umwimerere" } },
  });
  hostileId = hostile.id;
  // Its picture is stored here in three narrower widths (decision 195): the card offers them.
  await t.app.db.insert(media).values({
    id: randomUUID(),
    url: `/media/p${hostile.id}-0.webp`,
    thumbnail_url: `/media/p${hostile.id}-0-thumb.webp`,
    width: 1600,
    height: 1600,
    bytes: 1000,
    widths: [320, 640, 1024],
  });
  plainId = (await seedProduct(t.app, category.id, { name: "Clay pot", price: 800, stock: 40 })).id;
});
afterAll(async () => t.close());

async function market(language?: string) {
  const page = await t.app.inject({
    method: "GET",
    url: "/market",
    headers: language ? { "accept-language": language } : {},
  });
  expect(page.statusCode).toBe(200);
  return page.body;
}

/** The server's cards: the element after the app's root, up to the module script. */
function cardsOf(html: string): string {
  const match = /<div id="root"><\/div>(<div id="first-cards".*?)<script type="module"/s.exec(html);
  return match?.[1] ?? "";
}

describe("the first product cards in /market's HTML", () => {
  it.each([
    ["en", "Recommended Items", HOSTILE, "View details of", "In Stock"],
    ["fr", "Sélection pour vous", "Panier <i>tressé</i>", "Voir le détail de", "En stock"],
    ["rw", "Ibyo tugutoranyirije", "Agaseke k’umwimerere", "Reba ibisobanuro bya", undefined],
  ] as const)(
    "draws them in %s: names, prices in RWF as the app writes them, links to each product",
    async (language, heading, name, viewDetails, inStock) => {
      const html = await market(language);
      const cards = cardsOf(html);
      expect(html).toContain(`<html lang="${language}">`);
      // Named for assistive tech by the section, its heading hidden: the page's one heading is the app's.
      expect(cards).toContain(`<section aria-label="${heading}" `);
      expect(cards).toContain(
        `<h2 aria-hidden="true" class="text-2xl font-semibold md:text-3xl">${heading}</h2>`,
      );
      const escaped = name.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
      expect(cards).toContain(`href="/market?product=${hostileId}"`);
      expect(cards).toContain(`href="/market?product=${plainId}"`);
      expect(cards).toContain(`>${escaped.replaceAll("'", "&#39;").replaceAll('"', "&quot;")}</a>`);
      expect(cards).toContain(`aria-label="${viewDetails} `);
      expect(cards).toContain(formatRwf(12500, language));
      expect(cards).toContain(formatRwf(15000, language));
      expect(cards).toContain(">-17%<");
      expect(cards).toContain(formatRwf(800, language));
      if (inStock) expect(cards).toContain(`>${inStock}</span>`);
    },
  );

  it("follows the language chosen on the device (the app's `lang` cookie) over the browser's: cards and data alike", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: "/market",
      headers: { "accept-language": "en-US,en;q=0.9", cookie: "theme=dark; lang=fr" },
    });
    const cards = cardsOf(page.body);
    expect(page.body).toContain('<html lang="fr">');
    expect(cards).toContain('<div id="first-cards" data-lang="fr" ');
    expect(cards).toContain(">Sélection pour vous</h2>");
    expect(cards).toContain("Panier &lt;i&gt;tressé&lt;/i&gt;");
    expect(cards).not.toContain("Add to Cart");
    const json = /<script type="application\/json" id="first-page-data">(.*?)<\/script>/s.exec(
      page.body,
    )?.[1];
    const data = JSON.parse(json ?? "null") as { language: string; pages: Record<string, unknown> };
    expect(data.language).toBe("fr");
    expect(JSON.stringify(data.pages)).toContain("Panier <i>tressé</i>");
    expect(JSON.stringify(data.pages)).not.toContain(JSON.stringify(HOSTILE).slice(1, -1));
    // One copy per language and choice in a cache on the way.
    expect(String(page.headers.vary)).toMatch(/accept-language, cookie/i);
  });

  it("reads a cookie that names none of the three languages as no choice: the browser's language", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: "/market",
      headers: { "accept-language": "rw", cookie: "lang=de; flang=fr" },
    });
    expect(cardsOf(page.body)).toContain('data-lang="rw"');
  });

  it("keeps a hostile name inert: escaped in the cards, no new element, no script, no replacement pattern", async () => {
    const html = await market("en");
    const cards = cardsOf(html);
    expect(cards).not.toContain("<script");
    expect(cards).not.toContain("<b>");
    expect(cards).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; $&#39; $&amp;",
    );
    expect(cards).toContain("Baskets &lt;b&gt;&amp; bowls&lt;/b&gt;");
    // The document itself is intact: one data script, the app's module script, once each.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.endsWith("</body></html>")).toBe(true);
  });

  it("gives the first picture its size, widths and priority, and the others lazy loading", async () => {
    const images = [...cardsOf(await market("en")).matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('width="600" height="600"');
    expect(images[0]).toContain('fetchpriority="high"');
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain(`srcset="/media/p${hostileId}-0-w320.webp 320w, `);
    expect(images[0]).toContain(
      'sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, calc(50vw - 1.5rem)"',
    );
    expect(images[1]).toContain('loading="lazy"');
    expect(images[1]).not.toContain("fetchpriority");
  });

  it("is never kept by a cache on the way: the page is revalidated each time", async () => {
    const page = await t.app.inject({ method: "GET", url: "/market" });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("draws no cards for /market with a query, nor for other pages", async () => {
    for (const url of ["/market?category=books", "/elearning"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.body, url).not.toContain('id="first-cards"');
    }
  });
});
