import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, itemMedia } from "../db/schema/collections.ts";
import { signInAdmin, signUpShopper } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { insertInstitutionAndCollection, insertTestItem } from "../test/fixtures/collections-test-data.ts";

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
type Driver = { query: (...args: unknown[]) => Promise<unknown> };

/** The SQL statements an app sends that read repository items, while `run` runs. */
async function itemQueries(app: FastifyInstance, run: () => Promise<unknown>): Promise<string[]> {
  const driver = (app.database.db as unknown as { $client: Driver }).$client;
  const original = driver.query;
  const seen: string[] = [];
  driver.query = (...args: unknown[]) => {
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text: string }).text;
    if (/"items"/.test(text)) seen.push(text);
    return original.apply(driver, args);
  };
  try {
    await run();
  } finally {
    driver.query = original;
  }
  return seen;
}

describe(`the repository's anonymous answers come from memory, at the current version (${where})`, () => {
  let t: TestApp;
  let place: Awaited<ReturnType<typeof insertInstitutionAndCollection>>;
  let itemId: number;
  let publicId: string;
  const base = "https://heritage.example.rw";
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: base });
    place = await insertInstitutionAndCollection(t.app.db, "cache");
    const item = await insertTestItem(t.app.db, place, { title: "Inanga harp", period: "1900s" });
    itemId = item!.id;
    publicId = item!.public_id;
    await insertTestItem(t.app.db, place, { title: "Ingoma drum", period: "1900s" });
    const key = `items/${randomUUID()}.jpg`;
    fs.mkdirSync(path.join(t.app.mediaDir, "items"), { recursive: true });
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#7a3b1c" } })
      .jpeg()
      .toFile(path.join(t.app.mediaDir, key));
    await t.app.db.insert(itemMedia).values({
      item_id: itemId,
      kind: "image",
      key,
      mime: "image/jpeg",
      bytes: 1000,
      width: 64,
      height: 48,
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });
  const READS = [
    "/api/repository/items/?period=1900s",
    "/api/repository/items/inanga-harp/",
    "/api/repository/collections/",
    "/api/repository/collections/cache-objects/",
  ];

  it("a repeated anonymous list, item page, collection or IIIF manifest reads no item from the database", async () => {
    const reads = [...READS, `/iiif/items/${publicId}/manifest.json`];
    const first = await Promise.all(reads.map((url) => get(url)));
    expect(first.map((response) => response.statusCode)).toEqual(reads.map(() => 200));
    const again = await itemQueries(t.app, async () => {
      const second = await Promise.all(reads.map((url) => get(url)));
      expect(second.map((response) => response.body)).toEqual(first.map((response) => response.body));
    });
    expect(again).toEqual([]);
    // The manifest from memory keeps what its route said: its type, its caching and CORS.
    const manifest = await get(`/iiif/items/${publicId}/manifest.json`, { accept: "application/ld+json" });
    expect(manifest.headers["content-type"]).toContain("application/ld+json");
    expect(manifest.headers["cache-control"]).toBe("public, max-age=300");
    expect(manifest.headers["access-control-allow-origin"]).toBe("*");
    expect(manifest.json()).toMatchObject({ id: `${base}/iiif/items/${publicId}/manifest.json` });
  });

  it("an admin's change to an item, a collection or a protocol is there on the very next read", async () => {
    const admin = await signInAdmin(t.app);
    const title = async () =>
      ((await get("/api/repository/items/inanga-harp/")).json() as { title: string }).title;
    expect(await title()).toBe("Inanga harp");
    // Any writer (a route, a job, a script) raises the version: here a plain update.
    await t.app.db.execute(sql`update items set dc_title = array['Inanga'] where id = ${itemId}`);
    expect(await title()).toBe("Inanga");

    await t.app.db
      .update(collections)
      .set({ title: "Renamed objects" })
      .where(eq(collections.id, place.collection.id));
    const collection = await get("/api/repository/collections/cache-objects/");
    expect((collection.json() as { title: string }).title).toBe("Renamed objects");

    // The admin restricts the item through the protocol route: visitors stop seeing it at once.
    const listed = async () =>
      ((await get("/api/repository/items/?period=1900s")).json() as { count: number }).count;
    expect(await listed()).toBe(2);
    const shopper = await signUpShopper(t.app);
    const restricted = await t.app.inject({
      method: "PUT",
      url: `/api/protocols/items/${publicId}`,
      headers: admin.headers,
      payload: { access: "restricted", viewers: [shopper.user.username] },
    });
    expect(restricted.statusCode).toBe(200);
    expect(await listed()).toBe(1);
    expect((await get("/api/repository/items/inanga-harp/")).statusCode).toBe(404);
    expect((await get(`/iiif/items/${publicId}/manifest.json`)).statusCode).toBe(404);

    // The named viewer sees it, from the database, and their answer is kept for no one else.
    const personal = await itemQueries(t.app, async () => {
      const mine = await get("/api/repository/items/?period=1900s", shopper.headers);
      expect((mine.json() as { count: number }).count).toBe(2);
      expect((await get("/api/repository/items/inanga-harp/", shopper.headers)).statusCode).toBe(200);
    });
    expect(personal.length).toBeGreaterThan(0);
    const again = await itemQueries(t.app, async () => {
      const mine = await get("/api/repository/items/?period=1900s", shopper.headers);
      expect((mine.json() as { count: number }).count).toBe(2);
    });
    expect(again.length).toBeGreaterThan(0);
    expect(await listed()).toBe(1);
    expect((await get("/api/repository/items/inanga-harp/")).statusCode).toBe(404);
  });

  it("facets are computed once per filter set and version, whatever the page, order or language", async () => {
    const facetQueries = async (run: () => Promise<unknown>) =>
      (await itemQueries(t.app, run)).filter((text) => /group by/i.test(text)).length;
    const once = await facetQueries(() => get("/api/repository/items/?community=none&page_size=1"));
    expect(once).toBeGreaterThan(0);
    const others = await facetQueries(() =>
      Promise.all([
        get("/api/repository/items/?community=none&page_size=2"),
        get("/api/repository/items/?community=none&ordering=title"),
        get("/api/repository/items/?community=none&lang=fr"),
      ]),
    );
    expect(others).toBe(0);
    // A write moves the version on: the next read counts again.
    await insertTestItem(t.app.db, place, { title: "Umuduri bow" });
    expect(await facetQueries(() => get("/api/repository/items/?community=none&page_size=3"))).toBe(once);
  });
});
