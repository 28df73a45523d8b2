import type { Product } from "@heritage/domain/catalog";
import { MAX_IMAGE_BYTES } from "@heritage/domain/constants";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { pngDataUrl, seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";

const p = messages.product;
let test: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
let shopper: Record<string, string>;
let png: string;
let categoryId: number;

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  admin = (await signInAdmin(app)).headers;
  shopper = (await signUpShopper(app)).headers;
  png = await pngDataUrl();
  categoryId = (await seedCategory(app, { name: "Baskets", slug: "baskets" })).id;
});
afterAll(() => test.close());

/** A data URL of a PNG one byte over 2 MB: a real signature, then padding. */
function oversizedPngDataUrl(): string {
  const bytes = Buffer.alloc(MAX_IMAGE_BYTES + 1);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

const valid = () => ({
  name: "Agaseke Basket",
  description: "Hand woven",
  price: "15000",
  original_price: "18000.00",
  condition: "new",
  stock: 4,
  category: categoryId,
  // Ratings come from buyers' reviews; a rating sent by the form is not read.
  rating: "4.5",
  is_featured: true,
  is_active: true,
  uploaded_images: [png],
});

const post = (payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: "POST", url: "/api/market/products/", headers, payload });

describe("POST /api/market/products/", () => {
  it("creates a product with its images in order, the first primary", async () => {
    const second = await pngDataUrl("#123456");
    const response = await post({ ...valid(), uploaded_images: [png, second] });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json() as Product;
    expect(product).toMatchObject({
      name: "Agaseke Basket",
      price: "15000.00",
      original_price: "18000.00",
      stock: 4,
      rating: null,
      review_count: 0,
      category: categoryId,
      category_name: "Baskets",
      category_slug: "baskets",
      is_featured: true,
      is_active: true,
    });
    expect(product.images.map((image) => image.is_primary)).toEqual([true, false]);
    for (const image of product.images) {
      expect(image.image).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
      expect(image.thumbnail).toMatch(/^\/media\/[0-9a-f-]{36}-thumb\.webp$/);
    }
    // The administrator also reads every language's texts (to edit them); visitors do not.
    const { translations, ...served } = product;
    expect(translations).toEqual({ en: { name: "Agaseke Basket", description: product.description } });
    const fetched = await app.inject({ method: "GET", url: `/api/market/products/${product.id}/` });
    expect(fetched.json()).toEqual(served);
  });

  it("applies the form defaults of product §3", async () => {
    const response = await post({
      name: "Plain Mat",
      price: 500,
      category: categoryId,
      uploaded_images: [png],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      condition: "new",
      stock: 0,
      rating: null,
      is_featured: false,
      is_active: true,
      original_price: null,
      description: "",
    });
  });

  it("answers each product §5 message at its field", async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ uploaded_images: [] }, { uploaded_images: [p.imagesRequired] }],
      [{ uploaded_images: undefined }, { uploaded_images: [p.imagesRequired] }],
      [{ uploaded_images: Array(11).fill(png) }, { uploaded_images: [p.imagesMax] }],
      [
        { uploaded_images: ["data:image/png;base64,bm90IGFuIGltYWdl"] },
        { uploaded_images: [p.imagesInvalid] },
      ],
      [{ name: "" }, { name: [p.nameRequired] }],
      [{ name: "Ab" }, { name: [p.nameMin] }],
      [{ price: "" }, { price: [p.priceRequired] }],
      [{ price: "-5" }, { price: [p.pricePositive] }],
      [{ price: "abc" }, { price: [p.pricePositive] }],
      [{ original_price: "0" }, { original_price: [p.originalPricePositive] }],
      [{ stock: -1 }, { stock: [p.stockPositive] }],
      [{ category: "" }, { category: [p.categoryRequired] }],
      [{ category: 999999 }, { category: [p.categoryUnknown] }],
      [{ category: 99_999_999_999 }, { category: [p.categoryUnknown] }],
      [{ name: "Nul\u0000byte" }, { name: [messages.common.nulCharacter] }],
      [{ description: "a\u0000b" }, { description: [messages.common.nulCharacter] }],
      [{ condition: "broken" }, { condition: [p.conditionInvalid] }],
    ];
    for (const [change, errors] of cases) {
      const response = await post({ ...valid(), ...change });
      expect(response.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
  });

  it("refuses an image over 2 MB at uploaded_images and stores nothing", async () => {
    const productCount = async () =>
      (await app.inject({ method: "GET", url: "/api/market/products/", headers: admin })).json().count;
    const before = await productCount();
    expect(before).toEqual(expect.any(Number));
    const response = await post({ ...valid(), uploaded_images: [png, oversizedPngDataUrl()] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ uploaded_images: [p.imageTooBig] });
    expect(p.imageTooBig).toBe("Image size must be less than 2MB");
    expect(await productCount()).toBe(before);
  });

  it("is for admins only", async () => {
    const anonymous = await app.inject({ method: "POST", url: "/api/market/products/", payload: valid() });
    expect(anonymous.statusCode).toBe(401);
    // The role is checked before the body, so a bad body does not reveal the rules.
    expect((await post({}, shopper)).statusCode).toBe(403);
  });
});

