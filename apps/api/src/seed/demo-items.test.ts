import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../db/schema/collections.ts";
import { institutionExhibitions } from "../db/schema/exhibitions.ts";
import { searchTextsOf } from "../modules/repository/collections/item-values.ts";
import { itemImageSources } from "../modules/repository/iiif/item-tiles.ts";
import { backfillTiles } from "../modules/repository/iiif/tile-backfill.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { DEMO_ARTWORKS } from "./content-artworks.ts";
import { DEMO_FIGURES } from "./content-figures.ts";
import { DEMO_BOOKS } from "./content-library.ts";
import { DEMO_MUSEUMS } from "./content-museums.ts";
import { seedContentIfEmpty } from "./content-seed.ts";

// one engine: reads and writes seeded rows one at a time; no race, lock, plan or engine error code

/**
 * The demo artworks, museums, books and figures as repository items (decisions 123, 125): the seed
 * writes them straight into the model; older databases got them from migrations 0021 and 0070
 * (retire-content-tables.engines.test.ts checks the upgrade).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: undefined });
  await seedContentIfEmpty(t.app);
}, 180_000);
afterAll(async () => t.close());

const get = async (url: string, lang?: string) =>
  (await t.app.inject({ method: "GET", url, headers: lang ? { "accept-language": lang } : {} })).json();
/** How many records of each kind the demo holds. */
const demo = {
  artworks: DEMO_ARTWORKS.length,
  museums: DEMO_MUSEUMS.length,
  objects: DEMO_MUSEUMS.reduce((n, museum) => n + museum.artifacts.length, 0),
  pictures: DEMO_MUSEUMS.reduce((n, museum) => n + museum.gallery.length, 0),
  exhibitions: DEMO_MUSEUMS.reduce((n, museum) => n + museum.exhibitions.length, 0),
  books: DEMO_BOOKS.length,
  figures: DEMO_FIGURES.length,
};

describe("demo content as repository items", () => {
  it("makes every artwork, museum object, gallery picture, book and figure a published item", async () => {
    const expected = demo.artworks + demo.objects + demo.pictures + demo.books + demo.figures;
    expect(expected).toBeGreaterThan(60);
    const page = await get("/api/repository/items?page_size=1");
    expect(page.count).toBe(expected);
    const types = Object.fromEntries(
      page.facets.type.map((f: { value: string; count: number }) => [f.value, f.count]),
    );
    expect(types).toMatchObject({
      artwork: demo.artworks,
      book: demo.books,
      document: demo.figures,
      object: demo.objects,
      photograph: demo.pictures,
    });
    // Every item has its picture.
    expect(page.facets.has_media).toEqual([expect.objectContaining({ value: "true", count: expected })]);
  });

  it("makes every museum an institution with its own collection, and the library a library", async () => {
    const institutions = (await get("/api/repository/institutions?page_size=100")).results;
    const museumsAsInstitutions = institutions.filter((i: { kind: string }) => i.kind === "museum");
    expect(museumsAsInstitutions).toHaveLength(demo.museums);
    expect(institutions.filter((i: { kind: string }) => i.kind === "library")).toHaveLength(1);
    const palace = await get("/api/repository/institutions/kings-palace-museum", "fr");
    expect(palace).toMatchObject({ name: "Musée du Palais royal", translated: true, language: "fr" });
    const collection = await get("/api/repository/collections/kings-palace-museum-collection");
    expect(collection.item_count).toBeGreaterThanOrEqual(4);
  });

  it("gives each museum its page: category, hours, cover, long text, exhibitions and its figures", async () => {
    const list = await get("/api/repository/institutions?kind=museum&page_size=100");
    expect(list.count).toBe(demo.museums);
    const memorials = await get("/api/repository/institutions?kind=museum&category=Memorial");
    expect(memorials.results.map((m: { name: string }) => m.name)).toContain("Kigali Genocide Memorial");
    const palace = await get("/api/repository/institutions/kings-palace-museum", "fr");
    expect(palace).toMatchObject({
      category: "Historical",
      opening_hours: "9:00 AM - 5:00 PM",
      language: "fr",
    });
    expect(palace.image).toMatch(/^\/media\//);
    expect(palace.long_description).toContain("Nyanza devint la capitale royale");
    expect(palace.exhibitions.length).toBeGreaterThan(0);
    expect(palace.exhibitions.every((e: { translated: boolean }) => e.translated)).toBe(true);
    // The museum's own figures (dc:relation names it) come first, as the old sidebar had them.
    expect(palace.related.slice(0, 2).map((r: { title: string }) => r.title)).toEqual(
      expect.arrayContaining(["Mutara III Rudahigwa", "Kigeli IV Rwabugiri"]),
    );
    const king = await get("/api/repository/items/mutara-iii-rudahigwa");
    expect(king.dc.relation).toEqual(["King's Palace Museum"]);
  });

  it("keeps the records' translations: every item reads in Kinyarwanda and French", async () => {
    const untranslated: string[] = [];
    for (const language of ["rw", "fr"]) {
      let url: string | null = "/api/repository/items?page_size=100";
      while (url) {
        const page = await get(url, language);
        for (const item of page.results) {
          if (!item.translated || item.language !== language) untranslated.push(`${language}: ${item.title}`);
        }
        url = page.next ? new URL(page.next).pathname + new URL(page.next).search : null;
      }
    }
    expect(untranslated).toEqual([]);
    const drum = await get("/api/repository/items?search=ingoma%20y%27ibwami", "rw");
    expect(drum.results[0]).toMatchObject({ title: "Ingoma y'ibwami", period: "Ikinyejana cya 19" });
  });

  it("writes the search columns as the TypeScript write path does", async () => {
    const rows = await t.app.db.select().from(items);
    for (const row of rows) {
      expect({ slug: row.slug, ...searchTextsOf(row) }).toEqual({
        slug: row.slug,
        title_text: row.title_text,
        search_text: row.search_text,
      });
    }
    // Typo-tolerant search finds a moved artwork by its Kinyarwanda title with a letter missing.
    const found = await get("/api/repository/items?search=umushagirro");
    expect(found.results[0].title).toBe("Umushagiriro, the Cattle Dance");
  });

  it("gives every picture its size and rights, and IIIF tiles from the backfill", async () => {
    const item = await get("/api/repository/items/royal-drum", "fr");
    expect(item.media).toHaveLength(1);
    expect(item.media[0]).toMatchObject({ kind: "image", width: 600, height: 600, mime: "image/webp" });
    expect(item.media[0].rights).toContain("CC BY 4.0");
    expect(item.media[0].rights).toContain("Illustration dessinée");
    const art = await get("/api/repository/items/umushagiriro-the-cattle-dance");
    expect(art.media[0].rights).toBe(art.dc.rights[0]);

    const images = await itemImageSources(t.app.db);
    const stored = await Promise.all(images.map((image) => t.app.mediaStore.exists(image.key)));
    expect(stored.every(Boolean)).toBe(true);
    const drum = images.find((image) => image.id === item.media[0].id)!;
    const { failed } = await backfillTiles(t.app.mediaStore, [drum], new Date());
    expect(failed).toEqual([]);
    const info = await t.app.inject({ method: "GET", url: `/iiif/3/${drum.id}/info.json` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ width: 600, height: 600, type: "ImageService3" });
    const manifest = await t.app.inject({
      method: "GET",
      url: `/iiif/items/${item.public_id}/manifest.json`,
    });
    expect(manifest.statusCode).toBe(200);
  });

  it("gives every museum its exhibitions", async () => {
    expect(await t.app.db.$count(institutionExhibitions)).toBe(demo.exhibitions);
  });
});
