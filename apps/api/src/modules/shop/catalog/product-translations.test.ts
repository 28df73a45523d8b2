import type { Category, Product } from "@heritage/domain/catalog";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { pngDataUrl, seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";

/** Decision 105: records served in the reader's language, with a fallback that says so. */
let test: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
let png: string;
let categoryId: number;
let basketId: number;
let drumId: number;
let matId: number;

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  admin = (await signInAdmin(app)).headers;
  png = await pngDataUrl();
  categoryId = (
    await seedCategory(app, {
      name: "Woven Goods",
      slug: "woven-goods",
      translations: { fr: { name: "Vannerie" }, rw: { name: "Ububoshyi" } },
    })
  ).id;
  basketId = (
    await seedProduct(app, categoryId, {
      name: "Peace Basket",
      description: "Coiled sweetgrass",
      translations: {
        fr: { name: "Panier de la paix", description: "Herbe odorante enroulée" },
        rw: { name: "Agaseke k'amahoro", description: "Kaboshywe mu bikangaga" },
      },
    })
  ).id;
  // Only in French: a Kinyarwanda reader gets the English original, flagged.
  drumId = (
    await seedProduct(app, categoryId, {
      name: "Ceremonial Drum",
      translations: { fr: { name: "Tambour de cérémonie", description: "" } },
    })
  ).id;
  // Written in Kinyarwanda first, not translated yet.
  matId = (
    await seedProduct(app, categoryId, { name: "Umusambi", description: "Ikirago", original_language: "rw" })
  ).id;
});
afterAll(() => test.close());

async function read<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await app.inject({ method: "GET", url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const product = (id: number, headers: Record<string, string> = {}, query = "") =>
  read<Product>(`/api/market/products/${id}/${query}`, headers);
const search = async (term: string, headers: Record<string, string> = {}) =>
  (
    await read<{ results: Product[] }>(
      `/api/market/products/?category=${categoryId}&search=${encodeURIComponent(term)}`,
      headers,
    )
  ).results.map((p) => p.id);

describe("reading a product in each language", () => {
  it.each([
    ["fr-FR,fr;q=0.9,en;q=0.8", "fr", "Panier de la paix", "Herbe odorante enroulée", "Vannerie"],
    ["rw", "rw", "Agaseke k'amahoro", "Kaboshywe mu bikangaga", "Ububoshyi"],
    ["en-GB", "en", "Peace Basket", "Coiled sweetgrass", "Woven Goods"],
    ["de-DE", "en", "Peace Basket", "Coiled sweetgrass", "Woven Goods"],
  ])("Accept-Language %s serves %s", async (header, language, name, description, categoryName) => {
    const served = await product(basketId, { "accept-language": header });
    expect(served).toMatchObject({
      name,
      description,
      category_name: categoryName,
      language,
      translated: true,
    });
    expect(served.original_language).toBe("en");
    expect(served).not.toHaveProperty("translations");
  });

  it("serves the same language without the header (English) and with ?lang= over the header", async () => {
    expect((await product(basketId)).name).toBe("Peace Basket");
    expect((await product(basketId, { "accept-language": "fr" }, "?lang=rw")).name).toBe("Agaseke k'amahoro");
  });

  it("falls back to the original language when a translation is missing, and says so", async () => {
    expect(await product(drumId, { "accept-language": "rw" })).toMatchObject({
      name: "Ceremonial Drum",
      language: "en",
      original_language: "en",
      translated: false,
    });
    // A translation without a description keeps the original's (blank here).
    expect(await product(drumId, { "accept-language": "fr" })).toMatchObject({
      name: "Tambour de cérémonie",
      language: "fr",
      translated: true,
    });
    expect(await product(matId, { "accept-language": "en" })).toMatchObject({
      name: "Umusambi",
      description: "Ikirago",
      language: "rw",
      original_language: "rw",
      translated: false,
    });
  });

  it("serves the product list and the categories in the language too", async () => {
    const page = await read<{ results: Product[] }>(`/api/market/products/?category=${categoryId}`, {
      "accept-language": "fr",
    });
    expect(page.results.map((p) => p.name)).toContain("Panier de la paix");
    const categories = await read<Category[]>("/api/market/categories/", { "accept-language": "rw" });
    expect(categories.find((c) => c.id === categoryId)).toMatchObject({
      name: "Ububoshyi",
      translated: true,
    });
    const one = await read<Category>(`/api/market/categories/${categoryId}/?lang=fr`);
    expect(one).toMatchObject({ name: "Vannerie", language: "fr" });
  });
});

describe("the response cache keys answers by language", () => {
  it("never serves one language's cached answer to another", async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await product(basketId, { "accept-language": "fr" })).name).toBe("Panier de la paix");
      expect((await product(basketId, { "accept-language": "rw" })).name).toBe("Agaseke k'amahoro");
      expect((await product(basketId)).name).toBe("Peace Basket");
      expect((await product(basketId, {}, "?lang=fr")).name).toBe("Panier de la paix");
    }
    const response = await app.inject({ method: "GET", url: `/api/market/products/${basketId}/` });
    expect(response.headers.vary).toContain("accept-language");
  });
});

