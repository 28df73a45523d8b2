import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, itemMedia, items } from "../../../db/schema/collections.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const museum = await insertInstitutionAndCollection(db, "ethnographic");
  const archive = await insertInstitutionAndCollection(db, "archive");
  await db
    .update(collections)
    .set({ translations: { fr: { title: "Objets ethnographiques" } } })
    .where(eq(collections.id, museum.collection.id));
  const hidden = await insertInstitutionAndCollection(db, "hidden");
  await db.update(collections).set({ published: false }).where(eq(collections.id, hidden.collection.id));

  const basket = await insertTestItem(db, museum, {
    title: "Agaseke peace basket",
    type: "object",
    community: "Bugesera weavers",
    period: "20th century",
    dc: {
      ...emptyDc(),
      title: ["Agaseke peace basket"],
      subject: ["Basketry"],
      language: ["rw"],
      rights: ["CC BY 4.0"],
    },
    translations: { fr: { title: ["Panier de la paix agaseke"], description: ["Tressé en sisal"] } },
  });
  await db.insert(itemMedia).values([
    {
      item_id: basket.id,
      kind: "image",
      key: "items/b2.jpg",
      thumbnail_key: "items/b2-thumb.webp",
      mime: "image/jpeg",
      bytes: 20,
      width: 10,
      height: 10,
      position: 2,
    },
    {
      item_id: basket.id,
      kind: "image",
      key: "items/b1.jpg",
      thumbnail_key: "items/b1-thumb.webp",
      mime: "image/jpeg",
      bytes: 10,
      width: 10,
      height: 10,
      position: 1,
      rights: "Photo: the museum",
    },
    { item_id: basket.id, kind: "audio", key: "items/b3.mp3", mime: "audio/mpeg", bytes: 30, position: 3 },
  ]);
  await insertTestItem(db, museum, {
    title: "Imigongo panel",
    type: "artwork",
    featured: true,
    community: "Bugesera weavers",
    period: "19th century",
    dc: { ...emptyDc(), title: ["Imigongo panel"], subject: ["Basketry"], language: ["rw", "fr"] },
  });
  await insertTestItem(db, archive, {
    title: "Letter of the Mwami",
    type: "document",
    period: "19th century",
    dc: {
      ...emptyDc(),
      title: ["Letter of the Mwami"],
      description: ["A letter about the imigongo workshop"],
      language: ["fr"],
    },
  });
  await insertTestItem(db, museum, { title: "Draft drum", published: false });
  const gone = await insertTestItem(db, museum, { title: "Deleted drum" });
  await db.update(items).set({ deleted_at: new Date() }).where(eq(items.id, gone.id));
  await insertTestItem(db, hidden, { title: "Hidden collection item" });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const slugs = (body: { results: { slug: string }[] }) => body.results.map((r) => r.slug);

