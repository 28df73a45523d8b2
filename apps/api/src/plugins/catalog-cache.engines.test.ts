import { NEW_ARRIVAL_DAYS } from "@heritage/domain/constants";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { products } from "../db/schema/catalog.ts";
import { signInAdmin } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../test/fixtures/catalog-fixtures.ts";

const LIST = "/api/market/products/";
const DAY_MS = 24 * 60 * 60 * 1000;
const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

type Driver = { query: (...args: unknown[]) => Promise<unknown> };

/** Counts the SQL statements an app sends that read the products table. */
async function productQueries(app: FastifyInstance, run: () => Promise<unknown>): Promise<number> {
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

async function priceOf(app: FastifyInstance, id: number, url = LIST): Promise<string | undefined> {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { results: { id: number; price: string }[] };
  return body.results.find((product) => product.id === id)?.price;
}

describe(`catalogue response cache, one API instance (${where})`, () => {
  let t: TestApp;
  let categoryId: number;
  let productId: number;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  // A fresh category per test, listed alone: each test starts from its own cold answers.
  const list = () => `${LIST}?category=${categoryId}`;
  beforeEach(async () => {
    categoryId = (await seedCategory(t.app)).id;
    productId = (await seedProduct(t.app, categoryId, { price: 1000 })).id;
  });

  it("answers a repeated anonymous read from memory, with an ETag", async () => {
    const first = await t.app.inject({ method: "GET", url: list() });
    let second = first;
    const queries = await productQueries(t.app, async () => {
      second = await t.app.inject({ method: "GET", url: list() });
    });
    expect(queries).toBe(0);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe("no-cache");
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("keys an answer by what the route reads: order, empty and unknown parameters do not matter", async () => {
    const first = await t.app.inject({ method: "GET", url: `${list()}&ordering=price` });
    const variants = [
      `${LIST}?ordering=price&category=${categoryId}`,
      `/api/market/products?category=${categoryId}&ordering=price&search=&utm_source=sms`,
      `${list()}&_=${Date.now()}&ordering=price`,
    ];
    for (const url of variants) {
      let again = first;
      expect(
        await productQueries(t.app, async () => (again = await t.app.inject({ method: "GET", url }))),
      ).toBe(0);
      expect(again.body).toBe(first.body);
    }
    // A parameter the route does read is part of the key.
    const paged = `${list()}&ordering=price&page_size=1`;
    expect(await productQueries(t.app, () => t.app.inject({ method: "GET", url: paged }))).toBeGreaterThan(0);
  });

  it("builds next/previous from the normalised parameters: a cached answer echoes no one's query text", async () => {
    await seedProduct(t.app, categoryId, { price: 2000 });
    await seedProduct(t.app, categoryId, { price: 3000 });
    const hostile = encodeURIComponent('"><script>alert(1)</script>');
    const poisoned = await t.app.inject({
      method: "GET",
      url: `/api/market/products?x=${hostile}&page_size=1&search=&category=${categoryId}&page=2&utm_source=evil`,
    });
    const expected = {
      next: `/api/market/products/?category=${categoryId}&page_size=1&page=3`,
      previous: `/api/market/products/?category=${categoryId}&page_size=1&page=1`,
    };
    expect(poisoned.json()).toMatchObject(expected);
    // The next visitor asking for the same page gets the same clean links from memory.
    const clean = `${LIST}?page=2&category=${categoryId}&page_size=1`;
    let again = poisoned;
    expect(
      await productQueries(t.app, async () => (again = await t.app.inject({ method: "GET", url: clean }))),
    ).toBe(0);
    expect(again.json()).toMatchObject(expected);
    expect(again.body).not.toMatch(/<script|%3Cscript|utm_source|evil/i);
  });

  it("answers 304 with no body when If-None-Match holds the current ETag, 200 once it changed", async () => {
    const first = await t.app.inject({ method: "GET", url: list() });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: "GET", url: list(), headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const admin = await signInAdmin(t.app);
    await t.app.inject({
      method: "PATCH",
      url: `/api/market/products/${productId}/`,
      headers: admin.headers,
      payload: { price: "1500" },
    });
    const changed = await t.app.inject({ method: "GET", url: list(), headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("sees an administrator's write as soon as it has returned", async () => {
    expect(await priceOf(t.app, productId, list())).toBe("1000.00");
    const admin = await signInAdmin(t.app);
    const write = await t.app.inject({
      method: "PATCH",
      url: `/api/market/products/${productId}/`,
      headers: admin.headers,
      payload: { price: "2500" },
    });
    expect(write.statusCode).toBe(200);
    expect(await priceOf(t.app, productId, list())).toBe("2500.00");
  });

  it("sees writes that bypass the catalogue routes (an order's stock change, a script)", async () => {
    const one = `/api/market/products/${productId}/`;
    expect((await t.app.inject({ method: "GET", url: one })).json()).toMatchObject({ stock: 5 });
    await t.app.db.transaction(async (tx) => {
      await tx.update(products).set({ stock: 4 }).where(eq(products.id, productId));
    });
    expect((await t.app.inject({ method: "GET", url: one })).json()).toMatchObject({ stock: 4 });
    await t.app.db.execute(sql`update categories set name = 'Renamed' where id = ${categoryId}`);
    const categories = await t.app.inject({ method: "GET", url: "/api/market/categories/" });
    expect(categories.json()).toContainEqual(expect.objectContaining({ id: categoryId, name: "Renamed" }));
  });

  it("never answers an administrator from the visitors' cache", async () => {
    const hidden = await seedProduct(t.app, categoryId, { is_active: false });
    const url = `${list()}&is_active=false`;
    expect(await priceOf(t.app, hidden.id, url)).toBeUndefined();
    const admin = await signInAdmin(t.app);
    const response = await t.app.inject({ method: "GET", url, headers: admin.headers });
    expect((response.json() as { results: { id: number }[] }).results.map((p) => p.id)).toEqual([hidden.id]);
  });
});

describe(`catalogue response cache, searches and what is never stored (${where})`, () => {
  let t: TestApp;
  let clock = new Date("2026-06-01T12:00:00Z");
  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it("answers a repeated search from memory, and only at the current catalogue version", async () => {
    // Decision 152 (decision 060 ran every search in the database): a popular search is a hit.
    const category = await seedCategory(t.app);
    const basket = await seedProduct(t.app, category.id, { name: "Agaseke basket", price: 1000 });
    const url = `${LIST}?search=agaseke`;
    expect(await priceOf(t.app, basket.id, url)).toBe("1000.00");
    expect(await productQueries(t.app, () => priceOf(t.app, basket.id, url))).toBe(0);
    // A typo is another text: its own entry, from the database once.
    const typo = `${LIST}?search=agasekr`;
    expect(await productQueries(t.app, () => priceOf(t.app, basket.id, typo))).toBeGreaterThan(0);
    expect(await productQueries(t.app, () => priceOf(t.app, basket.id, typo))).toBe(0);
    // A write anywhere in the catalogue is seen by the next search, typo or not.
    await t.app.db.update(products).set({ price: 1500 }).where(eq(products.id, basket.id));
    expect(await priceOf(t.app, basket.id, url)).toBe("1500.00");
    expect(await priceOf(t.app, basket.id, typo)).toBe("1500.00");
    const renamed = await seedProduct(t.app, category.id, { name: "Agaseke lid" });
    expect(await priceOf(t.app, renamed.id, url)).toBe("1000.00");
  });

  it("lets a product leave 'new arrivals' when the clock passes, with no write", async () => {
    const category = await seedCategory(t.app);
    const created = new Date(clock.getTime() - (NEW_ARRIVAL_DAYS - 1) * DAY_MS);
    const product = await seedProduct(t.app, category.id, { created_at: created });
    const url = `${LIST}?filter=new&category=${category.id}`;
    expect(await priceOf(t.app, product.id, url)).toBe("1000.00");
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    expect(await priceOf(t.app, product.id, url)).toBeUndefined();
  });
});

/** A second API instance on the same database, with its own cache (and, on PostgreSQL, its own pool). */
async function secondInstance(first: TestApp): Promise<{ app: FastifyInstance; database: Database }> {
  const shared = first.app.database;
  const url = (shared.db as unknown as { $client: { options?: { connectionString?: string } } }).$client
    .options?.connectionString;
  const database = shared.kind === "postgres" ? await openDatabase({ databaseUrl: url }) : shared;
  const app = await buildApp({ ...first.app.config }, { database, logger: false });
  await app.ready();
  return { app, database };
}

describe(`catalogue response cache, two API instances on one database (${where})`, () => {
  let a: TestApp;
  let b: { app: FastifyInstance; database: Database };
  let productId: number;
  beforeAll(async () => {
    a = await buildTestApp();
    b = await secondInstance(a);
    const category = await seedCategory(a.app);
    productId = (await seedProduct(a.app, category.id, { price: 1000 })).id;
  });
  afterAll(async () => {
    await b.app.close();
    if (b.database !== a.app.database) await b.database.close();
    await a.close();
  });

  it("a write through one instance is seen by the other's next read", async () => {
    // A search too (decision 152): stored like the catalogue's pages, served at the same version.
    const search = `${LIST}?search=product`;
    expect(await priceOf(a.app, productId)).toBe("1000.00");
    expect(await priceOf(b.app, productId)).toBe("1000.00");
    expect(await priceOf(b.app, productId, search)).toBe("1000.00");
    // B really answers from its cache before the write...
    expect(await productQueries(b.app, () => priceOf(b.app, productId))).toBe(0);
    expect(await productQueries(b.app, () => priceOf(b.app, productId, search))).toBe(0);

    const admin = await signInAdmin(a.app);
    const write = await a.app.inject({
      method: "PATCH",
      url: `/api/market/products/${productId}/`,
      headers: admin.headers,
      payload: { price: "3000" },
    });
    expect(write.statusCode).toBe(200);
    // ...and not after it.
    expect(await priceOf(b.app, productId)).toBe("3000.00");
    expect(await priceOf(b.app, productId, search)).toBe("3000.00");

    await b.app.db.update(products).set({ price: 3100 }).where(eq(products.id, productId));
    expect(await priceOf(a.app, productId)).toBe("3100.00");
  });
});

describe(`catalogue response cache switched off with CATALOG_CACHE=false (${where})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ catalogCache: false });
  });
  afterAll(() => t.close());

  it("reads the database for every request and sends no ETag", async () => {
    const category = await seedCategory(t.app);
    await seedProduct(t.app, category.id);
    const url = `${LIST}?category=${category.id}`;
    await t.app.inject({ method: "GET", url });
    let again = await t.app.inject({ method: "GET", url });
    expect(
      await productQueries(t.app, async () => (again = await t.app.inject({ method: "GET", url }))),
    ).toBeGreaterThan(0);
    expect(again.headers.etag).toBeUndefined();
  });
});