describe("PUT, PATCH and DELETE /api/market/products/{id}/", () => {
  async function created(): Promise<Product> {
    const response = await post(valid());
    expect(response.statusCode).toBe(201);
    return response.json() as Product;
  }

  it("PUT replaces fields and images, keeping existing URLs in the new order", async () => {
    const product = await post({ ...valid(), uploaded_images: [png, await pngDataUrl("#00ff00")] });
    const [first, second] = (product.json() as Product).images;
    const third = await pngDataUrl("#0000ff");
    const response = await app.inject({
      method: "PUT",
      url: `/api/market/products/${product.json().id}/`,
      headers: admin,
      payload: {
        ...valid(),
        name: "Renamed Basket",
        price: 9000,
        uploaded_images: [second!.image, third],
        version: product.json().version,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as Product;
    expect(updated).toMatchObject({ name: "Renamed Basket", price: "9000.00" });
    expect(updated.images.map((image) => image.image)[0]).toBe(second!.image);
    expect(updated.images[0]!.thumbnail).toBe(second!.thumbnail);
    expect(updated.images.map((image) => image.is_primary)).toEqual([true, false]);
    expect(updated.images.map((image) => image.image)).not.toContain(first!.image);
  });

  it("PATCH changes only what is sent and keeps the images", async () => {
    const product = await created();
    const response = await app.inject({
      method: "PATCH",
      url: `/api/market/products/${product.id}/`,
      headers: admin,
      payload: { stock: 10, is_active: false, version: product.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...product,
      stock: 10,
      is_active: false,
      updated_at: expect.any(String),
      version: product.version + 1,
    });
  });

  it("refuses an unknown category and validates like creation", async () => {
    const product = await created();
    const url = `/api/market/products/${product.id}/`;
    const unknown = await app.inject({ method: "PATCH", url, headers: admin, payload: { category: 424242 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ category: [p.categoryUnknown] });
    const bad = await app.inject({ method: "PATCH", url, headers: admin, payload: { price: 0, name: "X" } });
    expect(bad.json()).toEqual({ price: [p.pricePositive], name: [p.nameMin] });
    const put = await app.inject({ method: "PUT", url, headers: admin, payload: { name: "Only a name" } });
    expect(put.json()).toMatchObject({ price: [p.priceRequired], uploaded_images: [p.imagesRequired] });
  });

  it("DELETE removes the product with 204, then 404", async () => {
    const product = await created();
    const url = `/api/market/products/${product.id}/`;
    expect((await app.inject({ method: "DELETE", url })).statusCode).toBe(401);
    expect((await app.inject({ method: "DELETE", url, headers: shopper })).statusCode).toBe(403);
    const deleted = await app.inject({ method: "DELETE", url, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url, headers: admin })).statusCode).toBe(404);
    expect((await app.inject({ method: "DELETE", url, headers: admin })).statusCode).toBe(404);
  });

  it("answers 404 for unknown or malformed ids on every write", async () => {
    for (const id of ["31337", "x", "2147483648"]) {
      const url = `/api/market/products/${id}/`;
      const patch = await app.inject({
        method: "PATCH",
        url,
        headers: admin,
        payload: { stock: 1, version: 1 },
      });
      expect(patch.statusCode, id).toBe(404);
      const put = await app.inject({
        method: "PUT",
        url,
        headers: admin,
        payload: { ...valid(), version: 1 },
      });
      expect(put.statusCode, id).toBe(404);
    }
  });

  it("lets a seeded product without images be edited", async () => {
    const bare = await seedProduct(app, categoryId, {}, 0);
    const response = await app.inject({
      method: "PATCH",
      url: `/api/market/products/${bare.id}/`,
      headers: admin,
      payload: { description: "Now described" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ description: "Now described", images: [] });
  });
});
