import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { messages } from "@heritage/domain/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { signUpShopper } from "../accounts.ts";
import { buildTestApp, type TestApp } from "../build-test-app.ts";
import { insertInstitutionAndCollection, insertTestItem } from "../fixtures/collections-test-data.ts";

// Decision 211: the repository's public reads are guarded like searches (decisions 082, 194).
const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
type Driver = { query: (...args: unknown[]) => Promise<unknown> };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CART = "/api/market/cart/my_cart/";

/** Each flooded route, its i-th URL different from every other (none is answered from memory). */
const FLOODS: { name: string; url: (i: number) => string }[] = [
  { name: "the list with filters and facets", url: (i) => `/api/repository/items/?period=p${i}&type=object` },
  { name: "item pages", url: (i) => `/api/repository/items/no-such-item-${i}/` },
  {
    name: "OAI-PMH ListRecords",
    // Never answered from memory (decision 211); the dates only make each request its own.
    url: (i) =>
      `/oai?verb=ListRecords&metadataPrefix=oai_dc&from=${1900 + (i % 100)}-0${1 + (Math.floor(i / 100) % 9)}-01`,
  },
  { name: "IIIF manifests", url: () => `/iiif/items/${randomUUID()}/manifest.json` },
];

async function repository(t: TestApp) {
  const place = await insertInstitutionAndCollection(t.app.db, "flood");
  for (let i = 0; i < 6; i += 1)
    await insertTestItem(t.app.db, place, { title: `Woven mat ${i}`, period: "p1" });
}

describe(`repository reads are throttled per address, the count shared through the database (${where})`, () => {
  let t: TestApp;
  let clock = new Date("2026-12-01T10:00:00Z");
  beforeAll(async () => {
    t = await buildTestApp({
      searchLimits: { perMinute: 100, concurrency: 2, repositoryPerMinute: 5 },
      now: () => clock,
    });
    await repository(t);
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, remoteAddress, headers });

  it("the 6th read a minute is refused with 429 and a detail, a repeat from memory costs nothing", async () => {
    const statuses: number[] = [];
    for (const url of ["/api/repository/items/", "/api/repository/items/woven-mat-1/", "/oai?verb=Identify"])
      statuses.push((await get(url, "203.0.113.9")).statusCode);
    // A repeated page is answered from memory: not counted.
    for (let i = 0; i < 5; i += 1)
      statuses.push((await get("/api/repository/items/", "203.0.113.9")).statusCode);
    statuses.push((await get(`/iiif/items/${randomUUID()}/manifest.json`, "203.0.113.9")).statusCode);
    statuses.push((await get("/api/repository/collections/", "203.0.113.9")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 404, 200]);
    const refused = await get("/api/repository/items/?page=2&page_size=2", "203.0.113.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      detail: messages.repositoryReads.tooMany,
      retry_after: expect.any(Number),
    });
    expect((await get("/oai?verb=ListSets", "203.0.113.9")).statusCode).toBe(429);
    // The market is not the repository; another address and a signed-in reader count apart.
    expect((await get("/api/market/products/", "203.0.113.9")).statusCode).toBe(200);
    expect((await get("/api/repository/items/?page=2&page_size=2", "203.0.113.10")).statusCode).toBe(200);
    const shopper = await signUpShopper(t.app);
    expect(
      (await get("/api/repository/items/?page=3&page_size=2", "203.0.113.9", shopper.headers)).statusCode,
    ).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    expect((await get("/api/repository/items/?page=3&page_size=2", "203.0.113.9")).statusCode).toBe(200);
  });

  it("reads another process counted for an address count here: 3 there leave 2 here", async () => {
    clock = new Date("2026-12-01T12:00:00Z");
    await t.app.db.execute(
      sql`insert into rate_limits (key, window_start, hits) values ('repository:address:198.51.100.70', ${clock}, 3)`,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await get(`/api/repository/items/?page_size=${i + 1}`, "198.51.100.70")).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const rows = await t.app.db.execute(
      sql`select hits from rate_limits where key = 'repository:address:198.51.100.70'`,
    );
    expect(rowsOf<{ hits: number }>(rows)[0]?.hits).toBe(6);
  });
});

