import type { Product } from "@heritage/domain/catalog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";

let test: TestApp;
let app: FastifyInstance;
const ids: Record<string, number> = {};

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  const baskets = await seedCategory(app, { name: "Woven Baskets", slug: "woven-baskets" });
  const pottery = await seedCategory(app, { name: "Pottery", slug: "pottery" });
  const rows: [string, number, string, string][] = [
    ["agaseke", baskets.id, "Agaseke Peace Basket", "Sisal and sweetgrass, lidded"],
    ["bowl", pottery.id, "Clay Bowl", "Fired in Gitarama, holds a basket of fruit"],
    ["pot", pottery.id, "Water Pot", "Black clay"],
    ["mat", baskets.id, "Sleeping Mat", "Papyrus"],
    ["wild", pottery.id, "Vase 50% off_sale", "Name with LIKE wildcards"],
  ];
  for (const [key, category, name, description] of rows) {
    ids[key] = (await seedProduct(app, category, { name, description }, 1)).id;
  }
  await seedProduct(app, pottery.id, { name: "Hidden Basket", is_active: false });
});
afterAll(() => test.close());

async function search(term: string, extra = ""): Promise<number[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/market/products/?search=${encodeURIComponent(term)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: Product[] }).results.map((product) => product.id);
}

describe("search", () => {
  it("matches whole and partial words in any case", async () => {
    expect(await search("Agaseke")).toEqual([ids.agaseke]);
    expect(await search("agas")).toEqual([ids.agaseke]);
    expect(await search("GASEK")).toEqual([ids.agaseke]);
    expect(await search("  peace  ")).toEqual([ids.agaseke]);
  });

  it("matches the description and the category name", async () => {
    expect(await search("papyrus")).toEqual([ids.mat]);
    expect(await search("potter")).toEqual(expect.arrayContaining([ids.bowl, ids.pot, ids.wild]));
    expect((await search("potter")).length).toBe(3);
  });

  it("forgives a typo in a word of the name", async () => {
    expect(await search("agaseek")).toEqual([ids.agaseke]);
    expect(await search("baskt")).toContain(ids.agaseke);
    expect(await search("sleping")).toEqual([ids.mat]);
  });

  it("ranks name matches before description and category matches", async () => {
    // "basket" is in the Agaseke name, in the bowl's description and in the mat's category name.
    const found = await search("basket");
    expect(found[0]).toBe(ids.agaseke);
    expect(found).toEqual(expect.arrayContaining([ids.bowl, ids.mat]));
    expect(found).not.toContain(ids.pot);
  });

  it("needs every word, each anywhere", async () => {
    expect(await search("clay bowl")).toEqual([ids.bowl]);
    expect(await search("black clay")).toEqual([ids.pot]);
    expect(await search("clay")).toEqual([ids.bowl, ids.pot]);
    expect(await search("clay zebra")).toEqual([]);
  });

  it("takes % and _ literally", async () => {
    expect(await search("50%")).toEqual([ids.wild]);
    expect(await search("off_s")).toEqual([ids.wild]);
    expect(await search("%")).toEqual([ids.wild]);
    expect(await search("_")).toEqual([ids.wild]);
  });

  it("never shows inactive products and combines with other filters and orderings", async () => {
    expect(await search("hidden")).toEqual([]);
    expect(await search("clay", "&ordering=-price&category=pottery")).toHaveLength(2);
    expect(await search("", "&page_size=100")).toHaveLength(5);
  });

  it("refuses a search longer than 200 characters", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/api/market/products/?search=${"a".repeat(201)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ search: ["Search is too long."] });
  });
});
