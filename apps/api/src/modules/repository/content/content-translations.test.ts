import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, testimonials } from "../../../db/schema/content.ts";
import { courseCategories, courses, instructors } from "../../../db/schema/courses.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";

/** Decision 105 for the repository and e-learning: each record in the reader's language. */
let t: TestApp;
const picture = { image: "/media/x.webp", thumbnail: "/media/x-thumb.webp" };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  // The artworks and books are repository items (decisions 123, 125), in the reader's language too.
  const place = await insertInstitutionAndCollection(db, "gallery");
  const dc = emptyDc();
  await insertTestItem(db, place, {
    title: "Intore at Dawn",
    type: "artwork",
    dc: {
      ...dc,
      title: ["Intore at Dawn"],
      creator: ["Aline Uwase"],
      subject: ["Traditional Dance"],
      description: ["Dancers at first light."],
    },
    community: "Kigali",
    translations: {
      fr: { title: ["Intore à l'aube"], description: ["Des danseurs aux premières lueurs."] },
      rw: { title: ["Intore mu museke"], description: ["Ababyinnyi mu rukerera."] },
    },
  });
  await insertTestItem(db, place, {
    title: "Umuganura mu Bwami",
    type: "artwork",
    dc: { ...dc, title: ["Umuganura mu Bwami"], creator: ["Eric Mugisha"], subject: ["Festivals"] },
    original_language: "rw",
  });
  await insertTestItem(db, place, {
    title: "Imigani",
    type: "book",
    dc: { ...dc, title: ["Imigani"], creator: ["Collected"], description: ["Folktales."] },
    translations: { fr: { title: ["Imigani"], description: ["Contes populaires."] } },
  });
  const [category] = await db
    .insert(courseCategories)
    .values({
      slug: "music",
      name: "Music",
      description: "Songs and instruments.",
      ...picture,
      translations: { rw: { name: "Umuziki", description: "Indirimbo n'ibicurangisho." } },
    })
    .returning();
  await db.insert(courses).values({
    category_id: category!.id,
    title: "Playing the Inanga",
    description: "First songs on the zither.",
    duration: "6 weeks",
    ...picture,
    translations: {
      rw: { title: "Gucuranga inanga", description: "Indirimbo za mbere ku nanga.", duration: "Ibyumweru 6" },
    },
  });
  await db.insert(articles).values({
    title: "Reviving Imigongo",
    description: "How a women's cooperative revived the art.",
    read_time: 5,
    ...picture,
    translations: {
      rw: { title: "Kubyutsa Imigongo", description: "Uko koperative y'abagore yabyukije ubu bugeni." },
    },
  });
  await db.insert(testimonials).values({
    name: "Grace",
    title: "Teacher",
    content: "My pupils love it.",
    image: "/media/g.webp",
    translations: { fr: { title: "Enseignante", content: "Mes élèves adorent." } },
  });
  await db.insert(instructors).values({
    name: "Jean Bosco",
    role: "Drum master",
    image: "/media/j.webp",
    translations: { fr: { role: "Maître tambourinaire" } },
  });
});
afterAll(() => t.close());

async function read<T>(url: string, lang?: string): Promise<T> {
  const response = await t.app.inject({
    method: "GET",
    url,
    headers: lang ? { "accept-language": lang } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
type Page<T> = { results: T[] };
const titles = async (url: string, lang?: string) =>
  (await read<Page<{ title: string }>>(url, lang)).results.map((r) => r.title);

describe("repository records in each language", () => {
  it("serves an artwork in French, Kinyarwanda and English, with the fields the translation carries", async () => {
    const fr = await read<Page<Record<string, unknown>>>("/api/repository/items/?search=dawn", "fr");
    expect(fr.results[0]).toMatchObject({
      title: "Intore à l'aube",
      dc: expect.objectContaining({
        description: ["Des danseurs aux premières lueurs."],
        creator: ["Aline Uwase"],
      }),
      language: "fr",
      original_language: "en",
      translated: true,
    });
    expect(fr.results[0]).not.toHaveProperty("translations");
    expect(fr.results[0]).not.toHaveProperty("search_text");
    expect(await titles("/api/repository/items/?search=dawn", "rw")).toEqual(["Intore mu museke"]);
    expect(await titles("/api/repository/items/?search=dawn")).toEqual(["Intore at Dawn"]);
    expect(await titles("/api/repository/items/?search=dawn&lang=rw", "fr")).toEqual(["Intore mu museke"]);
  });

  it("falls back to the original language and says so", async () => {
    const [artwork] = (
      await read<Page<Record<string, unknown>>>("/api/repository/items/?subject=Festivals", "fr")
    ).results;
    expect(artwork).toMatchObject({
      title: "Umuganura mu Bwami",
      language: "rw",
      original_language: "rw",
      translated: false,
    });
  });

  it("serves library records, testimonials and instructors in the language", async () => {
    expect(await titles("/api/content/articles/", "rw")).toEqual(["Kubyutsa Imigongo"]);
    const [book] = (
      await read<Page<{ dc: { description: string[] } }>>("/api/repository/items/?type=book", "fr")
    ).results;
    expect(book?.dc.description).toEqual(["Contes populaires."]);
    const [testimonial] = (
      await read<Page<{ title: string; content: string }>>("/api/content/testimonials/", "fr")
    ).results;
    expect(testimonial).toMatchObject({ title: "Enseignante", content: "Mes élèves adorent." });
    const [instructor] = (await read<Page<{ role: string }>>("/api/content/instructors/", "fr")).results;
    expect(instructor?.role).toBe("Maître tambourinaire");
  });

  it("serves a course and its category's name in the language", async () => {
    const [course] = (await read<Page<Record<string, unknown>>>("/api/content/courses/", "rw")).results;
    expect(course).toMatchObject({
      title: "Gucuranga inanga",
      duration: "Ibyumweru 6",
      category: "Umuziki",
      category_slug: "music",
      translated: true,
    });
    const [categoryRow] = (await read<Page<Record<string, unknown>>>("/api/content/course-categories/", "rw"))
      .results;
    expect(categoryRow).toMatchObject({ name: "Umuziki", translated: true });
    const [english] = (await read<Page<Record<string, unknown>>>("/api/content/courses/", "fr")).results;
    expect(english).toMatchObject({ title: "Playing the Inanga", category: "Music", translated: false });
  });
});

describe("content search finds a record by its words in any language", () => {
  it.each([
    ["/api/repository/items/?search=lueurs", ["Intore at Dawn"]],
    ["/api/repository/items/?search=museke", ["Intore at Dawn"]],
    ["/api/content/courses/?search=gucuranga", ["Playing the Inanga"]],
    ["/api/content/articles/?search=koperative", ["Reviving Imigongo"]],
    ["/api/repository/items/?search=contes", ["Imigani"]],
  ])("%s", async (url, expected) => {
    expect(await titles(url)).toEqual(expected);
  });

  // A museum found by its French words: institution-routes.test.ts (museums are institutions, decision 114).
  it("finds an instructor by a French role", async () => {
    const found = await read<Page<{ name: string }>>("/api/content/instructors/?search=tambourinaire");
    expect(found.results.map((i) => i.name)).toEqual(["Jean Bosco"]);
  });
});
