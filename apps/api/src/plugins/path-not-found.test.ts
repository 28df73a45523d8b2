import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** One rule for a path that names nothing, whichever route and whichever id it has. */
describe("a path segment that cannot name a record answers 404, never a field error", () => {
  const paths = [
    "/api/content/articles/abc/",
    "/api/content/articles/99999999999/",
    "/api/content/articles/-1/",
    "/api/content/articles/1.5/",
    "/api/market/products/abc/",
    "/api/market/categories/%20/",
  ];
  for (const url of paths) {
    it(`GET ${url}`, async () => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, response.body).toBe(404);
      expect(Object.keys(response.json())).toEqual(["detail"]);
    });
  }

  it("says so in the reader's language", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/content/articles/abc/",
      headers: { "accept-language": "fr" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).not.toBe("Not found.");
  });

  it("still answers a bad query or body with field messages (400)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/content/articles/?page=abc" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("page");
  });
});
