import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { canonicalQuery, FEATURED_PRODUCTS_QUERY, FIRST_LISTING_QUERY } from "@heritage/domain/first-page";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../test/fixtures/catalog-fixtures.ts";
import { FIRST_MODULES } from "./page-preloads.ts";

/** Decision 182: /market's HTML carries its first product pages, as the API itself answers them. */

let t: TestApp;
// The shape Vite writes: the entry, the lazy market page with a chunk it shares with the entry, the lazy
// listing, and a group of texts with its lazy Kinyarwanda translation.
const manifest = {
  "index.html": { file: "assets/index-1.js", imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared-2.js" },
  "src/features/market/market-page.tsx": {
    file: "assets/market-page-3.js",
    imports: ["_shared.js", "_texts.js"],
  },
  "_texts.js": { file: "assets/texts-4.js", dynamicImports: ["src/features/market/market-texts.rw.ts"] },
  "src/features/market/market-texts.rw.ts": { file: "assets/market-texts.rw-5.js" },
  "src/features/market/listing/product-listing.tsx": { file: "assets/product-listing-6.js" },
};
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-web-"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    "<!doctype html><head><title>Heritage</title></head><body>",
  );
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  t = await buildTestApp({ webDist: dist });
  const category = await seedCategory(t.app);
  // A name that would close the element if it were written as it is.
  await seedProduct(t.app, category.id, {
    name: "Basket </script><script>alert(1)</script>",
    is_featured: true,
    translations: { fr: { name: "Panier tressé" } },
  });
});
afterAll(async () => t.close());

function firstPageData(html: string): { language: string; pages: Record<string, unknown> } | null {
  const match = /<script type="application\/json" id="first-page-data">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

async function apiAnswer(query: Record<string, unknown>, language: string) {
  const answer = await t.app.inject({
    method: "GET",
    url: `/api/market/products/?${canonicalQuery(query)}`,
    headers: { "accept-language": language },
  });
  return answer.json();
}

describe("the first product pages in /market's HTML", () => {
  it("writes the featured and first listing pages, equal to the API's answers, in the browser's language", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: "/market",
      headers: { "accept-language": "fr-FR,fr;q=0.9" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const data = firstPageData(page.body);
    expect(data?.language).toBe("fr");
    expect(Object.keys(data?.pages ?? {}).sort()).toEqual(
      [canonicalQuery(FEATURED_PRODUCTS_QUERY), canonicalQuery(FIRST_LISTING_QUERY)].sort(),
    );
    for (const query of [FEATURED_PRODUCTS_QUERY, FIRST_LISTING_QUERY]) {
      expect(data?.pages[canonicalQuery(query)]).toEqual(await apiAnswer(query, "fr"));
    }
    expect(JSON.stringify(data)).toContain("Panier tressé");
  });

  it("escapes what could end the element: the page keeps exactly one script of data and no other", async () => {
    const page = await t.app.inject({ method: "GET", url: "/market" });
    expect(page.body).not.toContain("</script><script>alert(1)");
    expect(page.body.match(/<script/g)).toHaveLength(1);
    const data = firstPageData(page.body);
    expect(JSON.stringify(data)).toContain("Basket </script><script>alert(1)</script>");
    expect(data?.language).toBe("en");
  });

  it("is sent compressed to a browser that accepts it (brotli, else gzip): the same page once decoded", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/market" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [accepted, encoding, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      const page = await t.app.inject({
        method: "GET",
        url: "/market",
        headers: { "accept-encoding": accepted },
      });
      expect(page.headers["content-encoding"], accepted).toBe(encoding);
      expect(String(page.headers.vary)).toMatch(/accept-language, cookie, accept-encoding/i);
      expect(decode(page.rawPayload).toString("utf8")).toBe(plain.body);
    }
  });

  it("leaves other pages, and /market opened with a query, as the built file", async () => {
    for (const url of ["/market?category=books", "/elearning", "/market/cart"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(firstPageData(page.body), url).toBeNull();
      expect(page.body).toContain("<title>Heritage</title>");
    }
  });

  it("announces the market's lazy chunks (not the entry's) beside the entry, with the reader's translations", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const english = await t.app.inject({ method: "GET", url: "/market?category=books" });
    expect(preloads(english.body)).toEqual([
      "/assets/market-page-3.js",
      "/assets/texts-4.js",
      "/assets/product-listing-6.js",
    ]);
    const kinyarwanda = await t.app.inject({
      method: "GET",
      url: "/market",
      headers: { "accept-language": "rw" },
    });
    expect(preloads(kinyarwanda.body)).toContain("/assets/market-texts.rw-5.js");
    expect(preloads((await t.app.inject({ method: "GET", url: "/elearning" })).body)).toEqual([]);
  });

  it("names modules the web app really has (a renamed page would silently lose its preloads)", () => {
    const web = fileURLToPath(new URL("../../../web/", import.meta.url));
    for (const module of Object.values(FIRST_MODULES).flat()) {
      expect(fs.existsSync(path.join(web, module)), module).toBe(true);
    }
  });
});
