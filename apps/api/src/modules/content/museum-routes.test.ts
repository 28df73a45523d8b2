import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { inEnglish, insertTestContent } from "./content-test-data.ts";

let t: TestApp;
let ids: Awaited<ReturnType<typeof insertTestContent>>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await insertTestContent(t.app.db);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

describe("GET /api/content/museums/", () => {
  it("lists museums in their curated order with the spec's hours", async () => {
    const response = await get("/api/content/museums/");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(names(body)).toEqual(["King's Palace Museum", "Kigali Genocide Memorial", "Ethnographic Museum"]);
    expect(body.results[0]).toEqual({
      id: ids.palace.id,
      slug: "kings-palace-museum",
      name: "King's Palace Museum",
      location: "Nyanza, Southern Province",
      description: "A reconstruction of the royal residence.",
      long_description: "Long text about the palace.",
      category: "Historical",
      hours: "9:00 AM - 5:00 PM",
      image: "/media/palace.webp",
      thumbnail: "/media/palace-thumb.webp",
      ...inEnglish,
    });
  });

  it("filters by category and searches name, location and description", async () => {
    expect(names((await get("/api/content/museums/?category=Memorial")).json())).toEqual([
      "Kigali Genocide Memorial",
    ]);
    expect((await get("/api/content/museums/?category=All")).json().count).toBe(3);
    expect((await get("/api/content/museums/?category=Art")).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect(names((await get("/api/content/museums/?search=huye")).json())).toEqual(["Ethnographic Museum"]);
    expect(names((await get("/api/content/museums/?search=southern")).json())).toEqual([
      "King's Palace Museum",
      "Ethnographic Museum",
    ]);
    expect(names((await get("/api/content/museums/?search=southern&category=Cultural")).json())).toEqual([
      "Ethnographic Museum",
    ]);
  });

  it("pages with page_size", async () => {
    const body = (await get("/api/content/museums/?page_size=2&page=2")).json();
    expect(names(body)).toEqual(["Ethnographic Museum"]);
    expect(body.previous).toBe("/api/content/museums/?page_size=2&page=1");
    expect(body.next).toBeNull();
  });

  it("refuses an unknown category", async () => {
    const response = await get("/api/content/museums/?category=Zoo");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ category: ["Unknown museum category."] });
  });
});

describe("GET /api/content/museums/:key/", () => {
  it("returns the museum with artifacts, gallery, exhibitions and its own figures first", async () => {
    const response = await get(`/api/content/museums/${ids.palace.id}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ name: "King's Palace Museum", hours: "9:00 AM - 5:00 PM" });
    expect(body.artifacts.map((a: { name: string }) => a.name)).toEqual(["Inyambo horns", "Royal drum"]);
    expect(body.artifacts[1]).toEqual({
      id: expect.any(Number),
      name: "Royal drum",
      description: "A drum of the court.",
      category: "Cultural Heritage",
      historical_period: "19th century",
      image: "/media/drum.webp",
      thumbnail: "/media/drum-thumb.webp",
      ...inEnglish,
    });
    expect(body.gallery).toEqual([
      {
        id: expect.any(Number),
        caption: "The palace",
        image: "/media/g1.webp",
        thumbnail: "/media/g1-thumb.webp",
        ...inEnglish,
      },
    ]);
    expect(body.exhibitions).toEqual([
      {
        id: expect.any(Number),
        title: "Walk through the royal compound",
        description: "A guided tour.",
        type: "tour",
        duration: "20 min",
        featured: true,
        ...inEnglish,
      },
    ]);
    expect(body.related_figures.map((f: { name: string }) => f.name)).toEqual([
      "Mutara III Rudahigwa",
      "Alexis Kagame",
    ]);
  });

  it("finds a museum by slug, case-insensitively", async () => {
    const response = await get("/api/content/museums/Kigali-Genocide-Memorial/");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.memorial.id,
      artifacts: [],
      gallery: [],
      exhibitions: [],
    });
  });

  it("answers 404 for an unknown id or slug", async () => {
    for (const key of ["999999", "no-such-museum", "0"]) {
      const response = await get(`/api/content/museums/${key}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found." });
    }
  });
});