describe("search finds a product by its words in any language", () => {
  it.each([
    ["panier", "fr"],
    ["amahoro", "rw"],
    ["sweetgrass", "en"],
    ["odorante", "fr"],
    ["bikangaga", "rw"],
  ])("%s (%s)", async (term) => {
    expect(await search(term)).toEqual([basketId]);
  });

  it("forgives a typo in a translated name and matches a translated category name", async () => {
    expect(await search("tambor")).toEqual([drumId]);
    expect((await search("vannerie")).sort()).toEqual([basketId, drumId, matId].sort());
    expect((await search("ububoshyi")).sort()).toEqual([basketId, drumId, matId].sort());
  });
});

const valid = () => ({
  name: "Inanga Zither",
  description: "Eight strings",
  price: 90000,
  stock: 2,
  category: categoryId,
  uploaded_images: [png],
});
const write = (method: "POST" | "PUT" | "PATCH", payload: Record<string, unknown>, id?: number) =>
  app.inject({
    method,
    url: id === undefined ? "/api/market/products/" : `/api/market/products/${id}/`,
    headers: admin,
    payload,
  });

describe("admin writes carry the translations", () => {
  it("creates a product with its original language and translations, and reads them back", async () => {
    const response = await write("POST", {
      ...valid(),
      original_language: "fr",
      name: "Cithare inanga",
      description: "Huit cordes",
      translations: {
        en: { name: "Inanga Zither", description: "Eight strings" },
        rw: { name: "Inanga", description: "" },
        // The original language's entry is the plain fields: never stored twice.
        fr: { name: "Ignored", description: "Ignored" },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as Product;
    expect(created.translations).toEqual({
      fr: { name: "Cithare inanga", description: "Huit cordes" },
      en: { name: "Inanga Zither", description: "Eight strings" },
      rw: { name: "Inanga", description: "" },
    });
    expect(await product(created.id, { "accept-language": "rw" })).toMatchObject({
      name: "Inanga",
      description: "Huit cordes",
      translated: true,
    });
  });

  it("takes an old client's plain fields as the original language and keeps the translations", async () => {
    const created = (
      await write("POST", { ...valid(), translations: { fr: { name: "Cithare", description: "" } } })
    ).json() as Product;
    expect(created.original_language).toBe("en");
    const put = await write(
      "PUT",
      { ...valid(), name: "Inanga Zither, eight strings", version: created.version },
      created.id,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as Product).translations).toEqual({
      en: { name: "Inanga Zither, eight strings", description: "Eight strings" },
      fr: { name: "Cithare", description: "" },
    });
    // A changed original language drops its now-redundant translation.
    const patch = await write("PATCH", { original_language: "fr", name: "Cithare inanga" }, created.id);
    expect((patch.json() as Product).translations).toEqual({
      fr: { name: "Cithare inanga", description: "Eight strings" },
    });
  });

  it("refuses an unknown original language and a translation without a name", async () => {
    const badLanguage = await write("POST", { ...valid(), original_language: "de" });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json()).toEqual({ original_language: [messages.content.originalLanguageInvalid] });
    const noName = await write("POST", {
      ...valid(),
      translations: { fr: { name: " ", description: "Huit" } },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ translations: [messages.content.translationNameRequired] });
    const unknown = await write("POST", {
      ...valid(),
      translations: { de: { name: "Zither", description: "" } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json() as object)).toEqual(["translations"]);
  });

  it("writes category translations the same way", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/market/categories/",
      headers: admin,
      payload: {
        name: "Ibibumbano",
        slug: "ibibumbano",
        description: "Inkono n'ibindi",
        image: png,
        original_language: "rw",
        translations: { en: { name: "Pottery", description: "" }, fr: { name: "Poterie", description: "" } },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json() as Category).id;
    expect((await read<Category>(`/api/market/categories/${id}/?lang=fr`)).name).toBe("Poterie");
    expect(await read<Category>(`/api/market/categories/${id}/?lang=rw`)).toMatchObject({
      name: "Ibibumbano",
      description: "Inkono n'ibindi",
      translated: true,
    });
  });
});
