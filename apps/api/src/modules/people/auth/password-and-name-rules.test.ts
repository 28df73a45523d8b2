import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "../../../config.ts";
import { signIn, signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { ensureAdmin } from "../users/admin-account.ts";

/** What a password or a name may be, checked by the API itself. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const COMMON = "This password is too common. Please choose one that is harder to guess.";
const ADMIN_LENGTH = "Password must be between 8 and 32 characters";
const INVISIBLE = "This field cannot contain invisible or control characters.";

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });
const patch = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: "PATCH", url, payload, headers });

const signUp = (fields: Record<string, string>) =>
  post("/api/register/", {
    first_name: "Aline",
    last_name: "Uwase",
    username: `rules${Math.random().toString(36).slice(2, 8)}`,
    email: `rules${Math.random().toString(36).slice(2, 8)}@example.rw`,
    password: "Inanga-secret9",
    ...fields,
  });

describe("common passwords are refused wherever a password is set", () => {
  it("at sign-up, whatever the case", async () => {
    for (const password of ["123456", "Password1", "qwerty123", "iloveyou"]) {
      const response = await signUp({ password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ password: [COMMON] });
    }
  });

  it("when a shopper changes the password", async () => {
    const me = await signUpShopper(t.app, "common_change");
    const response = await post(
      "/api/users/me/password/",
      { current_password: "Inanga-secret9", new_password: "letmein1" },
      me.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ new_password: [COMMON] });
    await expect(signIn(t.app, "common_change", "Inanga-secret9")).resolves.toBeTruthy();
  });
});

describe("one password rule for administrators (8 to 32 characters)", () => {
  it("refuses an administrator's own change to 6-7 or 33-128 characters, the portal's lengths pass", async () => {
    const admin = await signInAdmin(t.app);
    for (const new_password of ["Kirezi7", "Kirez7", `Imigongo-${"x".repeat(24)}`, "Imigongo-".repeat(14)]) {
      const response = await post(
        "/api/users/me/password/",
        { current_password: "Admin#Pass2026", new_password },
        admin.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ new_password: [ADMIN_LENGTH] });
    }
    const longest = `Imigongo-${"x".repeat(23)}`;
    const changed = await post(
      "/api/users/me/password/",
      { current_password: "Admin#Pass2026", new_password: longest },
      admin.headers,
    );
    expect(changed.statusCode).toBe(200);
    // The portal's own sign-in takes it.
    const portal = await post("/api/admin/login/", { username: "site_admin", password: longest });
    expect(portal.statusCode).toBe(200);
    await ensureAdmin(t.app.db, "site_admin", "Admin#Pass2026");
  });

  it("refuses such a password in ensureAdmin (create-admin) and in ADMIN_PASSWORD", async () => {
    await expect(ensureAdmin(t.app.db, "short_admin", "Kirezi7")).rejects.toThrow(ADMIN_LENGTH);
    await expect(ensureAdmin(t.app.db, "common_admin", "admin123")).rejects.toThrow(COMMON);
    for (const password of ["Kirezi7", "x9".repeat(17), "password1"]) {
      expect(() => loadEnv({ ADMIN_USERNAME: "admin", ADMIN_PASSWORD: password })).toThrow(ConfigError);
    }
    expect(loadEnv({ ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "Imigongo-art" }).ADMIN_PASSWORD).toBe(
      "Imigongo-art",
    );
  });
});

describe("names and usernames refuse invisible characters and are stored in NFC", () => {
  it("at sign-up", async () => {
    const response = await signUp({ first_name: "Ali\u202eenilA", last_name: "Uwa\u200bse" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ first_name: [INVISIBLE], last_name: [INVISIBLE] });
    const composed = await signUp({ first_name: "Ange\u0301lique" });
    expect(composed.statusCode).toBe(201);
    expect(composed.json().first_name).toBe("Angélique");
  });

  it("in the profile and in the admin's edit of a user", async () => {
    const me = await signUpShopper(t.app, "invisible_edit");
    const own = await patch("/api/users/me/", { last_name: "Mutesi\u2066" }, me.headers);
    expect(own.json()).toEqual({ last_name: [INVISIBLE] });
    const admin = await signInAdmin(t.app);
    const edit = await patch(
      `/api/users/${me.user.id}/`,
      { first_name: "\u200fGrace", email: "grace\ufeff@example.rw" },
      admin.headers,
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ first_name: [INVISIBLE], email: [INVISIBLE] });
  });
});

describe("email addresses with look-alike letters or markup are refused", () => {
  const INVALID = "Please enter a valid email address";
  it("at sign-up, on the profile and by 'Forgot password?'", async () => {
    const me = await signUpShopper(t.app, "email_rules");
    // \u0430 is the Cyrillic а: the address looks like admin@example.rw.
    for (const email of ["\u0430dmin@example.rw", "a@b.c<script>", "aline@ex\u0430mple.rw"]) {
      const signUpAnswer = await signUp({ email });
      expect(signUpAnswer.statusCode, email).toBe(400);
      expect(signUpAnswer.json()).toEqual({ email: [INVALID] });
      const profile = await patch("/api/users/me/", { email }, me.headers);
      expect(profile.statusCode, email).toBe(400);
      expect(profile.json()).toEqual({ email: [INVALID] });
      const reset = await post("/api/password-reset/", { email });
      expect(reset.statusCode, email).toBe(400);
    }
    const kept = await t.app.inject({ method: "GET", url: "/api/users/me/", headers: me.headers });
    expect(kept.json().email).toMatch(/@example\.rw$/);
    // A punycode domain that decodes is an ordinary address.
    expect((await signUp({ email: `p${Date.now()}@xn--xample-2of.rw` })).statusCode).toBe(201);
  });
});
