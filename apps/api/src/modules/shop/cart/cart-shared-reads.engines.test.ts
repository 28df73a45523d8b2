import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";

let test: TestApp;
let app: FastifyInstance;
let categoryId: number;

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  categoryId = (await seedCategory(app)).id;
});
afterAll(() => test.close());

interface CartBody {
  items: { quantity: number; product: { id: number; images: unknown[] } }[];
  total_items: number;
}

/** Counts the statements the app sends to its driver (PGlite or the pg pool) while `run` runs. */
async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const driver = (app.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const original = driver.query;
  let queries = 0;
  driver.query = (...args: unknown[]) => {
    queries += 1;
    return original.apply(driver, args);
  };
  try {
    return { result: await run(), queries };
  } finally {
    driver.query = original;
  }
}

const readCart = (headers: Record<string, string>) =>
  app.inject({ method: "GET", url: "/api/market/cart/my_cart/", headers });

const add = (headers: Record<string, string>, productId: number, quantity: number) =>
  app.inject({
    method: "POST",
    url: "/api/market/cart/add_item/",
    headers,
    payload: { product_id: productId, quantity },
  });

describe("signed-in reads arriving together share their queries (db/coalesced-reads.ts)", () => {
  it("30 cart reads of three shoppers at once: each gets its own cart, in far fewer queries than requests", async () => {
    const basket = await seedProduct(app, categoryId, { stock: 10 }, 2);
    const drum = await seedProduct(app, categoryId, { stock: 10 });
    const [amina, brice, chloe] = [
      await signUpShopper(app),
      await signUpShopper(app),
      await signUpShopper(app),
    ];
    expect((await add(amina.headers, basket.id, 2)).statusCode).toBe(200);
    expect((await add(brice.headers, drum.id, 1)).statusCode).toBe(200);
    expect((await add(brice.headers, basket.id, 3)).statusCode).toBe(200);
    expect((await readCart(chloe.headers)).statusCode).toBe(200); // an empty cart

    const shoppers = Array.from({ length: 30 }, (_, i) => [amina, brice, chloe][i % 3]!);
    const { result: responses, queries } = await countQueries(() =>
      Promise.all(shoppers.map((shopper) => readCart(shopper.headers))),
    );

    responses.forEach((response, i) => {
      expect(response.statusCode).toBe(200);
      const cart = response.json() as CartBody;
      const lines = cart.items.map((item) => [item.product.id, item.quantity, item.product.images.length]);
      if (i % 3 === 0) expect(lines).toEqual([[basket.id, 2, 2]]);
      if (i % 3 === 1) {
        expect(lines).toEqual([
          [drum.id, 1, 1],
          [basket.id, 3, 2],
        ]);
      }
      if (i % 3 === 2) expect(lines).toEqual([]);
    });
    // One at a time, each read costs three statements (user, lines, images): 90 here.
    expect(queries).toBeLessThan(shoppers.length);
  }, 60_000);

  it("a shopper's add is seen by their next read, while others' reads keep the lookups busy", async () => {
    const mask = await seedProduct(app, categoryId, { stock: 5 });
    const busy = await signUpShopper(app);
    const shopper = await signUpShopper(app);
    const background = Array.from({ length: 40 }, () => readCart(busy.headers));

    expect((await add(shopper.headers, mask.id, 1)).statusCode).toBe(200);
    const after = (await readCart(shopper.headers)).json() as CartBody;
    expect(after.items.map((item) => item.product.id)).toEqual([mask.id]);
    expect(after.total_items).toBe(1);

    for (const response of await Promise.all(background)) expect(response.statusCode).toBe(200);
  }, 60_000);

  it("a deleted account's token stops working at once, even among concurrent reads", async () => {
    const leaving = await signUpShopper(app);
    const staying = await signUpShopper(app);
    const deleted = await app.inject({
      method: "DELETE",
      url: "/api/users/me/",
      headers: leaving.headers,
      payload: { password: "Inanga-secret9" },
    });
    expect(deleted.statusCode).toBe(204);
    const [gone, ...others] = await Promise.all([
      readCart(leaving.headers),
      ...Array.from({ length: 10 }, () => readCart(staying.headers)),
    ]);
    expect(gone!.statusCode).toBe(401);
    for (const response of others) expect(response.statusCode).toBe(200);
  }, 60_000);
});
