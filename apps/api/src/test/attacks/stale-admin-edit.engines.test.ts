import type { Product } from "@heritage/domain/catalog";
import { messages } from "@heritage/domain/messages";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../../db/schema/catalog.ts";
import { signInAdmin, signUpShopper } from "../accounts.ts";
import { buildTestApp, type TestApp } from "../build-test-app.ts";
import { pngDataUrl, seedCategory } from "../fixtures/catalog-fixtures.ts";
import { CHECKOUT } from "../fixtures/order-fixtures.ts";

/**
 * The product form sends back every field it loaded, the stock included. A save
 * made after a sale must not put the sold stock back (decision 075).
 */
let t: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
let categoryId: number;
let png: string;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  admin = (await signInAdmin(app)).headers;
  categoryId = (await seedCategory(app)).id;
  png = await pngDataUrl();
});
afterAll(() => t.close());

const url = (id: number) => `/api/market/products/${id}/`;

async function createPiece(stock: number): Promise<Product> {
  const response = await app.inject({
    method: "POST",
    url: "/api/market/products/",
    headers: admin,
    payload: {
      name: "Royal Inyambo horn",
      price: 120_000,
      stock,
      category: categoryId,
      uploaded_images: [png],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

/** What the admin's product form sends on save: every field as it was loaded, and its version. */
function formBody(product: Product) {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    original_price: product.original_price,
    condition: product.condition,
    stock: product.stock,
    category: product.category,
    rating: product.rating ?? "0",
    is_featured: product.is_featured,
    is_active: product.is_active,
    uploaded_images: product.images.map((image) => image.image),
    version: product.version,
  };
}

/** A shopper with `productId` in their cart, as the market does it; the call places the order. */
async function readyToOrder(productId: number) {
  const shopper = await signUpShopper(app);
  const added = await app.inject({
    method: "POST",
    url: "/api/market/cart/add_item/",
    headers: shopper.headers,
    payload: { product_id: productId, quantity: 1 },
  });
  const order = () =>
    app.inject({ method: "POST", url: "/api/market/orders/", headers: shopper.headers, payload: CHECKOUT });
  return async () => (added.statusCode === 200 ? order() : added);
}

/** A shopper buys `productId` through the API: add to cart, then order. */
const buy = async (productId: number) => (await readyToOrder(productId))();

const read = async (id: number) => (await app.inject({ method: "GET", url: url(id), headers: admin })).json();

describe(`a stale admin save (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("cannot put back the stock of a unique piece sold since the form was opened", async () => {
    const opened = await createPiece(1);
    expect((await buy(opened.id)).statusCode).toBe(201);

    const save = await app.inject({
      method: "PUT",
      url: url(opened.id),
      headers: admin,
      payload: { ...formBody(opened), description: "Carved from one horn, Nyanza, 1930s" },
    });
    expect(save.statusCode, save.body).toBe(409);
    expect(save.json()).toMatchObject({
      detail: messages.product.changed,
      current: { id: opened.id, stock: 0, description: opened.description, version: opened.version + 1 },
    });
    expect(await read(opened.id)).toMatchObject({ stock: 0, description: opened.description });
    expect((await buy(opened.id)).statusCode).not.toBe(201);

    // Reloaded at the current version, the same fix goes through and the stock stays sold.
    const current = save.json().current as Product;
    const retry = await app.inject({
      method: "PUT",
      url: url(opened.id),
      headers: admin,
      payload: { ...formBody(current), description: "Carved from one horn, Nyanza, 1930s" },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ stock: 0, description: "Carved from one horn, Nyanza, 1930s" });
  });

  it("refuses a PUT without the version it was loaded at, changing nothing", async () => {
    const product = await createPiece(3);
    const { version: _omitted, ...body } = formBody(product);
    const response = await app.inject({ method: "PUT", url: url(product.id), headers: admin, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ version: [messages.staleEdit.versionRequired] });
    expect(await read(product.id)).toMatchObject({
      version: product.version,
      updated_at: product.updated_at,
    });
  });

  it("leaves the stock alone in a PATCH that does not name it, and sets it only with the version", async () => {
    const product = await createPiece(2);
    expect((await buy(product.id)).statusCode).toBe(201);
    const described = await app.inject({
      method: "PATCH",
      url: url(product.id),
      headers: admin,
      payload: { description: "Two made, one left" },
    });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ stock: 1, description: "Two made, one left" });

    const blind = await app.inject({
      method: "PATCH",
      url: url(product.id),
      headers: admin,
      payload: { stock: 5 },
    });
    expect(blind.statusCode).toBe(400);
    expect(blind.json()).toEqual({ version: [messages.product.stockNeedsVersion] });
    const stale = await app.inject({
      method: "PATCH",
      url: url(product.id),
      headers: admin,
      payload: { stock: 5, version: product.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ stock: 1 });
    const version = described.json().version as number;
    const set = await app.inject({
      method: "PATCH",
      url: url(product.id),
      headers: admin,
      payload: { stock: 5, version },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ stock: 5, version: version + 1 });
  });

  it("lets one of two admins' saves at the same version through and tells the other", async () => {
    const product = await createPiece(4);
    const saves = await Promise.all(
      ["First admin's name", "Second admin's name"].map((name) =>
        app.inject({
          method: "PUT",
          url: url(product.id),
          headers: admin,
          payload: { ...formBody(product), name },
        }),
      ),
    );
    const statuses = saves.map((save) => save.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const won = saves.find((save) => save.statusCode === 200)!.json();
    expect(saves.find((save) => save.statusCode === 409)!.json().current).toMatchObject({ name: won.name });
    expect(await read(product.id)).toMatchObject({ name: won.name, version: product.version + 1 });
  });

  it("sells a unique piece once when an order and a stale save race (5 rounds)", async () => {
    for (let round = 0; round < 5; round++) {
      const opened = await createPiece(1);
      const place = await readyToOrder(opened.id);
      const [order, save] = await Promise.all([
        place(),
        app.inject({ method: "PUT", url: url(opened.id), headers: admin, payload: formBody(opened) }),
      ]);
      expect(order.statusCode, order.body).toBe(201);
      // The save either landed first (stock 1, as loaded) and the order took it after, or it failed.
      expect([200, 409]).toContain(save.statusCode);
      expect((await read(opened.id)).stock).toBe(0);
      expect((await buy(opened.id)).statusCode).not.toBe(201);
    }
  });

  it("stores nothing from a refused save's new image", async () => {
    const product = await createPiece(1);
    await buy(product.id);
    const [before] = await app.db.select({ n: count() }).from(media);
    const save = await app.inject({
      method: "PUT",
      url: url(product.id),
      headers: admin,
      payload: { ...formBody(product), uploaded_images: [await pngDataUrl("#00ff00")] },
    });
    expect(save.statusCode).toBe(409);
    const [after] = await app.db.select({ n: count() }).from(media);
    expect(after!.n).toBe(before!.n);
  });
});

/** The fields as the form loaded them, which it sends as `base` (decision 232). */
function baseOf(product: Product) {
  const { version: _version, ...base } = formBody(product);
  return base;
}

describe(`a stale admin save merged with what changed since (decision 232, ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  const save = (product: Product, changes: object) =>
    app.inject({
      method: "PUT",
      url: url(product.id),
      headers: admin,
      payload: { ...formBody(product), ...changes, base: baseOf(product) },
    });

  it("a sale does not block a price edit: the price is written and the stock the sale left stays", async () => {
    const opened = await createPiece(3);
    expect((await buy(opened.id)).statusCode).toBe(201);
    const saved = await save(opened, { price: 100_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ price: "100000.00", stock: 2, version: opened.version + 2 });
  });

  it("a description fix after the last unit sold is saved, and the piece stays sold", async () => {
    const opened = await createPiece(1);
    expect((await buy(opened.id)).statusCode).toBe(201);
    const saved = await save(opened, { description: "Carved from one horn, Nyanza, 1930s" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ stock: 0, description: "Carved from one horn, Nyanza, 1930s" });
    expect((await buy(opened.id)).statusCode).not.toBe(201);
  });

  it("still refuses a change of a field someone else changed, naming it, and writes nothing", async () => {
    const opened = await createPiece(2);
    const other = await app.inject({
      method: "PATCH",
      url: url(opened.id),
      headers: admin,
      payload: { price: 110_000, version: opened.version },
    });
    expect(other.statusCode, other.body).toBe(200);
    const refused = await save(opened, { price: 100_000, description: "A note" });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: messages.product.changed,
      fields: ["price"],
      current: { price: "110000.00", description: opened.description },
    });
    expect(await read(opened.id)).toMatchObject({ price: "110000.00", description: opened.description });
    // The same change made by both is no conflict.
    const same = await save(opened, { price: 110_000, description: "A note" });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ price: "110000.00", description: "A note" });
  });

  it("a stock typed over a sale is a conflict: the admin decides, seeing the sale", async () => {
    const opened = await createPiece(2);
    expect((await buy(opened.id)).statusCode).toBe(201);
    const refused = await save(opened, { stock: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ fields: ["stock"], current: { stock: 1 } });
    expect((await read(opened.id)).stock).toBe(1);
  });
});

