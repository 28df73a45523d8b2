import type { Cart } from "@heritage/domain/cart";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../../test/accounts.ts";
import type { TestApp } from "../../../test/build-test-app.ts";
import { seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";
import { buildShopTestApp, readOk } from "../../../test/fixtures/shop-test-app.ts";

let test: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  ({ test, app, admin, categoryId } = await buildShopTestApp());
});
afterAll(() => test.close());

const shopper = async () => (await signUpShopper(app)).headers;
const add = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/market/cart/add_item/", headers, payload });
const myCart = (headers: Record<string, string>) => readOk<Cart>(app, "/api/market/cart/my_cart/", headers);

describe("GET /api/market/cart/my_cart/", () => {
  it("creates an empty cart on first look, and keeps the same one", async () => {
    const headers = await shopper();
    const first = await myCart(headers);
    expect(first).toEqual({ id: expect.any(Number), items: [], total_items: 0, total_price: "0.00" });
    expect((await myCart(headers)).id).toBe(first.id);
  });

  it("is for shoppers only: 401 without a token, 403 for an admin", async () => {
    const anonymous = await app.inject({ method: "GET", url: "/api/market/cart/my_cart/" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: messages.auth.notAuthenticated });
    const refused = await app.inject({ method: "GET", url: "/api/market/cart/my_cart/", headers: admin });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: messages.auth.forbidden });
  });
});

describe("POST /api/market/cart/add_item/", () => {
  it("adds items and answers product §7's success with the cart and its totals", async () => {
    const headers = await shopper();
    const basket = await seedProduct(app, categoryId, { name: "Basket", price: 15000, stock: 5 }, 2);
    const mat = await seedProduct(app, categoryId, { name: "Mat", price: 2500, stock: 3 });
    const response = await add(headers, { product_id: basket.id, quantity: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, message: "Item added to cart successfully" });
    await add(headers, { product_id: String(mat.id) });
    await add(headers, { product_id: basket.id, quantity: "1" });
    const cart = await myCart(headers);
    expect(cart.items.map((item) => [item.product.id, item.quantity, item.subtotal])).toEqual([
      [basket.id, 3, "45000.00"],
      [mat.id, 1, "2500.00"],
    ]);
    expect(cart.total_items).toBe(4);
    expect(cart.total_price).toBe("47500.00");
    expect(cart.items[0]!.product).toMatchObject({ name: "Basket", price: "15000.00", category: categoryId });
    expect(cart.items[0]!.product.images).toHaveLength(2);
  });

  it("limits the quantity to the stock, counting what the cart holds", async () => {
    const headers = await shopper();
    const drum = await seedProduct(app, categoryId, { stock: 3 });
    const tooMany = await add(headers, { product_id: drum.id, quantity: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      detail: messages.market.quantityOverStock(3),
      status: false,
      message: "Failed to add item to cart",
    });
    expect((await add(headers, { product_id: drum.id, quantity: 2 })).statusCode).toBe(200);
    const over = await add(headers, { product_id: drum.id, quantity: 2 });
    expect(over.json().detail).toBe("Only 1 more can be added to your cart.");
    expect((await add(headers, { product_id: drum.id, quantity: 1 })).statusCode).toBe(200);
    const full = await add(headers, { product_id: drum.id, quantity: 1 });
    expect(full.json().detail).toBe("No more of this item is available.");
    expect((await myCart(headers)).total_items).toBe(3);
  });

  it("refuses out-of-stock, inactive and unknown products with a detail", async () => {
    const headers = await shopper();
    const soldOut = await seedProduct(app, categoryId, { stock: 0 });
    const hidden = await seedProduct(app, categoryId, { is_active: false });
    const cases: [unknown, string][] = [
      [soldOut.id, messages.market.outOfStock],
      [hidden.id, messages.product.inactive],
      [987654, messages.product.notFound],
    ];
    for (const [product_id, detail] of cases) {
      const response = await add(headers, { product_id, quantity: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail, status: false });
    }
  });

  it("validates the body with field messages", async () => {
    const headers = await shopper();
    const product = await seedProduct(app, categoryId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "product_id", "A valid product is required."],
      [{ product_id: "abc" }, "product_id", "A valid product is required."],
      [{ product_id: 99999999999 }, "product_id", "A valid product is required."],
      [{ product_id: true }, "product_id", "A valid product is required."],
      [{ product_id: [product.id] }, "product_id", "A valid product is required."],
      [{ product_id: product.id, quantity: 0 }, "quantity", messages.market.quantityMin],
      [{ product_id: product.id, quantity: 1.5 }, "quantity", messages.market.quantityMin],
      [{ product_id: product.id, quantity: "many" }, "quantity", messages.market.quantityMin],
    ];
    for (const [payload, field, message] of cases) {
      const response = await add(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ [field]: [message] });
    }
  });

  it("is for shoppers only", async () => {
    const product = await seedProduct(app, categoryId);
    const payload = { product_id: product.id, quantity: 1 };
    expect(
      (await app.inject({ method: "POST", url: "/api/market/cart/add_item/", payload })).statusCode,
    ).toBe(401);
    expect((await add(admin, payload)).statusCode).toBe(403);
  });

  it("leaves lines of products taken off sale out of the cart and its totals", async () => {
    const headers = await shopper();
    const kept = await seedProduct(app, categoryId, { price: 1000 });
    const withdrawn = await seedProduct(app, categoryId, { price: 7000 });
    await add(headers, { product_id: kept.id, quantity: 1 });
    await add(headers, { product_id: withdrawn.id, quantity: 2 });
    const patch = await app.inject({
      method: "PATCH",
      url: `/api/market/products/${withdrawn.id}/`,
      headers: admin,
      payload: { is_active: false },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const cart = await myCart(headers);
    expect(cart.items.map((item) => item.product.id)).toEqual([kept.id]);
    expect(cart).toMatchObject({ total_items: 1, total_price: "1000.00" });
  });
});