describe("GET /api/repository/items/", () => {
  it("lists only published, undeleted items of published collections, by title, in pages", async () => {
    const response = await get("/api/repository/items/?page_size=2");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(slugs(body)).toEqual(["agaseke-peace-basket", "imigongo-panel"]);
    expect(body.next).toBe("/api/repository/items/?page_size=2&page=2");
    expect(body.results[0]).toMatchObject({
      type: "object",
      title: "Agaseke peace basket",
      thumbnail_url: "/media/items/b1-thumb.webp",
      media_count: 3,
      collection: { slug: "ethnographic-objects", name: "ethnographic objects" },
      institution: { slug: "ethnographic-museum" },
    });
    expect(body.results[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("filters by type, collection, institution, community, period, language and media", async () => {
    const list = async (query: string) => slugs((await get(`/api/repository/items/?${query}`)).json()).sort();
    expect(await list("type=document")).toEqual(["letter-of-the-mwami"]);
    expect(await list("collection=ethnographic-objects")).toEqual(["agaseke-peace-basket", "imigongo-panel"]);
    expect(await list("institution=archive-museum")).toEqual(["letter-of-the-mwami"]);
    expect(await list("community=Bugesera%20weavers")).toEqual(["agaseke-peace-basket", "imigongo-panel"]);
    expect(await list("period=19th%20century&type=artwork")).toEqual(["imigongo-panel"]);
    expect(await list("language=fr")).toEqual(["imigongo-panel", "letter-of-the-mwami"]);
    expect(await list("has_media=true")).toEqual(["agaseke-peace-basket"]);
    expect(await list("has_media=false")).toEqual(["imigongo-panel", "letter-of-the-mwami"]);
  });

  it("counts each facet with the other filters kept and its own left out", async () => {
    const { facets } = (await get("/api/repository/items/?period=19th%20century&type=artwork")).json();
    expect(facets.type).toEqual([
      { value: "artwork", label: "artwork", count: 1 },
      { value: "document", label: "document", count: 1 },
    ]);
    expect(facets.period).toEqual([{ value: "19th century", label: "19th century", count: 1 }]);
    expect(facets.language).toEqual([
      { value: "fr", label: "fr", count: 1 },
      { value: "rw", label: "rw", count: 1 },
    ]);
    expect(facets.has_media).toEqual([{ value: "false", label: "false", count: 1 }]);
    expect(facets.collection).toEqual([
      { value: "ethnographic-objects", label: "ethnographic objects", count: 1 },
    ]);
  });

  it("filters by a subject and by featured, and counts subjects like the other facets", async () => {
    const list = async (query: string) => slugs((await get(`/api/repository/items/?${query}`)).json()).sort();
    expect(await list("subject=Basketry")).toEqual(["agaseke-peace-basket", "imigongo-panel"]);
    expect(await list("subject=Basketry&type=object")).toEqual(["agaseke-peace-basket"]);
    expect(await list("subject=Pottery")).toEqual([]);
    expect(await list("featured=true")).toEqual(["imigongo-panel"]);
    expect(await list("featured=false")).toEqual(["agaseke-peace-basket", "letter-of-the-mwami"]);
    const { facets } = (await get("/api/repository/items/?subject=Pottery&type=artwork")).json();
    // The subject's own filter is left out of its counts; the type filter is kept.
    expect(facets.subject).toEqual([{ value: "Basketry", label: "Basketry", count: 1 }]);
    const refused = await get("/api/repository/items/?featured=yes");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty("featured");
  });

  it("searches every DC value in every language, tolerates typos, ranks title matches first", async () => {
    expect(slugs((await get("/api/repository/items/?search=sisal")).json())).toEqual([
      "agaseke-peace-basket",
    ]);
    expect(slugs((await get("/api/repository/items/?search=panier%20paix")).json())).toEqual([
      "agaseke-peace-basket",
    ]);
    // The panel's title holds the word; the letter only mentions it in its description.
    expect(slugs((await get("/api/repository/items/?search=imigongo")).json())).toEqual([
      "imigongo-panel",
      "letter-of-the-mwami",
    ]);
    expect(slugs((await get("/api/repository/items/?search=imigogo")).json())).toContain("imigongo-panel");
    expect((await get("/api/repository/items/?search=drum")).json().count).toBe(0);
  });

  it("answers 400 with field messages for a bad filter or page size", async () => {
    const response = await get("/api/repository/items/?type=spaceship&page_size=1000");
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(["page_size", "type"]);
  });
});

describe("GET /api/repository/items/{slug}/", () => {
  it("serves the item in the asked language with its media in order, rights beside each, and related items", async () => {
    const response = await get("/api/repository/items/agaseke-peace-basket/?lang=fr");
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({
      title: "Panier de la paix agaseke",
      language: "fr",
      translated: true,
      collection: { name: "Objets ethnographiques" },
      dc: { title: ["Panier de la paix agaseke"], description: ["Tressé en sisal"], rights: ["CC BY 4.0"] },
    });
    expect(item).not.toHaveProperty("translations");
    expect(item.media.map((m: { url: string; rights: string }) => [m.url, m.rights])).toEqual([
      ["/media/items/b1.jpg", "Photo: the museum"],
      ["/media/items/b2.jpg", "CC BY 4.0"],
      ["/media/items/b3.mp3", "CC BY 4.0"],
    ]);
    expect(item.related.map((r: { slug: string }) => r.slug)).toEqual(["imigongo-panel"]);
  });

  it("is 404 for a draft, a deleted item, an item of an unpublished collection, or an unknown slug", async () => {
    for (const slug of ["draft-drum", "deleted-drum", "hidden-collection-item", "nothing-here"]) {
      const response = await get(`/api/repository/items/${slug}/`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toHaveProperty("detail");
    }
  });
});

describe("GET /api/repository/collections/ and /institutions/", () => {
  it("lists published collections with their public item counts", async () => {
    const body = (await get("/api/repository/collections/", { "accept-language": "fr" })).json();
    expect(body.map((c: { slug: string; item_count: number }) => [c.slug, c.item_count])).toEqual([
      ["archive-objects", 1],
      ["ethnographic-objects", 2],
    ]);
    expect(body[1]).toMatchObject({ title: "Objets ethnographiques", language: "fr", translated: true });
    expect((await get("/api/repository/collections/hidden-objects/")).statusCode).toBe(404);
    expect((await get("/api/repository/collections/archive-objects/")).json()).toMatchObject({
      item_count: 1,
    });
  });

  it("lists institutions with their published collections and items", async () => {
    const body = (await get("/api/repository/institutions/")).json().results;
    const ethnographic = body.find((i: { slug: string }) => i.slug === "ethnographic-museum");
    expect(ethnographic).toMatchObject({
      kind: "museum",
      collection_count: 1,
      item_count: 2,
      place_name: "Huye",
    });
    expect((await get("/api/repository/institutions/archive-museum/")).statusCode).toBe(200);
    expect((await get("/api/repository/institutions/nowhere/")).statusCode).toBe(404);
  });
});
