import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EARLY_EVENTS_SCRIPT } from "@heritage/domain/early-events";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemMedia } from "../db/schema/collections.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../test/fixtures/catalog-fixtures.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../test/fixtures/collections-test-data.ts";
import { insertTestCourses } from "../test/fixtures/learning-test-course.ts";
import { LEVELS, PERSONAS, setUpWorld, type World } from "../test/fixtures/visibility-matrix-world.ts";

/**
 * Decision 228: public pages come drawn by the web app's own components, in the page's language, with
 * their head (title, description, canonical, alternates, Open Graph, JSON-LD) and the query answers the
 * browser hydrates from. The server bundle is built here from the web app's sources, as `npm run build`
 * builds it beside dist/.
 */

// app.inject's Host, as the canonical addresses name it without PUBLIC_URL.
const ORIGIN = "http://localhost:80";
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web");
let t: TestApp;
let product: { id: number };
let hidden: { id: number };
let artwork: { slug: string };
let courseId: number;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7a3b1c" } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-ssr-"));
  fs.mkdirSync(path.join(root, "dist"));
  fs.writeFileSync(
    path.join(root, "dist", "index.html"),
    '<!doctype html><html lang="en"><head><meta name="description" content="shell"><title>Shell</title></head><body><div id="root"></div></body></html>',
  );
  execFileSync(
    process.execPath,
    [
      path.join(web, "../../node_modules/vite/bin/vite.js"),
      "build",
      "--ssr",
      "src/ssr/entry-server.tsx",
      "--outDir",
      path.join(root, "dist-server"),
      "--logLevel",
      "error",
    ],
    { cwd: web, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  t = await buildTestApp({ webDist: path.join(root, "dist") });
  const category = await seedCategory(t.app, { name: "Imigongo" });
  product = await seedProduct(t.app, category.id, {
    name: "Zigzag panel <b>",
    description: "Cow dung relief, painted by hand.",
    price: 185000,
    stock: 6,
    rating: "4.5",
    review_count: 2,
    translations: { fr: { name: "Panneau en zigzag", description: "Relief peint à la main." } },
  });
  hidden = await seedProduct(t.app, category.id, { name: "Withdrawn drum", is_active: false });
  await t.app.mediaStore.put(`p${product.id}-0.webp`, await picture(900, 900));

  // A public artwork with its picture, creator, date and period, in English and French.
  const place = await insertInstitutionAndCollection(t.app.db, "gallery");
  const row = await insertTestItem(t.app.db, place, {
    title: "Imigongo of Nyakarambi",
    type: "artwork",
    period: "20th century",
    dc: {
      ...emptyDc(),
      title: ["Imigongo of Nyakarambi"],
      description: ["Cow dung relief in black, white and red."],
      creator: ["Mukamana Odette"],
      date: ["1987"],
    },
    translations: {
      fr: { title: ["Imigongo de Nyakarambi"], description: ["Relief en bouse de vache."] },
    },
  });
  const key = "items/artwork-master.jpg";
  const jpeg = await picture(1400, 1000);
  await t.app.mediaStore.put(key, jpeg);
  await t.app.db.insert(itemMedia).values({
    item_id: row!.id,
    kind: "image",
    key,
    mime: "image/jpeg",
    bytes: jpeg.length,
    width: 1400,
    height: 1000,
    position: 0,
  });
  artwork = { slug: row!.slug };
  courseId = (await insertTestCourses(t.app.db)).course;
}, 120_000);
afterAll(async () => t.close());

async function page(url: string, headers: Record<string, string> = {}) {
  const answer = await t.app.inject({ method: "GET", url, headers });
  return { status: answer.statusCode, html: answer.body, headers: answer.headers };
}

const bodyOf = (html: string) => html.slice(html.indexOf("<body"));
const textOf = (html: string) =>
  bodyOf(html)
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ");

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}

function meta(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
}

