import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { institutions } from "../../../db/schema/collections.ts";
import { signInAdmin } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { insertInstitutionAndCollection } from "../../../test/fixtures/collections-test-data.ts";

/**
 * The admin's institution form writes a museum's whole page (decision 124): category, hours, long
 * text and place in three languages, the cover, and the virtual exhibitions; what it reads back is
 * what it wrote; the museum's public page shows it.
 */
let t: TestApp;
let admin: Record<string, string>;
let id: string;
beforeAll(async () => {
  t = await buildTestApp();
  id = (await insertInstitutionAndCollection(t.app.db, "palace")).institution.public_id;
  await t.app.db
    .update(institutions)
    .set({ translations: { fr: { name: "Musée du palais", place_name: "Nyanza (fr)" } } })
    .where(eq(institutions.public_id, id));
  admin = (await signInAdmin(t.app)).headers;
}, 120_000);
afterAll(async () => t.close());

const url = () => `/api/admin/repository/institutions/${id}/`;
const put = (payload: object) => t.app.inject({ method: "PUT", url: url(), headers: admin, payload });
const version = async () =>
  (await t.app.db.select().from(institutions).where(eq(institutions.public_id, id)))[0]!.version;
const base = { kind: "museum", slug: "palace-museum", name: "palace Museum", place_name: "Huye" };
const exhibitions = [
  {
    title: "Court music",
    description: "Drums of the court",
    type: "experience",
    duration: "30 min",
    featured: true,
    translations: { fr: { title: "La musique de la cour", duration: "30 min" } },
  },
  { title: "Inside the enclosure", type: "tour" },
];

describe("PUT /api/admin/repository/institutions/{id}/ with the museum's page", () => {
  it("writes category, hours, long text, cover and exhibitions, and the admin reads them back", async () => {
    const response = await put({
      ...base,
      category: "History",
      opening_hours: "8:00 AM - 6:00 PM",
      long_description: "The royal residence.",
      image: "/media/0d6f8d5c-1f87-4d3c-9a52-1b1d2cfd0e11.webp",
      thumbnail: "/media/0d6f8d5c-1f87-4d3c-9a52-1b1d2cfd0e11-thumb.webp",
      exhibitions,
      translations: {
        fr: { name: "Musée du palais", opening_hours: "8 h - 18 h", place_name: "" },
        rw: { name: "Ingoro y'umwami", long_description: "Ingoro y'umwami i Nyanza." },
      },
      version: await version(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      category: "History",
      opening_hours: "8:00 AM - 6:00 PM",
      long_description: "The royal residence.",
      image: "/media/0d6f8d5c-1f87-4d3c-9a52-1b1d2cfd0e11.webp",
    });
    // A translation the form blanked is removed; the others are kept as sent.
    expect(body.translations).toEqual({
      fr: { name: "Musée du palais", opening_hours: "8 h - 18 h" },
      rw: { name: "Ingoro y'umwami", long_description: "Ingoro y'umwami i Nyanza." },
    });
    expect(body.exhibitions).toEqual([
      {
        title: "Court music",
        description: "Drums of the court",
        type: "experience",
        duration: "30 min",
        featured: true,
        original_language: "en",
        translations: { fr: { title: "La musique de la cour", duration: "30 min" } },
      },
      {
        title: "Inside the enclosure",
        description: "",
        type: "tour",
        duration: "",
        featured: false,
        original_language: "en",
        translations: {},
      },
    ]);
    const list = (await t.app.inject({ url: "/api/admin/repository/institutions/", headers: admin })).json();
    expect(list[0].exhibitions).toHaveLength(2);

    const page = (
      await t.app.inject({
        url: "/api/repository/institutions/palace-museum/",
        headers: { "accept-language": "fr" },
      })
    ).json();
    expect(page).toMatchObject({ opening_hours: "8 h - 18 h", place_name: "Huye" });
    expect(page.exhibitions.map((e: { title: string }) => e.title)).toEqual([
      "La musique de la cour",
      "Inside the enclosure",
    ]);
  });

  it("keeps the exhibitions and cover when a body leaves them out; an empty list removes them", async () => {
    expect((await put({ ...base, version: await version() })).json()).toMatchObject({
      image: "/media/0d6f8d5c-1f87-4d3c-9a52-1b1d2cfd0e11.webp",
      exhibitions: [expect.objectContaining({ title: "Court music" }), expect.anything()],
    });
    const cleared = await put({
      ...base,
      image: null,
      thumbnail: null,
      exhibitions: [],
      version: await version(),
    });
    expect(cleared.json()).toMatchObject({ image: null, thumbnail: null, exhibitions: [] });
  });

  it("refuses a bad cover, an untitled or unknown exhibition with the shared schema's field messages", async () => {
    const response = await put({
      ...base,
      image: "https://elsewhere.example/x.png",
      exhibitions: [
        { title: " ", type: "tour" },
        { title: "Night visit", type: "party" },
      ],
      version: await version(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      image: ["Upload the cover picture again"],
      "exhibitions.0.title": ["An exhibition needs a title"],
      "exhibitions.1.type": ["Choose a tour, an experience or an exhibition"],
    });
    const french = await t.app.inject({
      method: "PUT",
      url: url(),
      headers: { ...admin, "accept-language": "fr" },
      payload: { ...base, exhibitions: [{ title: "", type: "tour" }], version: await version() },
    });
    expect(french.json()).toEqual({ "exhibitions.0.title": ["Une exposition a besoin d’un titre"] });
  });

  it("creates a museum with its exhibitions", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/repository/institutions/",
      headers: admin,
      payload: { kind: "museum", name: "Art Museum", category: "Art", exhibitions: [exhibitions[1]] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      category: "Art",
      exhibitions: [{ title: "Inside the enclosure" }],
    });
  });
});
