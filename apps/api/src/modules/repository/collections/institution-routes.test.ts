import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, communities, institutions, items } from "../../../db/schema/collections.ts";
import { articles } from "../../../db/schema/content.ts";
import { institutionExhibitions } from "../../../db/schema/exhibitions.ts";
import { signInAdmin } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";

/**
 * The museums list and a museum's page read institutions (decision 114): pages, search, category
 * and kind filters with facets, the visit facts and exhibitions, notes on related people, and the
 * stats tiles — never counting an item the reader may not see (decision 162).
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const palace = await insertInstitutionAndCollection(db, "palace");
  const memorial = await insertInstitutionAndCollection(db, "memorial");
  const archive = await insertInstitutionAndCollection(db, "papers");
  await db
    .update(institutions)
    .set({
      category: "History",
      opening_hours: "9:00 AM - 5:00 PM",
      long_description: "The royal residence at Nyanza.",
      image: "/media/palace.webp",
      thumbnail: "/media/palace-thumb.webp",
      position: 2,
      translations: {
        fr: {
          name: "Musée du palais",
          long_description: "La résidence royale à Nyanza.",
          place_name: "Nyanza",
        },
      },
    })
    .where(eq(institutions.id, palace.institution.id));
  await db
    .update(institutions)
    .set({ category: "Memorial", position: 1 })
    .where(eq(institutions.id, memorial.institution.id));
  await db
    .update(institutions)
    .set({ kind: "archive", name: "National papers" })
    .where(eq(institutions.id, archive.institution.id));
  await db.insert(institutionExhibitions).values([
    { institution_id: palace.institution.id, title: "Inside the royal enclosure", type: "tour", position: 1 },
    {
      institution_id: palace.institution.id,
      title: "Court music",
      type: "experience",
      featured: true,
      position: 0,
      translations: { fr: { title: "La musique de la cour" } },
    },
  ]);

  await insertTestItem(db, palace, { title: "Royal drum", dc: { ...emptyDc(), title: ["Royal drum"] } });
  await insertTestItem(db, palace, { title: "Milk vessel", community: "Nyanza potters" });
  // Seen only by the community's members: never listed or counted for a visitor.
  const [kept] = await db
    .insert(communities)
    .values({ slug: "court-singers", name: "Court singers" })
    .returning();
  const secret = await insertTestItem(db, palace, { title: "Court song words", community: "Court singers" });
  await db.update(items).set({ access: "community", community_id: kept!.id }).where(eq(items.id, secret.id));
  // A draft is no one's count either.
  await insertTestItem(db, palace, { title: "Unfinished record", published: false });

  // Notes on people: the one whose dc:relation names the palace comes first.
  const people = { institution: archive.institution, collection: archive.collection };
  await insertTestItem(db, people, { title: "Abbé Kagame", type: "document" });
  await insertTestItem(db, people, {
    title: "Rwabugiri",
    type: "document",
    dc: { ...emptyDc(), title: ["Rwabugiri"], relation: ["palace Museum"] },
  });
  await insertTestItem(db, people, { title: "Letter", type: "photograph", community: "Huye" });
  await db.insert(articles).values({
    title: "A walk through Nyanza",
    description: "Visiting the palace",
    image: "/media/a.webp",
    thumbnail: "/media/a-thumb.webp",
    read_time: 4,
  });
  // A collection not yet published is not counted.
  await db.insert(collections).values({
    institution_id: palace.institution.id,
    slug: "palace-drafts",
    title: "Drafts",
    published: false,
  });
  admin = (await signInAdmin(t.app)).headers;
}, 120_000);
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("GET /api/repository/institutions/", () => {
  it("pages museums in their order with their visit facts and what a visitor may see of them", async () => {
    const response = await get("/api/repository/institutions/?kind=museum&page_size=1");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.next).toContain("page=2");
    expect(body.results.map((i: { slug: string }) => i.slug)).toEqual(["memorial-museum"]);
    const second = (await get("/api/repository/institutions/?kind=museum&page_size=1&page=2")).json();
    expect(second.results[0]).toMatchObject({
      slug: "palace-museum",
      category: "History",
      opening_hours: "9:00 AM - 5:00 PM",
      image: "/media/palace.webp",
      thumbnail: "/media/palace-thumb.webp",
      collection_count: 1,
      // Two public items: the community's song and the draft are not counted.
      item_count: 2,
    });
    expect(body.facets.category).toEqual([
      { value: "History", count: 1 },
      { value: "Memorial", count: 1 },
    ]);
    expect(body.facets.kind).toEqual([
      { value: "museum", count: 2 },
      { value: "archive", count: 1 },
    ]);
  });

  it("counts the community's item for an admin", async () => {
    const body = (await get("/api/repository/institutions/?category=History", admin)).json();
    expect(body.results[0]).toMatchObject({ slug: "palace-museum", item_count: 3 });
  });

  it("filters by category and finds by words in any language, or a near miss of the name", async () => {
    const memorials = (await get("/api/repository/institutions/?category=Memorial")).json();
    expect(memorials.results.map((i: { slug: string }) => i.slug)).toEqual(["memorial-museum"]);
    // The category facet ignores its own filter: the reader sees what else there is.
    expect(memorials.facets.category).toHaveLength(2);
    const french = (await get("/api/repository/institutions/?search=r%C3%A9sidence")).json();
    expect(french.results.map((i: { slug: string }) => i.slug)).toEqual(["palace-museum"]);
    const typo = (await get("/api/repository/institutions/?search=pallace")).json();
    expect(typo.results.map((i: { slug: string }) => i.slug)).toEqual(["palace-museum"]);
    const none = (await get("/api/repository/institutions/?search=atlantis")).json();
    expect(none).toMatchObject({ count: 0, results: [] });
  });

  it("serves the reader's language", async () => {
    const body = (
      await get("/api/repository/institutions/?category=History", { "accept-language": "fr" })
    ).json();
    expect(body.results[0]).toMatchObject({ name: "Musée du palais", place_name: "Nyanza", language: "fr" });
    // No Kinyarwanda yet: the original's texts, and the answer says so.
    const rw = (await get("/api/repository/institutions/palace-museum/", { "accept-language": "rw" })).json();
    expect(rw).toMatchObject({ name: "palace Museum", language: "en", translated: false });
    expect(rw.exhibitions[0]).toMatchObject({ title: "Court music", translated: false });
  });

  it("refuses an unknown category, kind or page size with field messages", async () => {
    const response = await get("/api/repository/institutions/?category=Zoo&kind=shop&page_size=1000");
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(["category", "kind", "page_size"]);
  });
});

describe("GET /api/repository/institutions/{slug}/", () => {
  it("gives a museum's page: texts, exhibitions, collections and related notes, related first", async () => {
    const response = await get("/api/repository/institutions/palace-museum/", { "accept-language": "fr" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: "Musée du palais",
      long_description: "La résidence royale à Nyanza.",
      category: "History",
      item_count: 2,
      collection_count: 1,
    });
    expect(body.exhibitions.map((e: { title: string; type: string }) => [e.title, e.type])).toEqual([
      ["La musique de la cour", "experience"],
      ["Inside the royal enclosure", "tour"],
    ]);
    expect(body.collections).toEqual([expect.objectContaining({ slug: "palace-objects", item_count: 2 })]);
    expect(body.related.map((r: { title: string }) => r.title)).toEqual(["Rwabugiri", "Abbé Kagame"]);
  });

  it("is a 404 for an unknown or deleted institution", async () => {
    expect((await get("/api/repository/institutions/nowhere/")).statusCode).toBe(404);
    await t.app.db
      .update(institutions)
      .set({ deleted_at: new Date() })
      .where(eq(institutions.slug, "papers-museum"));
    expect((await get("/api/repository/institutions/papers-museum/")).statusCode).toBe(404);
    await t.app.db
      .update(institutions)
      .set({ deleted_at: null })
      .where(eq(institutions.slug, "papers-museum"));
  });
});

describe("PUT /api/admin/repository/institutions/{id}/ from a form that knows no museum fields", () => {
  it("keeps the category, hours, long description and their translations; sets them when sent", async () => {
    const [palace] = await t.app.db.select().from(institutions).where(eq(institutions.slug, "palace-museum"));
    const put = (payload: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/repository/institutions/${palace!.public_id}/`,
        headers: admin,
        payload,
      });
    const form = {
      kind: "museum",
      slug: "palace-museum",
      name: "palace Museum",
      place_name: "Huye",
      translations: { fr: { name: "Musée du palais" } },
    };
    expect((await put({ ...form, version: palace!.version })).statusCode).toBe(200);
    const page = (
      await get("/api/repository/institutions/palace-museum/", { "accept-language": "fr" })
    ).json();
    expect(page).toMatchObject({
      category: "History",
      opening_hours: "9:00 AM - 5:00 PM",
      long_description: "La résidence royale à Nyanza.",
    });
    const bad = await put({ ...form, category: "Zoo", version: page.version });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ category: ["Unknown museum category"] });
    const set = await put({
      ...form,
      category: "Art",
      opening_hours: "8:00 AM - 6:00 PM",
      version: page.version,
    });
    expect(set.statusCode).toBe(200);
    expect((await get("/api/repository/institutions/palace-museum/")).json()).toMatchObject({
      category: "Art",
      opening_hours: "8:00 AM - 6:00 PM",
    });
  });
});

describe("GET /api/repository/stats/", () => {
  it("counts public items, museums and communities, never a hidden item", async () => {
    expect((await get("/api/repository/stats/", admin)).json()).toEqual({
      items: 5,
      artworks: 0,
      books: 0,
      museums: 2,
      communities: 2,
      articles: 1,
    });
  });
});
