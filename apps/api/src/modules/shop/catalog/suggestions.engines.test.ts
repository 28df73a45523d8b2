import type { Suggestions } from "@heritage/domain/suggestions";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../db/schema/catalog.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
type Driver = { query: (...args: unknown[]) => Promise<unknown> };
let test: TestApp;
let app: FastifyInstance;
let basketsId = 0;
const ids: Record<string, number> = {};

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  const baskets = await seedCategory(app, {
    name: "Woven Baskets",
    slug: "woven-baskets",
    translations: { fr: { name: "Paniers tissés" }, rw: { name: "Ibiseke" } },
  });
  basketsId = baskets.id;
  const pottery = await seedCategory(app, { name: "Pottery", slug: "pottery" });
  ids.agaseke = (
    await seedProduct(app, baskets.id, {
      name: "Agaseke Peace Basket",
      price: 25000,
      translations: { fr: { name: "Panier de la paix Agaseke" }, rw: { name: "Agaseke k'amahoro" } },
    })
  ).id;
  ids.pot = (
    await seedProduct(app, pottery.id, { name: "Clay Water Pot", description: "Holds a basket" })
  ).id;
  ids.hidden = (await seedProduct(app, baskets.id, { name: "Hidden Basket", is_active: false })).id;
});
afterAll(() => test.close());

async function suggestions(search: string, query = ""): Promise<Suggestions> {
  const response = await app.inject({
    method: "GET",
    url: `/api/market/suggestions/?search=${encodeURIComponent(search)}${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Suggestions;
}

/** How many statements reading products the driver is given while `run` runs. */
async function productQueries(run: () => Promise<unknown>): Promise<number> {
  const driver = (app.database.db as unknown as { $client: Driver }).$client;
  const original = driver.query;
  let count = 0;
  driver.query = (...args: unknown[]) => {
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text: string }).text;
    if (/from "products"/.test(text)) count += 1;
    return original.apply(driver, args);
  };
  try {
    await run();
  } finally {
    driver.query = original;
  }
  return count;
}

describe(`search suggestions (${where})`, () => {
  it("suggests products and categories from the first letters, with a thumbnail and a price", async () => {
    const found = await suggestions("bask");
    expect(found.products.map((p) => p.id)).toEqual([ids.agaseke]);
    expect(found.products[0]).toEqual({
      id: ids.agaseke,
      name: "Agaseke Peace Basket",
      category_name: "Woven Baskets",
      price: "25000.00",
      thumbnail: expect.stringMatching(/^\/media\/.*-thumb\.webp$/),
    });
    expect(found.categories).toEqual([{ id: basketsId, name: "Woven Baskets", slug: "woven-baskets" }]);
  });

  it("forgives a typo and ignores descriptions and inactive products: baskte", async () => {
    const found = await suggestions("baskte");
    expect(found.products.map((p) => p.id)).toEqual([ids.agaseke]);
    expect(found.categories.map((c) => c.slug)).toEqual(["woven-baskets"]);
  });

  it("takes several words, each narrowing, with a typo in any of them", async () => {
    for (const search of ["peace basket", "agaseke peace basket", "peace baskte", "basket  peace"]) {
      const found = await suggestions(search);
      expect(
        found.products.map((p) => p.id),
        search,
      ).toEqual([ids.agaseke]);
    }
    expect((await suggestions("woven baskets")).categories.map((c) => c.slug)).toEqual(["woven-baskets"]);
    expect(await suggestions("clay basket")).toEqual({ products: [], categories: [] });
    expect((await suggestions("silver agaseke")).products).toEqual([]);
    expect((await suggestions("agaseke k'amahoro")).products.map((p) => p.id)).toEqual([ids.agaseke]);
  });

  it("answers in the request's language and finds words of any language", async () => {
    const fr = await suggestions("panier", "&lang=fr");
    expect(fr.products.map((p) => p.name)).toEqual(["Panier de la paix Agaseke"]);
    expect(fr.categories.map((c) => c.name)).toEqual(["Paniers tissés"]);
    const rw = await suggestions("ibiseke", "&lang=rw");
    expect(rw.categories.map((c) => c.name)).toEqual(["Ibiseke"]);
  });

  it("suggests at most 6 products, best first", async () => {
    const category = await seedCategory(app);
    for (let i = 0; i < 8; i += 1) await seedProduct(app, category.id, { name: `Drum no. ${i}` });
    await seedProduct(app, category.id, { name: "Drum" });
    const found = await suggestions("drum");
    expect(found.products).toHaveLength(6);
    expect(found.products[0]!.name).toBe("Drum");
  });

  it("suggests nothing for a blank text and refuses a text over 200 characters", async () => {
    expect(await suggestions("   ")).toEqual({ products: [], categories: [] });
    const response = await app.inject({
      method: "GET",
      url: `/api/market/suggestions/?search=${"a".repeat(201)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ search: ["Search is too long."] });
  });

  it("answers a repeated text from the cache, and a write from the next request on", async () => {
    await suggestions("clay");
    expect(await productQueries(() => suggestions(" CLAY "))).toBe(0);
    await app.db.update(products).set({ name: "Clay Milk Pot" }).where(eq(products.id, ids.pot!));
    const after = await suggestions("clay");
    expect(after.products.map((p) => p.name)).toEqual(["Clay Milk Pot"]);
  });
});
