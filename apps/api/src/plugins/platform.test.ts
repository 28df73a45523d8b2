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
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.css"), "body{margin:0}");
  fs.writeFileSync(path.join(dist, "assets", "inter-abc123.woff2"), "wOF2");
  fs.writeFileSync(
    path.join(dist, "assets", "pattern-abc123.svg"),
    "<svg xmlns='http://www.w3.org/2000/svg'/>",
  );
  fs.writeFileSync(path.join(dist, "sw.js"), "self.skipWaiting()");
  t = await buildTestApp({ webDist: dist });
  fs.writeFileSync(path.join(t.app.mediaDir, "basket-w320.webp"), "RIFF");
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

  // Decision 207: what only a document or a worker reads is left off the files that are neither. Written out
  // here rather than imported from security.ts, so that a header dropped there by mistake fails this test.
  const DOCUMENT_ONLY = [
    "content-security-policy",
    "cross-origin-opener-policy",
    "origin-agent-cluster",
    "referrer-policy",
    "strict-transport-security",
    "x-dns-prefetch-control",
    "x-download-options",
    "x-frame-options",
    "x-permitted-cross-domain-policies",
    "x-xss-protection",
  ];

  it("keeps every security header on pages, the service worker, SVGs and API answers", async () => {
    for (const url of [
      "/market",
      "/sw.js",
      "/assets/pattern-abc123.svg",
      "/api/health/",
      "/api/nothing-here/",
    ]) {
      const { headers } = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      for (const name of DOCUMENT_ONLY) expect(headers[name], `${name} on ${url}`).toBeDefined();
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"], url).toBe("same-origin");
    }
  });

  it("sends hashed scripts, styles, fonts and pictures without the headers only documents read", async () => {
    const files = [
      "/assets/app-abc123.js",
      "/assets/app-abc123.css",
      "/assets/inter-abc123.woff2",
      "/media/basket-w320.webp",
    ];
    // With brotli accepted the script is its precompressed copy (app-abc123.js.br): the same rule.
    for (const encoding of ["identity", "br, gzip"]) {
      for (const url of files) {
        const { statusCode, headers } = await t.app.inject({
          method: "GET",
          url,
          headers: { "accept-encoding": encoding },
        });
        expect(statusCode, url).toBe(200);
        for (const name of DOCUMENT_ONLY) expect(headers[name], `${name} on ${url}`).toBeUndefined();
        // A script or stylesheet of the wrong type is refused, not sniffed; another site cannot load them.
        expect(headers["x-content-type-options"], url).toBe("nosniff");
        expect(headers["cross-origin-resource-policy"], url).toBe("same-origin");
        // The ETag revalidates them; Last-Modified would only add bytes.
        expect(headers.etag, url).toBeDefined();
        expect(headers["last-modified"], url).toBeUndefined();
      }
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
