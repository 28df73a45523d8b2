import type { Product } from "@heritage/domain/catalog";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, searchWordList } from "../../../db/schema/catalog.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";
import { correctedWords } from "./product-search.ts";

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
let test: TestApp;
let app: FastifyInstance;
let categoryId: number;

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  // A category whose name is no near miss of the words below: a typo of a category's name finds
  // its pieces too (product-search-typos), and here only the products' names may match.
  categoryId = (await seedCategory(app, { name: "Homeware" })).id;
});
afterAll(() => test.close());

/** How many products hold each of these words, per the word list (absent: not listed). */
async function counts(...words: string[]): Promise<Record<string, number>> {
  const rows = await app.db.select().from(searchWordList).where(inArray(searchWordList.word, words));
  return Object.fromEntries(rows.map((row) => [row.word, row.products]));
}

async function search(url: string): Promise<number[]> {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { results?: Product[]; products?: { id: number }[] };
  return (body.results ?? body.products ?? []).map((product) => product.id);
}

describe(`the word list follows the products' names in every language (${where})`, () => {
  it("counts the folded words of inserted, renamed, retranslated and deleted products", async () => {
    const peace = await seedProduct(app, categoryId, {
      name: "Agaseke Peace Basket",
      translations: { fr: { name: "Panier de la paix" } },
    });
    const woven = await seedProduct(app, categoryId, { name: "Woven basket, Huye" });
    expect(await counts("agaseke", "peace", "basket", "panier", "paix", "woven", "huye")).toEqual({
      agaseke: 1,
      peace: 1,
      basket: 2,
      panier: 1,
      paix: 1,
      woven: 1,
      huye: 1,
    });

    await app.db.update(products).set({ name: "Agaseke Peace Bowl" }).where(eq(products.id, peace.id));
    expect(await counts("basket", "bowl", "agaseke")).toEqual({ basket: 1, bowl: 1, agaseke: 1 });

    // Accents folded as the search folds them (decision 150).
    await app.db
      .update(products)
      .set({ translations: { fr: { name: "Bol de la paix éternelle" } } })
      .where(eq(products.id, peace.id));
    expect(await counts("panier", "bol", "eternelle", "paix")).toEqual({ bol: 1, eternelle: 1, paix: 1 });

    // A change that leaves the names alone (an order's stock) leaves the list alone.
    await app.db.update(products).set({ stock: sql`${products.stock} + 1` });
    expect(await counts("basket", "bowl")).toEqual({ basket: 1, bowl: 1 });

    await app.db.delete(products).where(eq(products.id, woven.id));
    expect(await counts("basket", "woven", "huye", "bowl")).toEqual({ bowl: 1 });
    await app.db.delete(products).where(eq(products.id, peace.id));
    expect(await counts("bowl", "agaseke", "bol")).toEqual({});
  });
});

describe(`a typo is corrected through the word list (${where})`, () => {
  it("corrects swapped letters to the known word, then finds its products through it", async () => {
    const basket = await seedProduct(app, categoryId, { name: "Imigongo basket" });
    expect(await correctedWords(app.db, ["baskte", "imigong", "zebra"])).toEqual([
      ["basket"],
      ["imigongo"],
      [],
    ]);
    expect(await search("/api/market/products/?search=baskte")).toEqual([basket.id]);
    expect(await search("/api/market/suggestions/?search=baskte")).toEqual([basket.id]);

    // Without "basket" in the list the typo finds nothing, while the word itself still does: the
    // product is matched on the corrected word, not by comparing the typo with every name.
    await app.db.delete(searchWordList).where(eq(searchWordList.word, "basket"));
    await app.db.update(products).set({ stock: 9 }).where(eq(products.id, basket.id)); // a new catalogue version
    expect(await search("/api/market/products/?search=baskte")).toEqual([]);
    expect(await search("/api/market/suggestions/?search=baskte")).toEqual([]);
    expect(await search("/api/market/products/?search=basket")).toEqual([basket.id]);
  });
});
