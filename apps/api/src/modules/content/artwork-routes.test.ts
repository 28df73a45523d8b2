import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { insertTestContent, testArtworks } from "./content-test-data.ts";

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
    expect((await get("/api/content/artworks/abc/")).statusCode).toBe(400);
  });
});
