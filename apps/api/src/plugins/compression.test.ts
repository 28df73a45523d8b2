import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../test/fixtures/catalog-fixtures.ts";
import { preferredEncoding } from "./compression.ts";

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const LIST = "/api/market/products/";
const PAGE = `<!doctype html><title>Heritage</title><main>${"<p>Ubumuntu</p>".repeat(200)}</main>`;
const SCRIPT = `console.log("${"x".repeat(3000)}")`;

let t: TestApp;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-web-"));
  fs.mkdirSync(path.join(dist, "assets"), { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), PAGE);
  // As the build writes them (apps/web/scripts/precompress.mjs).
  fs.writeFileSync(path.join(dist, "index.html.br"), zlib.brotliCompressSync(PAGE));
  fs.writeFileSync(path.join(dist, "index.html.gz"), zlib.gzipSync(PAGE));
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), SCRIPT);
  // A marker that cannot come from compressing the script: the precompressed file is sent as it is.
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js.br"), zlib.brotliCompressSync("precompressed"));
  t = await buildTestApp({ webDist: dist });
  const category = await seedCategory(t.app, { name: "Woven Baskets" });
  for (let i = 0; i < 12; i += 1) {
    await seedProduct(t.app, category.id, {
      name: `Agaseke basket ${i}`,
      description: "Sisal and sweetgrass, woven by the Gahaya Links cooperative",
    });
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe(`compressed answers (${where})`, () => {
  it.each([
    ["br", "gzip, deflate, br"],
    ["gzip", "gzip, deflate"],
  ])("sends JSON as %s to a client that accepts it, and the same JSON decoded", async (encoding, accept) => {
    for (const url of [LIST, `${LIST}?search=agaseke`, "/api/market/categories/?page_size=50"]) {
      const plain = await get(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const packed = await get(url, { "accept-encoding": accept });
      expect(packed.statusCode).toBe(200);
      if (plain.rawPayload.length < 1024) continue;
      expect(packed.headers["content-encoding"], url).toBe(encoding);
      expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(packed.rawPayload, encoding))).toEqual(plain.json());
    }
  });

  it("leaves tiny answers as they are", async () => {
    const health = await get("/api/health/", { "accept-encoding": "br, gzip" });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toMatchObject({ status: "ok" });
  });

  it("keeps cached catalogue answers encoded: hits send the stored bytes, compressing nothing", async () => {
    const first = await get(LIST, { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    const brotli = vi.spyOn(zlib, "brotliCompressSync");
    try {
      const again = await Promise.all([1, 2, 3, 4, 5].map(() => get(LIST, { "accept-encoding": "br" })));
      for (const response of again) {
        expect(response.headers["content-encoding"]).toBe("br");
        expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
      }
      expect(brotli).not.toHaveBeenCalled();
    } finally {
      brotli.mockRestore();
    }
  });

  it("gives each encoding its own ETag, and a 304 only for the bytes the client holds", async () => {
    const br = await get(LIST, { "accept-encoding": "br" });
    const identity = await get(LIST);
    expect(br.headers.etag).not.toBe(identity.headers.etag);
    const etag = String(br.headers.etag);
    expect((await get(LIST, { "accept-encoding": "br", "if-none-match": etag })).statusCode).toBe(304);
    const other = await get(LIST, { "accept-encoding": "gzip", "if-none-match": etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the page shell and the assets precompressed, as built", async () => {
    const cases: [string, string][] = [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ];
    for (const [accept, encoding] of cases) {
      const page = await get("/market", { "accept-encoding": accept });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-encoding"]).toBe(encoding);
      expect(decoded(page.rawPayload, encoding)).toBe(PAGE);
    }
    expect((await get("/market")).body).toBe(PAGE);
    const script = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    expect(script.headers["content-encoding"]).toBe("br");
    expect(decoded(script.rawPayload, "br")).toBe("precompressed");
  });
});

describe("Accept-Encoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["*", "br"],
    ["deflate", null],
  ])("%s → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