describe(`an anonymous repository flood reaches the database two at a time; a cart read passes it (${where})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ searchLimits: { perMinute: 100, concurrency: 2, repositoryPerMinute: 10_000 } });
    await repository(t);
  });
  afterAll(() => t.close());

  /**
   * Holds every query on the items table until released, as a saturated database would; every
   * other query (the cart's, the throttle's, the catalogue version's) goes through. Returns how many
   * are held once `requests` have had ample time to reach the database.
   */
  async function heldBy(requests: () => Promise<unknown>[], whileHeld: () => Promise<void> = async () => {}) {
    const driver = (t.app.database.db as unknown as { $client: Driver }).$client;
    const original = driver.query;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    driver.query = (...args: unknown[]) => {
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text: string }).text;
      if (!/"items"/.test(text)) return original.apply(driver, args);
      held += 1;
      return released.then(() => original.apply(driver, args));
    };
    let answers: Promise<unknown>[] = [];
    try {
      answers = requests();
      const until = Date.now() + 10_000;
      while (held === 0 && Date.now() < until) await pause(5);
      await pause(300);
      const count = held;
      await whileHeld();
      release();
      await Promise.all(answers);
      return count;
    } finally {
      driver.query = original;
      release();
    }
  }

  for (const flood of FLOODS) {
    it(`${flood.name}: 40 at once from 40 addresses hold the database's place of two`, async () => {
      const shopper = await signUpShopper(t.app);
      const read = (i: number) =>
        t.app.inject({ method: "GET", url: flood.url(i), remoteAddress: `192.0.2.${(i % 250) + 1}` });
      // What one read alone has waiting at the database at once (its first queries run side by side).
      const one = await heldBy(() => [read(1000)]);
      expect(one).toBeGreaterThan(0);
      const statuses: number[] = [];
      const flooded = await heldBy(
        () =>
          Array.from({ length: 40 }, (_, i) =>
            read(i).then((response) => statuses.push(response.statusCode)),
          ),
        async () => {
          const cart = await t.app.inject({ method: "GET", url: CART, headers: shopper.headers });
          expect(cart.statusCode).toBe(200);
        },
      );
      expect(flooded).toBe(2 * one);
      expect(statuses.every((status) => status === 200 || status === 404)).toBe(true);
      expect(statuses).toHaveLength(40);
    });
  }
});

describe(`the attack run's repository floods, on a real socket (${where})`, () => {
  let t: TestApp;
  let base: string;
  let clock = new Date("2026-12-01T14:00:00Z");
  beforeAll(async () => {
    t = await buildTestApp({
      searchLimits: { perMinute: 120, concurrency: 2, repositoryPerMinute: 120 },
      now: () => clock,
    });
    await repository(t);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  for (const flood of FLOODS) {
    it(`${flood.name}: 150 at once from one address: 30 refused as too many, the rest answered or queued; the cart answers`, async () => {
      // Each flood in a minute of its own.
      clock = new Date(clock.getTime() + 60_000);
      const shopper = await signUpShopper(t.app);
      const reads = Array.from({ length: 150 }, (_, i) =>
        fetch(base + flood.url(i)).then(async (response) => {
          const text = await response.text();
          return response.status === 429 ? (JSON.parse(text) as { detail: string }).detail : response.status;
        }),
      );
      const cart = fetch(base + CART, { headers: shopper.headers }).then((response) => response.status);
      expect(await cart).toBe(200);
      const outcomes = await Promise.all(reads);
      expect(outcomes.filter((outcome) => outcome === messages.repositoryReads.tooMany)).toHaveLength(30);
      const answered = outcomes.filter((outcome) => outcome === 200 || outcome === 404).length;
      const busy = outcomes.filter((outcome) => outcome === messages.repositoryReads.busy).length;
      expect(answered).toBeGreaterThanOrEqual(52);
      expect(answered + busy).toBe(120);
    });
  }
});
