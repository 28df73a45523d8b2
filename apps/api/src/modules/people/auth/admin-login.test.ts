import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await signUpShopper(t.app, "uwase");
});
afterAll(async () => t.close());

const adminLogin = (payload: object, ip = "10.1.0.1") =>
  t.app.inject({ method: "POST", url: "/api/admin/login/", payload, remoteAddress: ip });

describe("POST /api/admin/login/", () => {
  it("signs an administrator in, with tokens and the admin type", async () => {
    await signInAdmin(t.app);
    const response = await adminLogin(ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json().access).toEqual(expect.any(String));
    expect(response.json().user).toMatchObject({ username: ADMIN.username, type: "admin" });
  });

  it("answers a shopper's right password exactly as a wrong one, and counts it towards the lock", async () => {
    const right = await adminLogin({ username: "uwase", password: "Inanga-secret9" }, "10.1.0.2");
    const wrong = await adminLogin({ username: "uwase", password: "not-the-one" }, "10.1.0.2");
    expect(right.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(right.json()).toEqual({ ...wrong.json(), attempts_remaining: 4 });
    expect(wrong.json().attempts_remaining).toBe(3);
    expect(right.json()).not.toHaveProperty("access");
    for (let i = 0; i < 2; i++)
      await adminLogin({ username: "uwase", password: "Inanga-secret9" }, "10.1.0.2");
    const fifth = await adminLogin({ username: "uwase", password: "Inanga-secret9" }, "10.1.0.2");
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().detail).toBe("Too many failed attempts. Account locked for 5 minutes.");
  });

  it("validates with product §5's admin sign-in messages", async () => {
    const response = await adminLogin({ username: "a b", password: "short" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ["Username contains invalid characters"],
      password: [expect.stringContaining("8")],
    });
  });
});