describe("pages drawn on the server", () => {
  it("draws /market in the page's language, with its head, its answers and one inline script, by its hash", async () => {
    const { status, html, headers } = await page("/market?lang=fr");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr"');
    expect(textOf(html)).toContain("Panneau en zigzag");
    expect(html).not.toContain("Zigzag panel");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/market?lang=fr">`);
    for (const language of ["rw", "en", "fr"]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${ORIGIN}/market?lang=${language}">`,
      );
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/market">`);
    expect(meta(html, "og:locale")).toBe("fr_FR");
    // Data blocks, and the early-event holder first in the head (decision 237), allowed by its hash alone.
    expect(html.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g) ?? []).toEqual([
      "<script>",
    ]);
    expect(html).toContain(`<head><script>${EARLY_EVENTS_SCRIPT}</script>`);
    const hash = createHash("sha256").update(EARLY_EVENTS_SCRIPT).digest("base64");
    expect(headers["content-security-policy"]).toContain(`script-src 'self' 'sha256-${hash}';`);
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(state ?? "{}").language).toBe("fr");
    expect(headers.vary).toContain("cookie");
  });

  it("writes a product's page with Product, Offer, AggregateRating and BreadcrumbList, escaped", async () => {
    const { html } = await page(`/market?product=${product.id}`, { "accept-language": "en" });
    expect(html).toContain("<title>Zigzag panel &lt;b&gt; · Digital Heritage Platform</title>");
    expect(meta(html, "description")).toBe("Cow dung relief, painted by hand.");
    expect(meta(html, "og:type")).toBe("product");
    // The 1200×630 share picture (decision 254), named by its source file.
    const share = `${ORIGIN}/api/market/products/${product.id}/share-image?v=p${product.id}-0`;
    expect(meta(html, "og:image")).toBe(share);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "og:image:type")).toBe("image/jpeg");
    expect(meta(html, "twitter:image")).toBe(share);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    const file = await t.app.inject({ method: "GET", url: share.slice(ORIGIN.length) });
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    const ld = jsonLd(html);
    const item = ld.find((entry) => entry["@type"] === "Product") as Record<string, any>;
    expect(item).toMatchObject({ name: "Zigzag panel <b>", sku: String(product.id) });
    expect(item.image).toEqual([`${ORIGIN}/media/p${product.id}-0.webp`]);
    expect(item.offers).toMatchObject({
      "@type": "Offer",
      priceCurrency: "RWF",
      availability: "https://schema.org/InStock",
    });
    expect(Number(item.offers.price)).toBe(185000);
    expect(item.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    const crumbs = ld.find((entry) => entry["@type"] === "BreadcrumbList") as Record<string, any>;
    expect(crumbs.itemListElement.map((entry: { position: number }) => entry.position)).toEqual([1, 2, 3]);
    // "<" never closes the data block.
    expect(html).not.toMatch(/<b>/);
  });

  it("says nothing of a product the public may not see", async () => {
    const { html } = await page(`/market?product=${hidden.id}`);
    expect(html).not.toContain("Withdrawn drum");
    expect(jsonLd(html).some((entry) => entry["@type"] === "Product")).toBe(false);
    expect(meta(html, "og:type")).toBe("website");
  });

  it("gives / the Organization and a WebSite with its SearchAction", async () => {
    const { html } = await page("/", { cookie: "lang=rw" });
    expect(html).toContain('<html lang="rw"');
    const ld = jsonLd(html);
    expect(ld.find((entry) => entry["@type"] === "Organization")).toMatchObject({ url: `${ORIGIN}/` });
    const site = ld.find((entry) => entry["@type"] === "WebSite") as Record<string, any>;
    expect(site.potentialAction["@type"]).toBe("SearchAction");
    expect(site.potentialAction.target.urlTemplate).toContain("{search_term_string}");
    expect(site.potentialAction["query-input"]).toBe("required name=search_term_string");
  });

  it("draws the public pages' first screen", async () => {
    for (const [url, words] of [
      ["/about?lang=en", "Our story"],
      ["/login?lang=fr", "Mot de passe"],
      ["/register?lang=en", "Create"],
      ["/elearning?lang=en", "E-Learning"],
    ] as const) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(textOf(html), url).toContain(words);
    }
  });

  it("writes a public record's page with its VisualArtwork, share picture and BreadcrumbList, in the page's language", async () => {
    const url = `/resources/items/${artwork.slug}`;
    const { status, html } = await page(`${url}?lang=en`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Imigongo of Nyakarambi · Digital Heritage Platform</title>");
    expect(meta(html, "description")).toBe("Cow dung relief in black, white and red.");
    const share = `${ORIGIN}/api/repository/items/${artwork.slug}/share-image?v=artwork-master`;
    expect(meta(html, "og:image")).toBe(share);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "twitter:image")).toBe(share);
    const file = await t.app.inject({ method: "GET", url: share.slice(ORIGIN.length) });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    const ld = jsonLd(html);
    const work = ld.find((entry) => entry["@type"] === "VisualArtwork") as Record<string, any>;
    expect(work).toMatchObject({
      name: "Imigongo of Nyakarambi",
      description: "Cow dung relief in black, white and red.",
      creator: [{ "@type": "Person", name: "Mukamana Odette" }],
      dateCreated: "1987",
      temporalCoverage: "20th century",
      inLanguage: "en",
      url: `${ORIGIN}${url}?lang=en`,
      isPartOf: { "@type": "Collection", name: "gallery objects" },
    });
    expect(work.image[0]).toBe(share);
    const crumbs = ld.find((entry) => entry["@type"] === "BreadcrumbList") as Record<string, any>;
    expect(crumbs.itemListElement.map((entry: { name: string }) => entry.name)).toEqual([
      "Home",
      "Digital Repository",
      "gallery objects",
      "Imigongo of Nyakarambi",
    ]);
    // Its body is still the browser's to draw (its viewer and citation read the window).
    expect(html).toContain('<div id="root"></div>');

    const french = await page(`${url}?lang=fr`);
    expect(french.html).toContain("<title>Imigongo de Nyakarambi · Digital Heritage Platform</title>");
    const frWork = jsonLd(french.html).find((entry) => entry["@type"] === "VisualArtwork");
    expect(frWork).toMatchObject({ name: "Imigongo de Nyakarambi", inLanguage: "fr" });
    const frCrumbs = jsonLd(french.html).find((entry) => entry["@type"] === "BreadcrumbList") as any;
    expect(frCrumbs.itemListElement[1].name).toBe("Fonds numérique");
  });

  it("writes a course's page with the Course Google's rich result reads, and its BreadcrumbList", async () => {
    for (const [language, title, crumb] of [
      ["en", "Greetings", "E-Learning"],
      ["rw", "Indamukanyo", "Amasomo"],
      ["fr", "Salutations", "Formations"],
    ] as const) {
      const url = `/elearning/courses/${courseId}?lang=${language}`;
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      const ld = jsonLd(html);
      const course = ld.find((entry) => entry["@type"] === "Course") as Record<string, any>;
      expect(course, url).toMatchObject({
        name: title,
        provider: { "@type": "Organization", name: "Digital Heritage Platform", url: `${ORIGIN}/` },
        inLanguage: "en",
        url: `${ORIGIN}${url}`,
        hasCourseInstance: { "@type": "CourseInstance", courseMode: "online" },
      });
      expect(course.description, url).toBeTruthy();
      expect(html, url).toContain(`<title>${title} · Digital Heritage Platform</title>`);
      const crumbs = ld.find((entry) => entry["@type"] === "BreadcrumbList") as Record<string, any>;
      expect(
        crumbs.itemListElement.map((entry: { name: string }) => entry.name),
        url,
      ).toEqual([expect.any(String), crumb, title]);
    }
  });

  it("leaves personal pages to the browser: no drawing, no answers, no shared copy", async () => {
    for (const url of ["/profile", "/orders", "/wishlist", "/market/cart", "/admin/dashboard"]) {
      const { html, headers } = await page(url, { cookie: "lang=en" });
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain("ssr-state");
      expect(html, url).not.toContain(EARLY_EVENTS_SCRIPT);
      expect(headers["cache-control"], url).toBe("no-cache");
    }
    // A drawn page is a visitor's, revalidated each time and kept apart per language and choice.
    const { headers } = await page("/market");
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers.vary).toBe("accept-language, cookie, accept-encoding");
  });

  it("answers a page's form sent by the browser itself with the page again (303), reading nothing", async () => {
    for (const url of ["/login", "/register?next=%2Fmarket", "/market/cart", "/profile"]) {
      const answer = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "username=keza&password=Heritage%232026",
      });
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers.location, url).toBe(url);
      expect(answer.headers["cache-control"], url).toBe("no-store");
      expect(answer.body, url).not.toContain("Heritage");
    }
    // The API's own addresses keep their answers: an unknown one is its 404, a form body to a route its 415.
    const unknown = await t.app.inject({ method: "POST", url: "/api/no-such-route/", payload: "a=b" });
    expect(unknown.statusCode).toBe(404);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "username=keza&password=x",
    });
    expect(login.statusCode).toBe(415);
  });
});

