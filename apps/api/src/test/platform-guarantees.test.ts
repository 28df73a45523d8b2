import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap } from "../bootstrap.ts";
import { users } from "../db/schema/users.ts";
import { signIn, signUpShopper } from "./accounts.ts";
import { buildTestApp, type TestApp } from "./build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe("CORS, closed by default", () => {
  it("grants nothing to another origin, on a request or a preflight", async () => {
    const origin = "https://elsewhere.example";
    const read = await t.app.inject({ method: "GET", url: "/api/market/categories/", headers: { origin } });
    expect(read.statusCode).toBe(200);
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/login/",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    for (const response of [read, preflight]) {
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
      expect(response.headers["access-control-allow-methods"]).toBeUndefined();
    }
  });
});

describe("OpenAPI at /api/docs", () => {
  it("serves the document page and a JSON document naming every API area", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("swagger");

    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.info.title).toBe("Digital Heritage Platform API");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/login",
        "/api/login/refresh",
        "/api/logout",
        "/api/register",
        "/api/users/me",
        "/api/users/{id}",
        "/api/market/categories",
        "/api/market/products",
        "/api/market/products/{id}",
        "/api/market/cart/add_item",
        "/api/health",
      ]),
    );
  });

  it("documents the answers of the account routes, errors included", async () => {
    const { paths } = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const codes = (route: string, method: string) => Object.keys(paths[route][method].responses).sort();
    expect(codes("/api/logout", "post")).toEqual(["204", "400"]);
    expect(codes("/api/register", "post")).toEqual(["201", "400", "429"]);
    expect(codes("/api/login", "post")).toEqual(["200", "400", "401", "429"]);
    expect(codes("/api/users/{id}", "delete")).toEqual(["204", "401", "403", "404", "409"]);
    // 409: the customer changed since the admin opened the form (decision 075).
    expect(codes("/api/users/{id}", "patch")).toEqual(["200", "400", "401", "403", "404", "409"]);
    expect(codes("/api/users", "get")).toEqual(["200", "400", "401", "403"]);
  });
});

describe("the administrator from ADMIN_USERNAME and ADMIN_PASSWORD at start", () => {
  it("is created, then reset (password and role) on a later start", async () => {
    const app = await buildTestApp({ adminUsername: "boot_admin", adminPassword: "First#Pass1" });
    try {
      await bootstrap(app.app);
      const first = await signIn(app.app, "boot_admin", "First#Pass1");
      expect(first.user.type).toBe("admin");

      // The next start names a new password: the old one stops working.
      app.app.config.adminPassword = "Second#Pass2";
      await bootstrap(app.app);
      const old = await app.app.inject({
        method: "POST",
        url: "/api/login/",
        payload: { username: "boot_admin", password: "First#Pass1" },
      });
      expect(old.statusCode).toBe(401);
      expect((await signIn(app.app, "boot_admin", "Second#Pass2")).user.type).toBe("admin");
    } finally {
      await app.close();
    }
  });

  it("promotes an existing account of that name", async () => {
    const app = await buildTestApp({ adminUsername: "Kwizera", adminPassword: "Promoted#1" });
    try {
      await signUpShopper(app.app, "kwizera");
      await bootstrap(app.app);
      const admin = await signIn(app.app, "kwizera", "Promoted#1");
      expect(admin.user.type).toBe("admin");
      const list = await app.app.inject({ method: "GET", url: "/api/users/", headers: admin.headers });
      expect(list.json()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("creates no account without them (never a default password)", async () => {
    await bootstrap(t.app);
    expect(await t.app.db.select().from(users)).toEqual([]);
  });
});
