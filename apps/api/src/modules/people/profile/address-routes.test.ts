import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

/** A shopper's saved addresses, which checkout prefills. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const HOME = {
  label: "Home",
  contact_phone: "0788 123 456",
  delivery_address: "KG 11 Ave, house 4",
  delivery_district: "Gasabo",
};
const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async (headers: Headers) =>
  (await send("GET", "/api/users/me/addresses/", headers)).json().results as {
    id: number;
    label: string;
    is_default: boolean;
    contact_phone: string;
  }[];

describe("saved addresses", () => {
  it("are added, normalised, listed default first, edited and deleted", async () => {
    const { headers } = await signUpShopper(t.app, "addr_owner");
    const first = await send("POST", "/api/users/me/addresses/", headers, HOME);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      label: "Home",
      contact_phone: "+250788123456",
      delivery_country: "RW",
      delivery_district: "Gasabo",
      is_default: true,
    });
    const office = await send("POST", "/api/users/me/addresses/", headers, {
      ...HOME,
      label: "Office",
      delivery_district: "Kicukiro",
    });
    expect(office.json().is_default).toBe(false);
    const abroad = await send("POST", "/api/users/me/addresses/", headers, {
      label: "Sister in Nairobi",
      contact_phone: "+254 712 345 678",
      delivery_address: "Moi Avenue 12, Nairobi",
      delivery_country: "ke",
      delivery_district: "Gasabo",
      is_default: true,
    });
    expect(abroad.json()).toMatchObject({
      delivery_country: "KE",
      delivery_district: null,
      is_default: true,
    });
    expect((await list(headers)).map((a) => [a.label, a.is_default])).toEqual([
      ["Sister in Nairobi", true],
      ["Home", false],
      ["Office", false],
    ]);

    const officeId = office.json().id as number;
    const made = await send("POST", `/api/users/me/addresses/${officeId}/default/`, headers);
    expect(made.json().is_default).toBe(true);
    const edited = await send("PUT", `/api/users/me/addresses/${officeId}/`, headers, {
      ...HOME,
      label: "Office, 2nd floor",
    });
    expect(edited.json()).toMatchObject({ label: "Office, 2nd floor", is_default: true });

    expect((await send("DELETE", `/api/users/me/addresses/${officeId}/`, headers)).statusCode).toBe(204);
    // The oldest remaining one becomes the default.
    expect((await list(headers)).filter((a) => a.is_default).map((a) => a.label)).toEqual(["Home"]);
  });

  it("refuses bad fields with the checkout's messages", async () => {
    const { headers } = await signUpShopper(t.app, "addr_typo");
    const answer = await send("POST", "/api/users/me/addresses/", headers, {
      label: " ",
      contact_phone: "12",
      delivery_address: "KG",
      delivery_country: "RW",
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json()).sort()).toEqual(["contact_phone", "delivery_address", "label"]);
    const noDistrict = await send("POST", "/api/users/me/addresses/", headers, {
      ...HOME,
      delivery_district: undefined,
    });
    expect(noDistrict.statusCode).toBe(400);
    expect(noDistrict.json()).toEqual({ delivery_district: ["Choose the district to deliver to"] });
    expect(await list(headers)).toEqual([]);
  });

  it("are the owner's only, and at most ten", async () => {
    const owner = await signUpShopper(t.app, "addr_mine");
    const other = await signUpShopper(t.app, "addr_theirs");
    const created = await send("POST", "/api/users/me/addresses/", owner.headers, HOME);
    const id = created.json().id as number;
    expect((await send("PUT", `/api/users/me/addresses/${id}/`, other.headers, HOME)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/users/me/addresses/${id}/`, other.headers)).statusCode).toBe(404);
    expect((await send("POST", `/api/users/me/addresses/${id}/default/`, other.headers)).statusCode).toBe(
      404,
    );
    expect((await send("DELETE", "/api/users/me/addresses/abc/", owner.headers)).statusCode).toBe(404);
    expect(await list(other.headers)).toEqual([]);

    const more = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send("POST", "/api/users/me/addresses/", owner.headers, { ...HOME, label: `Place ${i}` }),
      ),
    );
    expect(more.filter((answer) => answer.statusCode === 201)).toHaveLength(9);
    const refused = more.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().detail).toBe("You can keep at most 10 addresses. Delete one first.");
    const saved = await list(owner.headers);
    expect(saved).toHaveLength(10);
    expect(saved.filter((a) => a.is_default)).toHaveLength(1);
  });

  it("need a shopper's sign-in", async () => {
    expect((await send("GET", "/api/users/me/addresses/", {})).statusCode).toBe(401);
    const admin = await signInAdmin(t.app);
    expect((await send("POST", "/api/users/me/addresses/", admin.headers, HOME)).statusCode).toBe(403);
  });
});
