import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema/users.ts";
import { signIn, signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { ensureAdmin } from "./admin-account.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t.app);
  shopper = await signUpShopper(t.app, "uwimana");
  await signUpShopper(t.app, "habimana");
  await signUpShopper(t.app, "ingabire");
});
afterAll(async () => t.close());

const call = (
  method: "GET" | "PATCH" | "DELETE",
  url: string,
  headers: Record<string, string> = admin.headers,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

describe("GET /api/users/", () => {
  it("is for administrators only", async () => {
    expect((await call("GET", "/api/users/", {})).statusCode).toBe(401);
    expect((await call("GET", "/api/users/", shopper.headers)).statusCode).toBe(403);
  });

  it("lists everyone as a plain array, or a page with ?page", async () => {
    const all = (await call("GET", "/api/users/")).json();
    expect(all.map((u: { username: string }) => u.username)).toEqual([
      "site_admin",
      "uwimana",
      "habimana",
      "ingabire",
    ]);
    const page = (await call("GET", "/api/users/?page=2&page_size=3")).json();
    expect(page).toMatchObject({ count: 4, next: null, previous: "/api/users/?page_size=3&page=1" });
    expect(page.results).toHaveLength(1);
  });

  it("searches username, email and full name without regard to case", async () => {
    const byName = (await call("GET", "/api/users/?search=HABI")).json();
    expect(byName.map((u: { username: string }) => u.username)).toEqual(["habimana"]);
    const byFullName = (await call("GET", "/api/users/?search=aline%20uwase&type=user")).json();
    expect(byFullName).toHaveLength(3);
  });
});

describe("PATCH /api/users/{id}/", () => {
  it("updates a customer", async () => {
    const response = await call("PATCH", `/api/users/${shopper.user.id}/`, admin.headers, {
      first_name: "Claudine",
      email: "Claudine@Example.rw",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: "Claudine", email: "claudine@example.rw" });
  });

  it("validates with the customer form's messages and refuses taken names", async () => {
    const blank = await call("PATCH", `/api/users/${shopper.user.id}/`, admin.headers, {
      username: "",
      email: "x",
    });
    expect(blank.json()).toEqual({
      username: ["Username is required"],
      email: ["Please enter a valid email address"],
    });
    const taken = await call("PATCH", `/api/users/${shopper.user.id}/`, admin.headers, {
      username: "Habimana",
    });
    expect(taken.json()).toEqual({ username: ["Username already exists"] });
  });

  it("answers 404 for an unknown or malformed id, as every other module does", async () => {
    for (const id of ["99999", "abc", "0", "99999999999"]) {
      const patch = await call("PATCH", `/api/users/${id}/`, admin.headers, { first_name: "X" });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual({ detail: "Not found." });
      expect((await call("GET", `/api/users/${id}/`)).statusCode).toBe(404);
      expect((await call("DELETE", `/api/users/${id}/`)).statusCode).toBe(404);
    }
  });
});

describe("DELETE /api/users/{id}/", () => {
  it("deletes a customer, whose token stops working at once", async () => {
    const leaving = await signUpShopper(t.app, "leaving_user");
    expect((await call("DELETE", `/api/users/${leaving.user.id}/`)).statusCode).toBe(204);
    expect((await call("GET", "/api/users/me/", leaving.headers)).statusCode).toBe(401);
  });

  it("never deletes the admin's own account or the last admin", async () => {
    const self = await call("DELETE", `/api/users/${admin.user.id}/`);
    expect(self.statusCode).toBe(409);
    await ensureAdmin(t.app.db, "second_admin", "Second#Pass1");
    const list = (await call("GET", "/api/users/?type=admin")).json();
    const second = list.find((u: { username: string }) => u.username === "second_admin");
    expect((await call("DELETE", `/api/users/${second.id}/`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/users/${admin.user.id}/`)).json().detail).toBe(
      "You cannot delete your own account here.",
    );
  });
});

describe("two administrators deleting each other at once", () => {
  it("leaves one administrator, never none", async () => {
    const own = await buildTestApp();
    try {
      await ensureAdmin(own.app.db, "race_admin_a", "Race#Pass1");
      await ensureAdmin(own.app.db, "race_admin_b", "Race#Pass2");
      const a = await signIn(own.app, "race_admin_a", "Race#Pass1");
      const b = await signIn(own.app, "race_admin_b", "Race#Pass2");
      const responses = await Promise.all([
        own.app.inject({ method: "DELETE", url: `/api/users/${b.user.id}/`, headers: a.headers }),
        own.app.inject({ method: "DELETE", url: `/api/users/${a.user.id}/`, headers: b.headers }),
      ]);
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 204)).toHaveLength(1);
      // The loser is refused: its account is gone (401/403) or it is the last admin (409).
      expect(statuses.filter((status) => [401, 403, 409].includes(status))).toHaveLength(1);
      const admins = await own.app.db.select().from(users).where(eq(users.type, "admin"));
      expect(admins).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe("order of checks", () => {
  it("answers a shopper 403 before looking at the body", async () => {
    const response = await call("PATCH", `/api/users/${shopper.user.id}/`, shopper.headers, { email: "bad" });
    expect(response.statusCode).toBe(403);
  });

  it("refuses NUL characters anywhere as a field error, never a 500", async () => {
    const response = await call("PATCH", `/api/users/${shopper.user.id}/`, admin.headers, {
      last_name: "a\u0000b",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ last_name: ["Text cannot contain the NUL character."] });
    const query = await call("GET", "/api/users/?search=%00");
    expect(query.statusCode).toBe(400);
  });
});
