import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  articles,
  artworks,
  books,
  museumArtifacts,
  museums,
  testimonials,
} from "../../db/schema/content.ts";
import { courseCategories, courses, instructors } from "../../db/schema/learning.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

/** Decision 105 for the repository and e-learning: each record in the reader's language. */
let t: TestApp;
const picture = { image: "/media/x.webp", thumbnail: "/media/x-thumb.webp" };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  await db.insert(artworks).values([
    {
      title: "Intore at Dawn",
      category: "Traditional Dance",
      artist: "Aline Uwase",
      year: 2019,
      description: "Dancers at first light.",
      medium: "Acrylic on canvas",
      origin: "Kigali",
      rights: "© the artist",
      ...picture,
      translations: {
        fr: {
          title: "Intore à l'aube",
          description: "Des danseurs aux premières lueurs.",
          medium: "Acrylique sur toile",
        },
        rw: {
          title: "Intore mu museke",
          description: "Ababyinnyi mu rukerera.",
          medium: "Akirilike ku mwenda",
        },
      },
    },
    {
      title: "Umuganura mu Bwami",
      category: "Festivals",
      artist: "Eric Mugisha",
      year: 2024,
      description: "Umuganura wizihizwaga ibwami.",
      medium: "Amavuta",
      origin: "Nyanza",
      rights: "© the artist",
      original_language: "rw",
      ...picture,
    },
  ]);
  const [museum] = await db
    .insert(museums)
    .values({
      slug: "ethnographic-museum",
      name: "Ethnographic Museum",
      location: "Huye, Southern Province",
      description: "Rwanda's history and crafts.",
      long_description: "Seven galleries.",
      category: "Cultural",
      ...picture,
      translations: {
        fr: {
          name: "Musée ethnographique",
          location: "Huye, Province du Sud",
          description: "L'histoire et l'artisanat du Rwanda.",
          long_description: "Sept salles.",
        },
      },
    })
    .returning();
  await db.insert(museumArtifacts).values({
    museum_id: museum!.id,
    name: "Royal drum",
    description: "A drum of the court.",
    category: "Cultural Heritage",
    historical_period: "19th century",
    ...picture,
    translations: {
      fr: { name: "Tambour royal", description: "Un tambour de la cour.", historical_period: "XIXe siècle" },
    },
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
  await db.insert(books).values({
    title: "Imigani",
    author: "Collected",
    price: 9000,
    rating: "4.5",
    description: "Folktales.",
    ...picture,
    translations: { fr: { title: "Imigani", description: "Contes populaires." } },
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
    const fr = await read<Page<Record<string, unknown>>>("/api/content/artworks/?search=dawn", "fr");
    expect(fr.results[0]).toMatchObject({
      title: "Intore à l'aube",
      description: "Des danseurs aux premières lueurs.",
      medium: "Acrylique sur toile",
      artist: "Aline Uwase",
      language: "fr",
      original_language: "en",
      translated: true,
    });
    expect(fr.results[0]).not.toHaveProperty("translations");
    expect(fr.results[0]).not.toHaveProperty("translated_text");
    expect(await titles("/api/content/artworks/?search=dawn", "rw")).toEqual(["Intore mu museke"]);
    expect(await titles("/api/content/artworks/?search=dawn")).toEqual(["Intore at Dawn"]);
    expect(await titles("/api/content/artworks/?search=dawn&lang=rw", "fr")).toEqual(["Intore mu museke"]);
  });

  it("falls back to the original language and says so", async () => {
    const [artwork] = (
      await read<Page<Record<string, unknown>>>("/api/content/artworks/?category=Festivals", "fr")
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
    const [book] = (await read<Page<{ description: string }>>("/api/content/books/", "fr")).results;
    expect(book?.description).toBe("Contes populaires.");
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
    ["/api/content/artworks/?search=lueurs", ["Intore at Dawn"]],
    ["/api/content/artworks/?search=museke", ["Intore at Dawn"]],
    ["/api/content/courses/?search=gucuranga", ["Playing the Inanga"]],
    ["/api/content/articles/?search=koperative", ["Reviving Imigongo"]],
    ["/api/content/books/?search=contes", ["Imigani"]],
  ])("%s", async (url, expected) => {
    expect(await titles(url)).toEqual(expected);
  });

  // A museum found by its French words: institution-routes.test.ts (museums are institutions, decision 114).
  it("finds an instructor by a French role", async () => {
    const found = await read<Page<{ name: string }>>("/api/content/instructors/?search=tambourinaire");
    expect(found.results.map((i) => i.name)).toEqual(["Jean Bosco"]);
  });
});