describe("records under a cultural protocol in drawn pages (the visibility matrix)", () => {
  let w: World;
  beforeAll(async () => {
    w = await setUpWorld(t.app);
  }, 120_000);

  it("gives a record page metadata of the public record only: any other is the page of an address naming nothing", async () => {
    const unknown = await page("/resources/items/no-such-record?lang=en");
    const headOf = (html: string, slug: string) =>
      html
        .slice(0, html.indexOf("</head>"))
        .replaceAll(slug, "SLUG")
        .replace(/<link rel="modulepreload"[^>]*>/g, "");
    for (const level of LEVELS) {
      const { slug, word } = w.cases[level];
      const { html } = await page(`/resources/items/${slug}?lang=en`);
      const head = html.slice(0, html.indexOf("</head>"));
      const works = jsonLd(html).filter((entry) => entry["@type"] === "CreativeWork");
      if (level === "public") {
        expect(works, level).toHaveLength(1);
        expect(head, level).toContain(`Imigongo ${word}`);
        expect(meta(html, "og:image"), level).toContain(`/api/repository/items/${slug}/share-image?v=`);
        continue;
      }
      expect(works, level).toHaveLength(0);
      // The address names the slug; nothing else of the record is written.
      expect(html.replaceAll(slug, ""), level).not.toContain(word);
      expect(head, level).not.toContain("share-image");
      expect(meta(html, "og:image"), level).toBeUndefined();
      expect(meta(html, "og:type"), level).toBe("website");
      expect(headOf(html, slug), level).toBe(headOf(unknown.html, "no-such-record"));
    }
  }, 120_000);

  it("draws for everyone what a visitor may read: only the public record, whoever asks", async () => {
    for (const persona of PERSONAS) {
      for (const url of ["/resources/search", "/resources/search?q=Imigongo"]) {
        // A page request never carries a session (tokens live in the browser's storage); if one came, the
        // page is still drawn with the API asked as a visitor.
        const answer = await w.get(url, persona);
        expect(answer.statusCode, `${persona} ${url}`).toBe(200);
        expect(answer.body, `${persona} ${url}`).toContain('id="ssr-state"');
        for (const level of LEVELS) {
          const { word, slug } = w.cases[level];
          const shown = answer.body.includes(`Imigongo ${word}`) || answer.body.includes(slug);
          expect(shown, `${persona} ${url} ${level}`).toBe(level === "public");
        }
      }
    }
  }, 300_000);
});
