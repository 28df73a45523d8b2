import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { listHarvestItems } from "./publication-reads.ts";

let t: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  shopper = (await signUpShopper(t.app)).headers;
});
afterAll(async () => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function setUp() {
  const institution = (
    await call("POST", "/api/admin/repository/institutions/", {
      kind: "museum",
      name: "Ethnographic Museum",
      place_name: "Huye",
    })
  ).json();
  const collection = (
    await call("POST", "/api/admin/repository/collections/", {
      institution: institution.id,
      title: "Basketry",
      published: true,
    })
  ).json();
  return { institution, collection };
}

describe("admin repository routes", () => {
  it("refuses anonymous callers (401) and shoppers (403) on every admin route", async () => {
    const routes: [Method, string][] = [
      ["GET", "/api/admin/repository/items/"],
      ["POST", "/api/admin/repository/items/"],
      ["PUT", "/api/admin/repository/items/00000000-0000-0000-0000-000000000000/"],
      ["DELETE", "/api/admin/repository/items/00000000-0000-0000-0000-000000000000/"],
      ["POST", "/api/admin/repository/items/00000000-0000-0000-0000-000000000000/publish/"],
      ["POST", "/api/admin/repository/collections/"],
      ["POST", "/api/admin/repository/institutions/"],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, {}, {})).statusCode, url).toBe(401);
      expect((await call(method, url, {}, shopper)).statusCode, url).toBe(403);
    }
  });

  it("creates an item as a draft, publishes it, replaces it at its version, and soft-deletes it", async () => {
    const { collection, institution } = await setUp();
    const created = await call("POST", "/api/admin/repository/items/", {
      type: "object",
      collection: collection.id,
      dc: { title: ["Agaseke basket"], creator: ["Unknown weaver", " "], subject: "Basketry" },
      translations: { fr: { title: ["Panier agaseke"] }, en: { title: ["dropped: the original"] } },
      latitude: -2.6,
      longitude: 29.74,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      slug: "agaseke-basket",
      published: false,
      version: 1,
      institution: { id: institution.id },
      dc: { title: ["Agaseke basket"], creator: ["Unknown weaver"], subject: ["Basketry"] },
      translations: { fr: { title: ["Panier agaseke"] } },
    });
    expect((await call("GET", "/api/repository/items/agaseke-basket/", undefined, {})).statusCode).toBe(404);

    const published = await call("POST", `/api/admin/repository/items/${item.id}/publish/`, {
      published: true,
      version: 1,
    });
    expect(published.json()).toMatchObject({ published: true, version: 2 });
    expect((await call("GET", "/api/repository/items/agaseke-basket/", undefined, {})).statusCode).toBe(200);

    const body = {
      type: "artwork",
      collection: collection.id,
      dc: { title: ["Agaseke peace basket"] },
      published: true,
    };
    const stale = await call("PUT", `/api/admin/repository/items/${item.id}/`, { ...body, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: "This item changed since you opened it",
      current: { version: 2 },
    });
    expect((await call("PUT", `/api/admin/repository/items/${item.id}/`, body)).json()).toEqual({
      version: ["Send the version you loaded"],
    });
    const replaced = await call("PUT", `/api/admin/repository/items/${item.id}/`, {
      ...body,
      slug: "peace-basket",
      version: 2,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: item.id,
      slug: "peace-basket",
      type: "artwork",
      version: 3,
      translations: {},
    });

    expect((await call("DELETE", `/api/admin/repository/items/${item.id}/?version=1`)).statusCode).toBe(409);
    expect((await call("DELETE", `/api/admin/repository/items/${item.id}/`)).statusCode).toBe(204);
    expect((await call("GET", `/api/admin/repository/items/${item.id}/`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/repository/items/${item.id}/`)).statusCode).toBe(404);
    const harvest = await listHarvestItems(t.app.db, { limit: 10 });
    expect(harvest.find((row) => row.item.public_id === item.id)).toMatchObject({ deleted: true });
  });

  it("answers 400 at the field for bad input and unknown references, and 404 for unknown ids", async () => {
    const { collection } = await setUp();
    const bad = await call("POST", "/api/admin/repository/items/", {
      type: "spaceship",
      collection: collection.id,
      dc: { title: [" "] },
      latitude: 120,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["dc", "latitude", "type"]);
    const unknown = await call("POST", "/api/admin/repository/items/", {
      type: "object",
      collection: "00000000-0000-0000-0000-000000000000",
      dc: { title: ["Drum"] },
    });
    expect(unknown.json()).toEqual({ collection: ["This collection does not exist"] });
    const first = await call("POST", "/api/admin/repository/items/", {
      type: "object",
      collection: collection.id,
      dc: { title: ["Drum"] },
    });
    const second = await call("POST", "/api/admin/repository/items/", {
      type: "object",
      collection: collection.id,
      dc: { title: ["Drum"] },
    });
    expect([first.json().slug, second.json().slug]).toEqual(["drum", "drum-2"]);
    const taken = await call("POST", "/api/admin/repository/items/", {
      type: "object",
      collection: collection.id,
      slug: "drum",
      dc: { title: ["Drum"] },
    });
    expect(taken.json()).toEqual({ slug: ["Another record already uses this slug"] });
    expect((await call("GET", "/api/admin/repository/items/not-a-uuid/")).statusCode).toBe(404);
    expect(
      (
        await call("PUT", "/api/admin/repository/items/00000000-0000-0000-0000-000000000000/", {
          type: "object",
          collection: collection.id,
          dc: { title: ["X"] },
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("lists drafts for admins with a status filter, and keeps collections and institutions that still hold records", async () => {
    const { collection, institution } = await setUp();
    await call("POST", "/api/admin/repository/items/", {
      type: "book",
      collection: collection.id,
      dc: { title: ["Draft book"] },
    });
    const drafts = (
      await call("GET", `/api/admin/repository/items/?status=draft&collection=${collection.slug}`)
    ).json();
    expect(drafts.results.map((r: { title: string }) => r.title)).toEqual(["Draft book"]);
    expect((await call("DELETE", `/api/admin/repository/collections/${collection.id}/`)).statusCode).toBe(
      409,
    );
    expect((await call("DELETE", `/api/admin/repository/institutions/${institution.id}/`)).statusCode).toBe(
      409,
    );

    const renamed = await call("PUT", `/api/admin/repository/collections/${collection.id}/`, {
      institution: institution.id,
      title: "Baskets",
      translations: { fr: { title: "Paniers" } },
      version: collection.version,
    });
    expect(renamed.json()).toMatchObject({
      title: "Baskets",
      version: 2,
      translations: { fr: { title: "Paniers" } },
    });
    const stale = await call("PUT", `/api/admin/repository/collections/${collection.id}/`, {
      institution: institution.id,
      title: "X",
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const empty = (
      await call("POST", "/api/admin/repository/collections/", {
        institution: institution.id,
        title: "Empty",
      })
    ).json();
    expect((await call("DELETE", `/api/admin/repository/collections/${empty.id}/`)).statusCode).toBe(204);
    expect(
      (await call("GET", "/api/admin/repository/collections/")).json().map((c: { id: string }) => c.id),
    ).not.toContain(empty.id);
  });
});
