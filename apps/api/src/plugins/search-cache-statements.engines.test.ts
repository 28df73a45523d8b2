import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/schema/catalog.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../test/fixtures/catalog-fixtures.ts";

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
/** The one statement a cached read may wait for on PostgreSQL (catalog-cache-version.ts). */
const VERSION_READ = "catalog_version_read";

type Method = (...args: unknown[]) => unknown;
type Client = Record<string, Method | undefined>;

/**
 * Every statement the app hands its database driver while `run` runs, by its name or text: PGlite's
 * query/exec/transaction, or the pg pool's query and its connection checkouts (a transaction).
 */
async function statementsDuring(app: FastifyInstance, run: () => Promise<unknown>): Promise<string[]> {
  const client = (app.database.db as unknown as { $client: Client }).$client;
  const seen: string[] = [];
  const methods = ["query", "exec", "transaction", "connect"].filter(
    (name) => typeof client[name] === "function",
  );
  const originals = new Map(methods.map((name) => [name, client[name]!]));
  // pg's pool.query checks a connection out through pool.connect: that one is the query's own.
  let inQuery = false;
  for (const [name, original] of originals) {
    client[name] = (...args: unknown[]) => {
      const first = args[0] as string | { name?: string; text?: string } | undefined;
      if (name === "connect") {
        if (!inQuery) seen.push("connect (a transaction or a held connection)");
        return original.apply(client, args);
      }
      seen.push(typeof first === "string" ? first : (first?.name ?? first?.text ?? name));
      inQuery = true;
      try {
        return original.apply(client, args);
      } finally {
        inQuery = false;
      }
    };
  }
  try {
    await run();
  } finally {
    for (const [name, original] of originals) client[name] = original;
  }
  return seen;
}

/** What a cached answer may cost: nothing on PGlite, the shared version read on PostgreSQL. */
const beyondTheVersionRead = (statements: string[]) => statements.filter((text) => text !== VERSION_READ);

describe(`a repeated search answered from the cache sends the database nothing (${where})`, () => {
  let t: TestApp;
  let basketId: number;
  beforeAll(async () => {
    // A low limit: the repeats below come from one address too, far past it.
    t = await buildTestApp({ searchLimits: { perMinute: 3, concurrency: 2 }, jobs: false });
    const category = await seedCategory(t.app, { name: "Woven baskets" });
    basketId = (await seedProduct(t.app, category.id, { name: "Agaseke basket", price: 1000 })).id;
    await seedProduct(t.app, category.id, { name: "Imigongo panel", price: 2000 });
    // Enough baskets that the typo's answer is worth compressing (plugins/compression.ts).
    for (let i = 0; i < 8; i += 1) await seedProduct(t.app, category.id, { name: `Sisal basket ${i}` });
  });
  afterAll(() => t.close());

  const SEARCH = "/api/market/products/?search=agaseke";
  const TYPO = "/api/market/products/?search=baskte";
  const SUGGEST = "/api/market/suggestions/?search=imigong";
  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, remoteAddress, headers });

  it("runs a new text in SQL once, with the throttle's count; every repeat after it runs no statement", async () => {
    // The first time each text is asked, it is a database read like any search: counted and run.
    const first = await statementsDuring(t.app, async () => {
      for (const url of [SEARCH, TYPO, SUGGEST])
        expect((await get(url, "198.51.100.1")).statusCode).toBe(200);
    });
    expect(first.filter((text) => text.includes("rate_limits"))).toHaveLength(3);
    expect(first.filter((text) => /from "products"/.test(text)).length).toBeGreaterThanOrEqual(3);

    // The same texts again, as the bench sends them: from many addresses, in other spellings the
    // key normalises, compressed, and as a browser's revalidation; and from the first address,
    // which is past its limit of 3 by now.
    const etag = (await get(SEARCH, "198.51.100.2")).headers.etag as string;
    const repeats = await statementsDuring(t.app, async () => {
      for (let i = 0; i < 12; i += 1) {
        const from = `203.0.113.${i + 1}`;
        for (const url of [SEARCH, TYPO, SUGGEST, `${SEARCH}&utm_source=x&category=`]) {
          expect((await get(url, from)).statusCode).toBe(200);
        }
        const brotli = await get(TYPO, from, { "accept-encoding": "gzip, br" });
        expect(brotli.headers["content-encoding"]).toBe("br");
        expect((await get(SEARCH, from, { "if-none-match": etag })).statusCode).toBe(304);
        expect((await get(SUGGEST, "198.51.100.1")).statusCode).toBe(200);
      }
    });
    expect(beyondTheVersionRead(repeats)).toEqual([]);
    if (where === "PGlite") expect(repeats).toEqual([]);
  });

  it("after a catalogue write the next repeat reads the database again and shows the write", async () => {
    const price = async (from: string) =>
      ((await get(SEARCH, from)).json() as { results: { id: number; price: string }[] }).results.find(
        (product) => product.id === basketId,
      )?.price;
    expect(await price("192.0.2.1")).toBe("1000.00");
    await t.app.db.update(products).set({ price: 1700 }).where(eq(products.id, basketId));
    const after = await statementsDuring(t.app, async () => expect(await price("192.0.2.2")).toBe("1700.00"));
    expect(after.filter((text) => /from "products"/.test(text)).length).toBeGreaterThan(0);
    expect(beyondTheVersionRead(await statementsDuring(t.app, () => price("192.0.2.3")))).toEqual([]);
  });
});
