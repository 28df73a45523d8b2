import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks } from "../../db/schema/content.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { insertTestContent, testArtworks } from "../../test/fixtures/content-test-data.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertTestContent(t.app.db);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const titles = (body: { results: { title: string }[] }) => body.results.map((r) => r.title);

describe("GET /api/content/artworks/", () => {
  it("pages all artworks by title, 8 to a page, with DRF links", async () => {
    const first = await get("/api/content/artworks/");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(testArtworks.length);
    expect(body.results).toHaveLength(8);
    expect(body.previous).toBeNull();
    expect(body.next).toBe("/api/content/artworks/?page=2");
    expect(titles(body)).toEqual([...testArtworks.map((a) => a.title)].sort().slice(0, 8));
    expect(body.results[0]).toMatchObject({
      title: "Agaseke Peace Basket",
      category: "Handicrafts",
      artist: "Claudine Mukamana",
      year: 2020,
      medium: "Acrylic on canvas",
      origin: "Bugesera",
      rights: "© the artist",
      image: "/media/agaseke-peace-basket.webp",
      thumbnail: "/media/agaseke-peace-basket-thumb.webp",
    });
    expect(body.results[0]).not.toHaveProperty("created_at");

    const second = (await get(body.next)).json();
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.previous).toBe("/api/content/artworks/?page=1");
  });

  it("filters by category, and 'All' means no filter", async () => {
    const landscapes = (await get("/api/content/artworks/?category=Landscapes")).json();
    expect(landscapes.count).toBe(2);
    expect(titles(landscapes).sort()).toEqual(["Lake Kivu Evening", "Virunga Morning Mist"]);
    const all = (await get("/api/content/artworks/?category=All")).json();
    expect(all.count).toBe(testArtworks.length);
    const dance = (await get("/api/content/artworks/?category=Traditional%20Dance")).json();
    expect(titles(dance).sort()).toEqual(["Drummers of Nyanza", "Intore at Dawn"]);
  });

  it("searches title, artist, description and origin case-insensitively, every word", async () => {
    expect(titles((await get("/api/content/artworks/?search=KIVU")).json())).toEqual(["Lake Kivu Evening"]);
    const byArtist = (await get("/api/content/artworks/?search=mugisha")).json();
    expect(byArtist.count).toBe(3);
    const byOrigin = (await get("/api/content/artworks/?search=musanze")).json();
    expect(titles(byOrigin).sort()).toEqual(["Kwita Izina Procession", "Virunga Morning Mist"]);
    const twoWords = (await get("/api/content/artworks/?search=mugisha%20nyanza")).json();
    expect(titles(twoWords)).toEqual(["Drummers of Nyanza"]);
  });

  it("forgives a typo in the title", async () => {
    expect(titles((await get("/api/content/artworks/?search=agaseki")).json())).toEqual([
      "Agaseke Peace Basket",
    ]);
  });

  it("combines search and category", async () => {
    const both = (await get("/api/content/artworks/?search=mugisha&category=Festivals")).json();
    expect(titles(both)).toEqual(["Kwita Izina Procession"]);
    const none = (await get("/api/content/artworks/?search=kivu&category=Festivals")).json();
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("takes LIKE wildcards literally", async () => {
    expect((await get("/api/content/artworks/?search=%25")).json().count).toBe(0);
    expect((await get("/api/content/artworks/?search=_")).json().count).toBe(0);
  });

  it("answers a page past the end with an empty list", async () => {
    const response = await get("/api/content/artworks/?page=99");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 9, next: null, results: [] });
    expect((await get("/api/content/artworks/?page=2147483647&page_size=100")).statusCode).toBe(200);
  });

  it("refuses bad query parameters with field errors", async () => {
    const bad = await get("/api/content/artworks/?category=Sculpture&page=0&page_size=500");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      category: ["Unknown artwork category."],
      page: ["Invalid page."],
      page_size: ["Page size must be between 1 and 100."],
    });
    const long = await get(`/api/content/artworks/?search=${"a".repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ search: ["Search is too long."] });
  });
});

describe("GET /api/content/artworks/?featured= and ?ordering=", () => {
  const FEATURED = ["Court of Rukari", "Lake Kivu Evening", "Umuganura Harvest"];
  // Added on distinct days, so 'newest' has one right answer (not the title order, not the insert order).
  const ADDED_DAYS_AGO: Record<string, number> = {
    "Lake Kivu Evening": 1,
    "Court of Rukari": 2,
    "Intore at Dawn": 3,
    "Umuganura Harvest": 4,
  };
  beforeAll(async () => {
    await t.app.db.update(artworks).set({ is_featured: true }).where(inArray(artworks.title, FEATURED));
    for (const [title, days] of Object.entries(ADDED_DAYS_AGO)) {
      await t.app.db
        .update(artworks)
        .set({ created_at: new Date(Date.UTC(2025, 0, 31 - days)) })
        .where(inArray(artworks.title, [title]));
    }
    const older = testArtworks.map((a) => a.title).filter((title) => !(title in ADDED_DAYS_AGO));
    await t.app.db
      .update(artworks)
      .set({ created_at: new Date(Date.UTC(2024, 0, 1)) })
      .where(inArray(artworks.title, older));
  });

  it("keeps only the featured ones with featured=true, and the rest with featured=false", async () => {
    const featured = (await get("/api/content/artworks/?featured=true")).json();
    expect(featured.count).toBe(3);
    expect(titles(featured)).toEqual([...FEATURED].sort());
    expect(featured.results.every((a: { is_featured: boolean }) => a.is_featured)).toBe(true);
    const others = (await get("/api/content/artworks/?featured=false&page_size=20")).json();
    expect(others.count).toBe(testArtworks.length - 3);
    expect(titles(others).some((title: string) => FEATURED.includes(title))).toBe(false);
  });

  it("orders by the date added with ordering=newest, and by title with ordering=title", async () => {
    const newest = (await get("/api/content/artworks/?ordering=newest&page_size=4")).json();
    expect(titles(newest)).toEqual([
      "Lake Kivu Evening",
      "Court of Rukari",
      "Intore at Dawn",
      "Umuganura Harvest",
    ]);
    // The home screen's 'Best Of Best': featured, newest first.
    const best = (await get("/api/content/artworks/?featured=true&ordering=newest")).json();
    expect(titles(best)).toEqual(["Lake Kivu Evening", "Court of Rukari", "Umuganura Harvest"]);
    // With a search, title order replaces the best-match order.
    const byRank = (await get("/api/content/artworks/?search=mugisha")).json();
    const byTitle = (await get("/api/content/artworks/?search=mugisha&ordering=title")).json();
    expect(titles(byTitle)).toEqual([...titles(byRank)].sort());
    expect(titles(byTitle)).toEqual(["Drummers of Nyanza", "Kwita Izina Procession", "Lake Kivu Evening"]);
  });

  it("refuses an unknown ordering or featured value with field errors", async () => {
    const bad = await get("/api/content/artworks/?ordering=oldest&featured=yes");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      ordering: ["Unknown ordering."],
      featured: ["Must be true or false."],
    });
  });
});

describe("GET /api/content/artworks/categories/", () => {
  it("counts artworks per gallery category in the spec's order", async () => {
    const response = await get("/api/content/artworks/categories/");
    expect(response.json()).toEqual([
      { name: "Traditional Dance", count: 2 },
      { name: "Handicrafts", count: 2 },
      { name: "Landscapes", count: 2 },
      { name: "Historical Art", count: 1 },
      { name: "Festivals", count: 2 },
    ]);
  });
});

describe("GET /api/content/artworks/:id/", () => {
  it("returns one artwork and 404 for an unknown id", async () => {
    const [first] = (await get("/api/content/artworks/?search=rukari")).json().results;
    const one = await get(`/api/content/artworks/${first.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    const missing = await get("/api/content/artworks/999999/");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Not found." });
    expect((await get("/api/content/artworks/abc/")).statusCode).toBe(404);
  });
});
