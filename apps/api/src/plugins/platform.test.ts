import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // A stand-in for the built SPA, so the history fallback can be checked without a web build.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-web-"));
  fs.mkdirSync(path.join(dist, "assets"), { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Heritage</title>");
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js.br"), zlib.brotliCompressSync("console.log(1)"));
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => t.close());

describe("platform", () => {
  it("health answers 200 with the database state", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health/" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: expect.stringMatching(/pglite|postgres/),
      media: "writable",
    });
  });

  it("sends security headers on every response", async () => {
    for (const url of ["/api/health/", "/market", "/api/nothing-here/"]) {
      // From another site: CORS stays closed, so no allow-origin header answers it.
      const { headers } = await t.app.inject({
        method: "GET",
        url,
        headers: { origin: "https://elsewhere.example" },
      });
      expect(headers["content-security-policy"]).toContain("default-src 'self'");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("serves the SPA for every non-API path and JSON 404s under /api", async () => {
    const page = await t.app.inject({ method: "GET", url: "/market/cart" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Heritage</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const api = await t.app.inject({ method: "GET", url: "/api/nothing-here/" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: "Not found." });
  });

  it("caches hashed assets for a year", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
  });

  it("sends the precompressed file to a browser that accepts it", async () => {
    const asset = await t.app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe("console.log(1)");
  });

  it("publishes the OpenAPI document at /api/docs", async () => {
    const json = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/login", "/api/register", "/api/users/me"]),
    );
    expect((await t.app.inject({ method: "GET", url: "/api/docs" })).statusCode).toBeLessThan(400);
  });
});