describe("stale category and customer saves", () => {
  it("answers a category PUT made at an old version with 409 and the category as it is now", async () => {
    const category = await seedCategory(app, { name: "Pottery", slug: "pottery-stale" });
    const body = { name: category.name, slug: category.slug, description: "", image: png, version: 1 };
    const first = await app.inject({
      method: "PUT",
      url: `/api/market/categories/${category.id}/`,
      headers: admin,
      payload: { ...body, description: "Clay from the marshes" },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await app.inject({
      method: "PUT",
      url: `/api/market/categories/${category.id}/`,
      headers: admin,
      payload: { ...body, name: "Pots" },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      detail: messages.category.changed,
      current: { name: "Pottery", description: "Clay from the marshes", version: 2 },
    });
  });

  it("answers a customer PATCH made at an old version with 409 and the customer as they are now", async () => {
    const customer = (await signUpShopper(app)).user;
    const patch = (payload: object) =>
      app.inject({ method: "PATCH", url: `/api/users/${customer.id}/`, headers: admin, payload });
    const first = await patch({ first_name: "Aline", last_name: "Mukamana", version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ last_name: "Mukamana", version: 2 });
    const second = await patch({ first_name: "Alina", last_name: "Uwase", version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      detail: messages.customer.changed,
      current: { first_name: "Aline", last_name: "Mukamana", version: 2 },
    });
    // A sign-in does not move the version: only what the admin's form shows does.
    await app.inject({
      method: "POST",
      url: "/api/login/",
      payload: { username: customer.username, password: "secret123" },
    });
    expect((await patch({ last_name: "Uwase", version: 2 })).statusCode).toBe(200);
  });
});
