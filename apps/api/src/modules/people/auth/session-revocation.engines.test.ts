import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signIn, signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { ensureAdmin } from "../users/admin-account.ts";

/** Access tokens stop at logout, a password change, a reset or deletion. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const PASSWORD = "Inanga-secret9";
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });
const me = (access: string) =>
  t.app.inject({ method: "GET", url: "/api/users/me/", headers: { authorization: `Bearer ${access}` } });
const refresh = (token: string) => post("/api/login/refresh/", { refresh: token });

describe("logout", () => {
  it("ends this browser's access tokens at once, rotated ones too, and leaves the other device signed in", async () => {
    const phone = await signUpShopper(t.app, "two_devices");
    const laptop = await signIn(t.app, "two_devices", PASSWORD);
    const rotated = (await refresh(phone.refresh)).json();
    expect((await post("/api/logout/", { refresh: rotated.refresh })).statusCode).toBe(204);

    for (const access of [phone.access, rotated.access]) {
      const after = await me(access);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: "token_not_valid" });
    }
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await me(laptop.access)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it("of two devices at once ends both", async () => {
    const phone = await signUpShopper(t.app, "both_out");
    const laptop = await signIn(t.app, "both_out", PASSWORD);
    const tablet = await signIn(t.app, "both_out", PASSWORD);
    await Promise.all([phone, laptop].map((device) => post("/api/logout/", { refresh: device.refresh })));
    expect((await me(phone.access)).statusCode).toBe(401);
    expect((await me(laptop.access)).statusCode).toBe(401);
    expect((await me(tablet.access)).statusCode).toBe(200);
  });

  it("everywhere ends every access and refresh token of the account", async () => {
    const phone = await signUpShopper(t.app, "everywhere");
    const laptop = await signIn(t.app, "everywhere", PASSWORD);
    expect((await post("/api/logout/all/", undefined, phone.headers)).statusCode).toBe(204);
    for (const device of [phone, laptop]) {
      expect((await me(device.access)).statusCode).toBe(401);
      expect((await refresh(device.refresh)).statusCode).toBe(401);
    }
    expect((await post("/api/logout/all/")).statusCode).toBe(401);
    expect((await me((await signIn(t.app, "everywhere", PASSWORD)).access)).statusCode).toBe(200);
  });
});

describe("a new password", () => {
  it("ends the other devices' access tokens at once; the changing browser goes on", async () => {
    const phone = await signUpShopper(t.app, "new_password");
    const laptop = await signIn(t.app, "new_password", PASSWORD);
    const changed = await post(
      "/api/users/me/password/",
      { current_password: PASSWORD, new_password: "Ikirezi-garden4" },
      phone.headers,
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(changed.json().access)).statusCode).toBe(200);
    expect((await me(laptop.access)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    expect((await me(phone.access)).statusCode).toBe(401);
  });

  it("set for an administrator by create-admin or ADMIN_PASSWORD signs out whoever held the old one", async () => {
    const admin = await signInAdmin(t.app);
    expect((await me(admin.access)).statusCode).toBe(200);
    // The same password again (ADMIN_PASSWORD at every start) signs nobody out.
    expect(await ensureAdmin(t.app.db, ADMIN.username, ADMIN.password)).toBe("unchanged");
    expect((await me(admin.access)).statusCode).toBe(200);
    expect(await ensureAdmin(t.app.db, ADMIN.username, "Reset#Pass2026")).toBe("updated");
    expect((await me(admin.access)).statusCode).toBe(401);
    expect((await refresh(admin.refresh)).statusCode).toBe(401);
    await ensureAdmin(t.app.db, ADMIN.username, ADMIN.password);
  });
});

describe("a deleted account", () => {
  it("has no working access token left", async () => {
    const gone = await signUpShopper(t.app, "deleted_now");
    const admin = await signInAdmin(t.app);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${gone.user.id}/`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await me(gone.access)).statusCode).toBe(401);
    expect((await refresh(gone.refresh)).statusCode).toBe(401);
  });
});
