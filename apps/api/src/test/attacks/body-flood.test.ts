import type { AddressInfo } from "node:net";
import { messages } from "@heritage/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../accounts.ts";
import { buildTestApp, type TestApp } from "../build-test-app.ts";
import { jsonPostHead, sendThenWaitForClose } from "./raw-http.ts";

// one engine: the floods are of HTTP bodies, refused before any query

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const MB = 1024 * 1024;
const tooLarge = { detail: messages.common.tooLarge };
const notSignedIn = { detail: messages.auth.notAuthenticated };

/** A JSON body of about `bytes` bytes: one long string field. */
const jsonOf = (field: string, bytes: number) => JSON.stringify({ [field]: "x".repeat(bytes) });

describe(`body limits per route (${where})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  let shopper: Awaited<ReturnType<typeof signUpShopper>>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInAdmin(t.app);
    shopper = await signUpShopper(t.app);
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    payload: string,
    headers: Record<string, string> = {},
    method = "POST" as const,
  ) => t.app.inject({ method, url, payload, headers: { "content-type": "application/json", ...headers } });

  it("sign-in, sign-up, refresh and sign-out read at most 16 KB", async () => {
    for (const url of [
      "/api/logout/",
      "/api/login/",
      "/api/admin/login/",
      "/api/register/",
      "/api/login/refresh/",
    ]) {
      const response = await post(url, jsonOf("refresh", 17 * 1024));
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toEqual(tooLarge);
    }
    // Under the limit, the route reads and answers as before.
    expect((await post("/api/logout/", jsonOf("refresh", 15 * 1024))).statusCode).toBe(204);
  });

  it("JSON without images (a cart, an order, a password) reads at most 1 MB", async () => {
    const cart = await post("/api/market/cart/add_item/", jsonOf("product_id", 1.1 * MB), shopper.headers);
    expect(cart.statusCode).toBe(413);
    expect(cart.json()).toEqual(tooLarge);
    const password = await post(
      "/api/users/me/password/",
      jsonOf("current_password", 1.1 * MB),
      shopper.headers,
    );
    expect(password.statusCode).toBe(413);
    expect(
      (await post("/api/market/cart/add_item/", jsonOf("product_id", 0.9 * MB), shopper.headers)).statusCode,
    ).toBe(400);
  });

  it("a stranger's large body to an image route is refused as unauthenticated, never parsed", async () => {
    // Not even JSON: the answer comes before the body is read.
    const garbage = "{".repeat(3 * MB);
    for (const url of ["/api/market/products/", "/api/media/", "/api/market/categories/"]) {
      const response = await post(url, garbage);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(notSignedIn);
    }
    expect((await post("/api/users/me/", garbage, {}, "PATCH" as "POST")).statusCode).toBe(401);
  });

  it("a shopper may send an avatar (one image), not a product", async () => {
    const avatar = await t.app.inject({
      method: "PATCH",
      url: "/api/users/me/",
      headers: shopper.headers,
      payload: { avatar: `data:image/png;base64,${"A".repeat(3 * MB)}` },
    });
    expect(avatar.statusCode).toBe(400); // read and validated (too big an image), not refused unread
    expect(avatar.json()).toHaveProperty("avatar");
    const product = await post("/api/market/products/", jsonOf("name", 3 * MB), shopper.headers);
    expect(product.statusCode).toBe(403);
  });

  it("an administrator's image routes read one image (4 MB) or a product's ten (30 MB), no more", async () => {
    const media = (bytes: number) => post("/api/media/", jsonOf("image", bytes), admin.headers);
    expect((await media(3.5 * MB)).statusCode).toBe(400);
    expect((await media(4.5 * MB)).statusCode).toBe(413);
    const product = (bytes: number) => post("/api/market/products/", jsonOf("name", bytes), admin.headers);
    expect((await product(20 * MB)).statusCode).toBe(400);
    expect((await product(31 * MB)).statusCode).toBe(413);
  });
});

describe(`the attack run's body flood, on a real socket (${where})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  // Each connection declares 30 MB but sends 64 KB: the server must answer and hang up without
  // waiting for the rest (if it waited, the exchange would time out and the test fail).
  const firstBytes = "x".repeat(64 * 1024);

  it("48 sign-outs declaring 30 MB each: 413 at once, connection closed, nothing read", async () => {
    const exchanges = await Promise.all(
      Array.from({ length: 48 }, () =>
        sendThenWaitForClose(port, jsonPostHead("/api/logout/", 30 * MB), firstBytes),
      ),
    );
    expect(exchanges.map((exchange) => exchange.status)).toEqual(Array(48).fill(413));
    expect(exchanges[0]!.response).toContain(messages.common.tooLarge);
  });

  it("an anonymous product body declaring 30 MB: 401 before reading, connection closed", async () => {
    const exchange = await sendThenWaitForClose(
      port,
      jsonPostHead("/api/market/products/", 30 * MB),
      firstBytes,
    );
    expect(exchange.status).toBe(401);
    expect(exchange.response.toLowerCase()).toContain("connection: close");
  });

  it("the server still answers at once afterwards", async () => {
    const health = await fetch(`http://127.0.0.1:${port}/api/health/`);
    expect(health.status).toBe(200);
  });
});
