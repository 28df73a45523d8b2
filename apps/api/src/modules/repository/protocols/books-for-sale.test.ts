import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productItems } from "../../../db/schema/protocols.ts";
import { DEMO_BOOK_PRODUCTS, linkDemoBooks } from "../../../seed/demo-book-links.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";
import {
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";

/** A library book offers the product that sells it (decision 178). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 300_000);
afterAll(async () => t?.close());

const listBooks = async (language = "en") => {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/repository/items?type=book",
    headers: { "accept-language": language },
  });
  expect(response.statusCode).toBe(200);
  return response.json().results as { title: string; for_sale: unknown }[];
};

describe("books for sale", () => {
  it("lists a book's active product (name in the reader's language) and null for a book without one", async () => {
    const place = await insertInstitutionAndCollection(t.app.db, "library");
    const [phrasebook, novel] = await Promise.all(
      ["A Kinyarwanda Phrasebook", "The Weaver's Daughter"].map(
        async (title) => (await insertTestItem(t.app.db, place, { title, type: "book" }))!,
      ),
    );
    const category = await seedCategory(t.app);
    const product = await seedProduct(t.app, category.id, {
      name: DEMO_BOOK_PRODUCTS["A Kinyarwanda Phrasebook"],
      price: 12_000,
      translations: { fr: { name: "Le kinyarwanda pour débuter" } },
    });
    const hidden = await seedProduct(t.app, category.id, { name: "An old edition", is_active: false });
    await t.app.db
      .insert(productItems)
      .values({ product_id: hidden.id, item_id: phrasebook!.id, position: 0 });

    expect(await linkDemoBooks(t.app.db, [{ id: product.id, name: product.name }])).toBe(1);

    const books = await listBooks();
    expect(books.find((book) => book.title === "A Kinyarwanda Phrasebook")!.for_sale).toEqual({
      id: product.id,
      name: product.name,
      price: 12_000,
    });
    expect(books.find((book) => book.title === novel!.dc_title[0])!.for_sale).toBeNull();
    const inFrench = await listBooks("fr");
    expect(inFrench.find((book) => book.title === "A Kinyarwanda Phrasebook")!.for_sale).toMatchObject({
      name: "Le kinyarwanda pour débuter",
    });
  });
});
