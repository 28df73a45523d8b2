import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/orders.ts";
import { signIn, signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { pngDataUrl } from "../../../test/fixtures/catalog-fixtures.ts";
import { CHECKOUT, fillCart, seedShelf } from "../../../test/fixtures/order-fixtures.ts";
import { ensureAdmin } from "../users/admin-account.ts";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const call = (
  method: "PATCH" | "POST" | "DELETE" | "GET",
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe("PATCH /api/users/me/", () => {
  it("changes names, email and avatar, and GET /api/users/me/ shows them", async () => {
    const me = await signUpShopper(t.app, "mutesi");
    const response = await call("PATCH", "/api/users/me/", me.headers, {
      first_name: "Grace",
      last_name: "Mutesi",
      email: "Grace.Mutesi@Example.RW",
      avatar: await pngDataUrl("#9a3f1c"),
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      username: "mutesi",
      first_name: "Grace",
      last_name: "Mutesi",
      email: "grace.mutesi@example.rw",
      type: "user",
    });
    expect(user.avatar).toMatch(/^\/media\/[0-9a-f-]{36}-thumb\.webp$/);
    // The stored picture is a real WebP under DATA_DIR/media.
    const file = path.join(t.dataDir, "media", path.basename(user.avatar));
    expect((await sharp(fs.readFileSync(file)).metadata()).format).toBe("webp");
    expect((await call("GET", "/api/users/me/", me.headers)).json()).toEqual(user);

    // Sending the same picture back keeps it; null removes it.
    const kept = await call("PATCH", "/api/users/me/", me.headers, {
      avatar: user.avatar,
      first_name: "Gracie",
    });
    expect(kept.json()).toMatchObject({ avatar: user.avatar, first_name: "Gracie" });
    const removed = await call("PATCH", "/api/users/me/", me.headers, { avatar: null });
    expect(removed.json().avatar).toBeNull();
  });

  it("answers field messages for bad input, a taken email and a file that is not an image", async () => {
    const me = await signUpShopper(t.app, "nshuti");
    await signUpShopper(t.app, "rukundo");
    const blank = await call("PATCH", "/api/users/me/", me.headers, {
      first_name: " ",
      email: "not-an-email",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      first_name: ["First name is required"],
      email: ["Please enter a valid email address"],
    });
    const taken = await call("PATCH", "/api/users/me/", me.headers, { email: "RUKUNDO@example.rw" });
    expect(taken.json()).toEqual({ email: ["Email already exists"] });
    const text = `data:image/png;base64,${Buffer.from("just some text, not a picture").toString("base64")}`;
    const notImage = await call("PATCH", "/api/users/me/", me.headers, { avatar: text });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toEqual({ avatar: ["Please select a valid image file"] });
    const huge = `data:image/png;base64,${"A".repeat(2_900_000)}`;
    const tooBig = await call("PATCH", "/api/users/me/", me.headers, { avatar: huge });
    expect(tooBig.json()).toEqual({ avatar: ["Image size must be less than 2MB"] });
    expect((await call("PATCH", "/api/users/me/", {}, { first_name: "X" })).statusCode).toBe(401);
  });
});

describe("POST /api/users/me/password/", () => {
  it("needs the current password, then signs in with the new one only", async () => {
    const me = await signUpShopper(t.app, "iradukunda");
    const wrong = await call("POST", "/api/users/me/password/", me.headers, {
      current_password: "guess123",
      new_password: "newsecret1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ["Current password is incorrect"] });
    const short = await call("POST", "/api/users/me/password/", me.headers, {
      current_password: "Inanga-secret9",
      new_password: "12345",
    });
    expect(short.json()).toEqual({ new_password: ["Password must be at least 6 characters"] });
    const empty = await call("POST", "/api/users/me/password/", me.headers, {});
    expect(empty.json()).toEqual({
      current_password: ["Current password is required"],
      new_password: ["Password is required"],
    });

    const changed = await call("POST", "/api/users/me/password/", me.headers, {
      current_password: "Inanga-secret9",
      new_password: "newsecret1",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    await expect(signIn(t.app, "iradukunda", "Inanga-secret9")).rejects.toThrow(/login failed/);
    await expect(signIn(t.app, "iradukunda", "newsecret1")).resolves.toMatchObject({
      user: { username: "iradukunda" },
    });
    // The old sign-in's refresh token is revoked; the new pair works.
    const oldRefresh = await t.app.inject({
      method: "POST",
      url: "/api/login/refresh/",
      payload: { refresh: me.refresh },
    });
    expect(oldRefresh.statusCode).toBe(401);
    const newRefresh = await t.app.inject({
      method: "POST",
      url: "/api/login/refresh/",
      payload: { refresh: changed.json().refresh },
    });
    expect(newRefresh.statusCode).toBe(200);
  });
});

describe("DELETE /api/users/me/", () => {
  it("deletes the account after the password; its orders stay with the name and lose the link", async () => {
    const me = await signUpShopper(t.app, "gakuba");
    const [item] = await seedShelf(t.app, [{ price: 7_000, stock: 3, name: "Clay pot" }]);
    await fillCart(t.app, me.user.id, [{ productId: item!.id, quantity: 1 }]);
    const placed = await call("POST", "/api/market/orders/", me.headers, CHECKOUT);
    expect(placed.statusCode).toBe(201);

    const wrong = await call("DELETE", "/api/users/me/", me.headers, { password: "nope-nope" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ["Current password is incorrect"] });
    const response = await call("DELETE", "/api/users/me/", me.headers, { password: "Inanga-secret9" });
    expect(response.statusCode).toBe(204);
    expect((await call("GET", "/api/users/me/", me.headers)).statusCode).toBe(401);
    await expect(signIn(t.app, "gakuba", "Inanga-secret9")).rejects.toThrow();

    const [kept] = await t.app.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(kept).toMatchObject({ user_id: null, customer_name: "Aline Uwase", total: 7_000 });
    const admin = await signInAdmin(t.app);
    const seen = await call("GET", `/api/admin/orders/${kept!.id}/`, admin.headers);
    expect(seen.json()).toMatchObject({
      customer: { id: null, name: "Aline Uwase", username: null, email: null },
      lines: [{ name: "Clay pot", quantity: 1, price: "7000.00" }],
    });
  });

  it("lets an administrator leave only while another one remains", async () => {
    const admin = await signInAdmin(t.app);
    const last = await call("DELETE", "/api/users/me/", admin.headers, { password: "Admin#Pass2026" });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ detail: "The last administrator cannot delete their own account." });
    await ensureAdmin(t.app.db, "second_admin", "Second#Pass2026");
    const second = await signIn(t.app, "second_admin", "Second#Pass2026");
    expect(
      (await call("DELETE", "/api/users/me/", second.headers, { password: "Second#Pass2026" })).statusCode,
    ).toBe(204);
    expect((await call("GET", "/api/users/me/", admin.headers)).statusCode).toBe(200);
  });
});
