import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const refresh = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/login/refresh/", payload: { refresh: token } });
const me = (access?: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/users/me/",
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });

describe("refresh rotation", () => {
  it("returns a new access and a new refresh token, each refresh token working once", async () => {
    const session = await signUpShopper(t.app, "rotation");
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh).not.toBe(session.refresh);
    expect((await me(rotated.access)).json().username).toBe("rotation");
    expect((await refresh(rotated.refresh)).statusCode).toBe(200);
  });

  it("revokes the whole family when an old refresh token is reused", async () => {
    const session = await signUpShopper(t.app, "stolen");
    const next = (await refresh(session.refresh)).json();
    // Once its successor was used, the old token is a copy even inside the grace window (decision 090).
    const third = await refresh(next.refresh);
    expect(third.statusCode).toBe(200);
    const reuse = await refresh(session.refresh);
    expect(reuse.statusCode).toBe(401);
    expect((await refresh(third.json().refresh)).statusCode).toBe(401);
  });

  it("refuses unknown or missing tokens", async () => {
    expect((await refresh("not-a-token")).statusCode).toBe(401);
    const missing = await t.app.inject({ method: "POST", url: "/api/login/refresh/", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("refresh");
  });
});

describe("logout and /users/me/", () => {
  it("logout revokes the refresh token", async () => {
    const session = await signUpShopper(t.app, "leaving");
    const out = await t.app.inject({
      method: "POST",
      url: "/api/logout/",
      payload: { refresh: session.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it("/users/me/ answers 401 without a token or with a bad one and the type from the server", async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me("garbage")).statusCode).toBe(401);
    const admin = await signInAdmin(t.app);
    expect((await me(admin.access)).json()).toMatchObject({ type: "admin", username: "site_admin" });
  });
});
