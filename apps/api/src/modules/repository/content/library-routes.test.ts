import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, historicalEvents, partners, testimonials } from "../../../db/schema/content.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { inEnglish, insertTestContent } from "../../../test/fixtures/content-test-data.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertTestContent(t.app.db);
  const picture = { image: "/media/x.webp", thumbnail: "/media/x-thumb.webp" };
  const day = 86_400_000;
  await t.app.db.insert(articles).values([
    {
      title: "Imigongo, from cattle to canvas",
      description: "An art of Kirehe.",
      read_time: 6,
      published_at: new Date(Date.now() - 3 * day),
      ...picture,
    },
    {
      title: "Why Umuganura matters",
      description: "The harvest festival.",
      read_time: 4,
      published_at: new Date(Date.now() - day),
      ...picture,
    },
  ]);
  await t.app.db.insert(testimonials).values([
    { name: "B", title: "Teacher", content: "Second.", image: "/media/b.webp", position: 2 },
    { name: "A", title: "Curator", content: "First.", image: "/media/a.webp", position: 1 },
  ]);
  await t.app.db.insert(partners).values([
    { name: "Hills Heritage Trust", description: "Archives.", image: "/media/p.webp", position: 1 },
    { name: "Kigali Weavers", description: "A basket cooperative.", image: "/media/w.webp", position: 2 },
  ]);
  await t.app.db.insert(historicalEvents).values([
    {
      title: "The Rucunshu succession crisis",
      period: "1896",
      description: "Politics.",
      category: "politics",
      badge: "New",
      position: 3,
      ...picture,
    },
    {
      title: "The Battle of Shangi",
      period: "1896",
      description: "Conflict.",
      category: "conflict",
      badge: "Popular",
      position: 2,
      ...picture,
    },
    {
      title: "The Abatabazi",
      period: "17th century",
      description: "Politics too.",
      category: "politics",
      badge: "Featured",
      position: 1,
      ...picture,
    },
  ]);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the retired artworks and books routes (decision 125)", () => {
  it("answer 404: the gallery and the library's books are repository items", async () => {
    for (const url of [
      "/api/content/books/",
      "/api/content/artworks/",
      "/api/content/artworks/categories/",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe("GET /api/content/articles/", () => {
  it("lists the newest first with read times and searches titles", async () => {
    const body = (await get("/api/content/articles/")).json();
    expect(body.results.map((a: { title: string }) => a.title)).toEqual([
      "Why Umuganura matters",
      "Imigongo, from cattle to canvas",
    ]);
    expect(body.results[0]).toMatchObject({
      read_time: 4,
      published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await get("/api/content/articles/?search=imigongo")).json().count).toBe(1);
    expect((await get("/api/content/articles/?page_size=1")).json().next).toBe(
      "/api/content/articles/?page_size=1&page=2",
    );
  });
});

describe("GET /api/content/articles/{id}/", () => {
  it("answers one article for its own page, and 404 for an unknown or malformed id", async () => {
    const [first] = (await get("/api/content/articles/")).json().results;
    const one = await get(`/api/content/articles/${first.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    const unknown = await get("/api/content/articles/999999/");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Not found." });
    expect((await get("/api/content/articles/abc/")).statusCode).toBe(404);
  });
});

describe("hand-ordered lists", () => {
  it("serves testimonials, partners and historical events in their set order", async () => {
    const quotes = (await get("/api/content/testimonials/")).json();
    expect(quotes.results).toEqual([
      {
        id: expect.any(Number),
        name: "A",
        title: "Curator",
        content: "First.",
        image: "/media/a.webp",
        ...inEnglish,
      },
      {
        id: expect.any(Number),
        name: "B",
        title: "Teacher",
        content: "Second.",
        image: "/media/b.webp",
        ...inEnglish,
      },
    ]);
    const partnerList = (await get("/api/content/partners/")).json();
    expect(partnerList).toMatchObject({
      count: 2,
      results: [
        { name: "Hills Heritage Trust", description: "Archives." },
        { name: "Kigali Weavers", description: "A basket cooperative." },
      ],
    });
    const events = (await get("/api/content/historical-events/")).json();
    expect(events.results.map((e: { category: string; badge: string }) => [e.category, e.badge])).toEqual([
      ["politics", "Featured"],
      ["conflict", "Popular"],
      ["politics", "New"],
    ]);
    expect((await get("/api/content/testimonials/?page=0")).statusCode).toBe(400);
  });
});

describe("GET /api/content/historical-events/?category=", () => {
  const titles = (body: { results: { title: string }[] }) => body.results.map((e) => e.title);

  it("keeps the events of one category, still in their set order, with a matching count", async () => {
    const politics = (await get("/api/content/historical-events/?category=politics")).json();
    expect(politics).toMatchObject({ count: 2, next: null, previous: null });
    expect(titles(politics)).toEqual(["The Abatabazi", "The Rucunshu succession crisis"]);
    const conflict = (await get("/api/content/historical-events/?category=conflict")).json();
    expect(titles(conflict)).toEqual(["The Battle of Shangi"]);
    const rebellion = (await get("/api/content/historical-events/?category=rebellion")).json();
    expect(rebellion).toEqual({ count: 0, next: null, previous: null, results: [] });
    const paged = (await get("/api/content/historical-events/?category=politics&page_size=1")).json();
    expect(paged.count).toBe(2);
    expect(paged.next).toBe("/api/content/historical-events/?category=politics&page_size=1&page=2");
  });

  it("refuses an unknown category", async () => {
    const bad = await get("/api/content/historical-events/?category=war");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ category: ["Unknown event category."] });
  });
});

describe("GET /api/content/partners/?search=", () => {
  const names = (body: { results: { name: string }[] }) => body.results.map((p) => p.name);

  it("matches every word in the name or the description, case-insensitively", async () => {
    expect(names((await get("/api/content/partners/?search=WEAVERS")).json())).toEqual(["Kigali Weavers"]);
    expect(names((await get("/api/content/partners/?search=archives")).json())).toEqual([
      "Hills Heritage Trust",
    ]);
    expect(names((await get("/api/content/partners/?search=basket%20kigali")).json())).toEqual([
      "Kigali Weavers",
    ]);
    expect((await get("/api/content/partners/?search=museum")).json()).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it("refuses a search that is too long", async () => {
    const long = await get(`/api/content/partners/?search=${"a".repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ search: ["Search is too long."] });
  });
});
