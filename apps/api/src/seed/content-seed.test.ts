import fs from "node:fs";
import path from "node:path";
import { ARTWORK_CATEGORIES, MUSEUM_KINDS } from "@heritage/domain/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { seedContent, seedContentIfEmpty } from "./content-seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: undefined });
  await seedContentIfEmpty(t.app);
}, 120_000);
afterAll(async () => t.close());

const get = async (url: string, lang?: string) =>
  (await t.app.inject({ method: "GET", url, headers: lang ? { "accept-language": lang } : {} })).json();

type Served = { language: string; translated: boolean; name?: string; title?: string; caption?: string };

describe("demo content seed", () => {
  it("serves every museum and every record on its page in Kinyarwanda and French (decision 105)", async () => {
    // Museums are the repository's institutions (decision 114); their objects, pictures and figures
    // are items, whose translations demo-items.test.ts checks.
    const museums = (await get("/api/repository/institutions/?kind=museum&page_size=50")).results as {
      slug: string;
    }[];
    expect(museums.length).toBeGreaterThanOrEqual(8);
    const untranslated: string[] = [];
    for (const language of ["rw", "fr"]) {
      for (const { slug } of museums) {
        const detail = await get(`/api/repository/institutions/${slug}/`, language);
        const records: Served[] = [detail, ...detail.exhibitions];
        for (const record of records) {
          if (!record.translated || record.language !== language) {
            untranslated.push(`${language} ${slug}: ${record.name ?? record.title ?? record.caption}`);
          }
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it("serves every artwork, course, category, instructor and library record in rw and fr", async () => {
    const lists = [
      "courses",
      "course-categories",
      "instructors",
      "articles",
      "testimonials",
      "partners",
      "historical-events",
    ];
    const untranslated: string[] = [];
    for (const language of ["rw", "fr"]) {
      const records: Served[] = [];
      for (const list of lists)
        records.push(...(await get(`/api/content/${list}/?page_size=50`, language)).results);
      // The artworks and the library's books are repository items (decisions 123, 125).
      for (const type of ["artwork", "book"])
        records.push(...(await get(`/api/repository/items/?type=${type}&page_size=100`, language)).results);
      for (const record of records) {
        if (!record.translated) untranslated.push(`${language}: ${record.name ?? record.title}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it("fills every section with at least what the screens need", async () => {
    const stats = await get("/api/repository/stats/");
    expect(stats.artworks).toBeGreaterThanOrEqual(24);
    expect(stats.museums).toBeGreaterThanOrEqual(8);
    expect(stats.articles).toBeGreaterThanOrEqual(4);
    expect(stats.communities).toBeGreaterThan(5);
    expect((await get("/api/content/courses/")).count).toBeGreaterThanOrEqual(10);
    for (const category of ARTWORK_CATEGORIES) {
      expect(
        (await get(`/api/repository/items/?type=artwork&subject=${encodeURIComponent(category)}`)).count,
      ).toBeGreaterThan(0);
    }
    for (const category of MUSEUM_KINDS) {
      expect(
        (await get(`/api/repository/institutions/?kind=museum&category=${category}`)).count,
      ).toBeGreaterThan(0);
    }
    expect((await get("/api/content/instructors/")).count).toBeGreaterThanOrEqual(5);
    expect((await get("/api/content/testimonials/")).count).toBe(3);
    expect((await get("/api/content/course-categories/")).count).toBe(8);
    const events = (await get("/api/content/historical-events/")).results;
    expect(events.map((e: { category: string }) => e.category).sort()).toEqual([
      "conflict",
      "politics",
      "rebellion",
    ]);
    expect((await get("/api/content/partners/")).count).toBeGreaterThanOrEqual(4);
  });

  it("names the real museums and memorials", async () => {
    const names = (await get("/api/repository/institutions/?kind=museum&page_size=100")).results.map(
      (m: { name: string }) => m.name,
    );
    expect(names).toEqual(
      expect.arrayContaining(["King's Palace Museum", "Ethnographic Museum", "Kigali Genocide Memorial"]),
    );
    const memorial = await get("/api/repository/institutions/kigali-genocide-memorial/");
    expect(memorial.description).toBe(
      "The final resting place of more than 250,000 victims of the 1994 Genocide against the Tutsi.",
    );
  });

  it("stores every picture as local WebP files that the records point at", async () => {
    const urls = [
      // Every repository item's picture (decision 125: the items are the demo's only record of them).
      ...(await get("/api/repository/items/?page_size=100")).results.map(
        (item: { thumbnail_url: string }) => item.thumbnail_url,
      ),
      ...(await get("/api/content/instructors/")).results.map((i: { image: string }) => i.image),
      ...(await get("/api/repository/institutions/?kind=museum&page_size=100")).results.flatMap(
        (m: { image: string; thumbnail: string }) => [m.image, m.thumbnail],
      ),
    ];
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[0-9a-f-]{36}(-thumb)?\.webp$/);
      const file = path.join(t.app.mediaDir, path.basename(url));
      expect(fs.readFileSync(file).subarray(8, 12).toString()).toBe("WEBP");
    }
  });

  it("seeds nothing twice and leaves existing content untouched", async () => {
    const before = await get("/api/repository/stats/");
    expect(await seedContent(t.app.db, t.app.mediaStore, new Date())).toEqual([]);
    expect(await get("/api/repository/stats/")).toEqual(before);
  });

  it("never seeds when SEED_DEMO is false", async () => {
    const off = await buildTestApp({ seedDemo: false });
    try {
      await seedContentIfEmpty(off.app);
      const stats = (await off.app.inject({ method: "GET", url: "/api/repository/stats/" })).json();
      expect(stats).toMatchObject({ items: 0, artworks: 0, museums: 0 });
    } finally {
      await off.close();
    }
  });
});