describe("PATCH /api/market/cart/items/{id}/", () => {
  it("sets the quantity within 1..stock and answers the cart", async () => {
    const headers = await shopper();
    const product = await seedProduct(app, categoryId, { price: 2000, stock: 4 });
    const line = (await add(headers, { product_id: product.id, quantity: 1 })).json().cart.items[0];
    const url = `/api/market/cart/items/${line.id}/`;
    const updated = await app.inject({ method: "PATCH", url, headers, payload: { quantity: 4 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ total_items: 4, total_price: "8000.00" });
    const over = await app.inject({ method: "PATCH", url, headers, payload: { quantity: 5 } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ detail: "Only 4 of this item are available." });
    const zero = await app.inject({ method: "PATCH", url, headers, payload: { quantity: 0 } });
    expect(zero.json()).toEqual({ quantity: [messages.market.quantityMin] });
    expect((await myCart(headers)).total_items).toBe(4);
  });

  it("answers 404 for another shopper's line or a malformed id, 401/403 by role", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const product = await seedProduct(app, categoryId);
    const line = (await add(owner, { product_id: product.id })).json().cart.items[0];
    for (const [id, headers] of [
      [line.id, stranger],
      ["abc", owner],
      [424242, owner],
    ] as const) {
      const response = await app.inject({
        method: "PATCH",
        url: `/api/market/cart/items/${id}/`,
        headers,
        payload: { quantity: 1 },
      });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ detail: messages.cart.itemNotFound });
    }
    const url = `/api/market/cart/items/${line.id}/`;
    expect((await app.inject({ method: "PATCH", url, payload: { quantity: 1 } })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "PATCH", url, headers: admin, payload: { quantity: 1 } })).statusCode,
    ).toBe(403);
  });
});

describe("DELETE /api/market/cart/{item id}/", () => {
  it("removes the shopper's own line with 204; another shopper's line is a 404", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const product = await seedProduct(app, categoryId);
    const other = await seedProduct(app, categoryId);
    await add(owner, { product_id: product.id });
    const cart = (await add(owner, { product_id: other.id, quantity: 2 })).json().cart as Cart;
    const [first] = cart.items;
    const url = `/api/market/cart/${first!.id}/`;
    const refused = await app.inject({ method: "DELETE", url, headers: stranger });
    expect(refused.statusCode).toBe(404);
    expect((await app.inject({ method: "DELETE", url })).statusCode).toBe(401);
    expect((await app.inject({ method: "DELETE", url, headers: admin })).statusCode).toBe(403);
    const removed = await app.inject({ method: "DELETE", url, headers: owner });
    expect(removed.statusCode).toBe(204);
    const after = await myCart(owner);
    expect(after.items.map((item) => item.product.id)).toEqual([other.id]);
    expect(after.total_items).toBe(2);
    expect((await app.inject({ method: "DELETE", url, headers: owner })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "DELETE", url: "/api/market/cart/x1/", headers: owner })).statusCode,
    ).toBe(404);
  });
});
