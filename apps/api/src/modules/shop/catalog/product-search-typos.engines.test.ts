import type { Product } from "@heritage/domain/catalog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
let test: TestApp;
let app: FastifyInstance;
const ids: Record<string, number> = {};

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  const baskets = await seedCategory(app, {
    name: "Woven Baskets",
    translations: { fr: { name: "Paniers tissés" }, rw: { name: "Ibiseke" } },
  });
  const art = await seedCategory(app, { name: "Wall Art" });
  const pottery = await seedCategory(app, { name: "Pottery" });
  const rows: [string, number, Partial<Parameters<typeof seedProduct>[2]>][] = [
    [
      "agaseke",
      baskets.id,
      {
        name: "Agaseke Peace Basket",
        description: "Sisal and sweetgrass, lidded",
        translations: {
          fr: { name: "Panier de la paix Agaseke", description: "Sisal et herbe douce" },
          rw: { name: "Agaseke k'amahoro", description: "Uruhindu n'ubwatsi" },
        },
      },
    ],
    ["sisalMat", baskets.id, { name: "Sisal Mat", description: "Woven like a basket, by the same hands" }],
    ["panel", art.id, { name: "Imigongo Wall Panel", description: "Cow-dung relief from Nyakarambi" }],
    ["tile", art.id, { name: "Imigongo Tile", description: "Black and red spirals" }],
    [
      "ceramique",
      pottery.id,
      {
        name: "Céramique noire",
        description: "Poterie façonnée à la main à Gatagara",
        original_language: "fr",
        translations: { en: { name: "Black ceramic", description: "Hand-shaped pottery" } },
      },
    ],
    ["waterPot", pottery.id, { name: "Ikibindi water pot", description: "Fired clay" }],
    ["lamp", pottery.id, { name: "Potter's lamp", description: "Clay oil lamp" }],
  ];
  for (const [key, category, fields] of rows) ids[key] = (await seedProduct(app, category, fields)).id;
});
afterAll(() => test.close());

async function search(term: string): Promise<number[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/market/products/?search=${encodeURIComponent(term)}&page_size=50`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: Product[] }).results.map((product) => product.id);
}

describe(`typo-tolerant, multilingual search (${where})`, () => {
  it("finds the baskets despite swapped letters: baskte", async () => {
    const found = await search("baskte");
    expect(found[0]).toBe(ids.agaseke);
    expect(found).not.toContain(ids.waterPot);
    expect(found).not.toContain(ids.panel);
  });

  it("finds a category's pieces despite a typo in its name: pottry, potery, POTTRY", async () => {
    const pottery = [ids.ceramique, ids.waterPot, ids.lamp].sort();
    for (const term of ["pottry", "potery", "POTTRY", "pottery"])
      expect((await search(term)).sort(), term).toEqual(pottery);
    // A short word is no typo of a category: "arr" is inside no name, and finds nothing.
    expect(await search("arr")).toEqual([]);
  });

  it("finds the Imigongo pieces from a cut-short word: imigong", async () => {
    expect((await search("imigong")).sort()).toEqual([ids.panel, ids.tile].sort());
    expect((await search("imigongo tile"))[0]).toBe(ids.tile);
  });

  it("finds what a Kinyarwanda word names: agaseke, amahoro, ibiseke", async () => {
    expect(await search("agaseke")).toEqual([ids.agaseke]);
    expect(await search("amahoro")).toEqual([ids.agaseke]);
    // The category's Kinyarwanda name: every basket in it.
    expect((await search("ibiseke")).sort()).toEqual([ids.agaseke, ids.sisalMat].sort());
  });

  it("finds what a French word names: panier, paix, poterie", async () => {
    expect(await search("panier")).toContain(ids.agaseke);
    expect(await search("paix")).toEqual([ids.agaseke]);
    expect(await search("poterie")).toEqual([ids.ceramique]);
  });

  it("ignores accents and case both ways", async () => {
    const cases: [string, string][] = [
      ["ceramique", "ceramique"],
      ["CÉRAMIQUE", "ceramique"],
      ["Ceramique Noire", "ceramique"],
      ["faconnee", "ceramique"],
      // The category's French name, "Paniers tissés".
      ["tisses", "agaseke"],
      ["Agasékè", "agaseke"],
    ];
    for (const [term, key] of cases) expect(await search(term), term).toContain(ids[key]);
    expect(await search("Agasékè")).toEqual([ids.agaseke]);
  });

  it("ranks a name before a description, and a whole word before a part of one", async () => {
    // "basket" is in the Agaseke's name and in the Sisal Mat's description.
    const basket = await search("basket");
    expect(basket.indexOf(ids.agaseke!)).toBeLessThan(basket.indexOf(ids.sisalMat!));
    expect(basket).toContain(ids.sisalMat);
    // "pot" is a whole word of the Ikibindi's name, a part of a word of the lamp's.
    const pot = await search("pot");
    expect(pot[0]).toBe(ids.waterPot);
    expect(pot).toContain(ids.lamp);
  });
});
