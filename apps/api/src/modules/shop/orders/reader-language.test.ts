import type { Cart } from "@heritage/domain/cart";
import type { Product } from "@heritage/domain/catalog";
import type { Order } from "@heritage/domain/orders";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";
import { CHECKOUT } from "../../../test/fixtures/order-fixtures.ts";

/**
 * The shopper's own records name the pieces in the reader's language, as the
 * catalogue does: the cart (and so the checkout summary and the offline copy of it), the wishlist,
 * the orders (and so the WhatsApp message built from the order); the original where no translation
 * exists, with `translated: false` so the page can say so.
 */
// one engine: plain reads and writes of one shopper, nothing the database engine decides
let t: TestApp;
let app: FastifyInstance;
let headers: Record<string, string>;
let basketId = 0;
let drumId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  const category = await seedCategory(app, {
    name: "Woven Baskets",
    translations: { fr: { name: "Paniers tissés" }, rw: { name: "Ibiseke" } },
  });
  basketId = (
    await seedProduct(app, category.id, {
      name: "Agaseke Peace Basket",
      description: "Woven in Gitarama",
      translations: {
        fr: { name: "Panier de la paix Agaseke", description: "Tissé à Gitarama" },
        rw: { name: "Agaseke k'amahoro", description: "Cyabohewe i Gitarama" },
      },
    })
  ).id;
  drumId = (await seedProduct(app, category.id, { name: "Ingoma drum", description: "Cow hide" })).id;
  headers = (await signUpShopper(app)).headers;
  for (const product_id of [basketId, drumId]) {
    const added = await app.inject({
      method: "POST",
      url: "/api/market/cart/add_item/",
      headers,
      payload: { product_id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const wished = await app.inject({
      method: "POST",
      url: "/api/market/wishlist/toggle_product/",
      headers,
      payload: { product_id },
    });
    expect(wished.statusCode, wished.body).toBe(200);
  }
});
afterAll(() => t.close());

const get = async <T>(url: string, language: string) =>
  (
    await app.inject({ method: "GET", url, headers: { ...headers, "accept-language": language } })
  ).json() as T;

describe("the shopper's records in the reader's language", () => {
  it("the cart names and describes each piece in the reader's language, the original where none exists", async () => {
    const fr = await get<Cart>("/api/market/cart/my_cart/", "fr");
    expect(
      fr.items.map(({ product }) => [
        product.name,
        product.description,
        product.category_name,
        product.translated,
      ]),
    ).toEqual([
      ["Panier de la paix Agaseke", "Tissé à Gitarama", "Paniers tissés", true],
      ["Ingoma drum", "Cow hide", "Paniers tissés", false],
    ]);
    const rw = await get<Cart>("/api/market/cart/my_cart/?lang=rw", "fr");
    expect(rw.items[0]!.product.name).toBe("Agaseke k'amahoro");
  });

  it("so does the wishlist", async () => {
    const wishlist = await get<{ results: Product[] }>("/api/market/wishlist/", "rw");
    expect(wishlist.results.map((product) => [product.name, product.translated]).sort()).toEqual([
      ["Agaseke k'amahoro", true],
      ["Ingoma drum", false],
    ]);
  });

  it("an order's lines, placed in French and read in Kinyarwanda, keep following the reader", async () => {
    const placed = await app.inject({
      method: "POST",
      url: "/api/market/orders/",
      headers: { ...headers, "accept-language": "fr" },
      payload: CHECKOUT,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as Order;
    expect(order.lines.map((line) => [line.name, line.translated])).toEqual([
      ["Panier de la paix Agaseke", true],
      ["Ingoma drum", false],
    ]);
    const mine = await get<{ results: Order[] }>("/api/market/orders/", "rw");
    expect(mine.results[0]!.lines.map((line) => line.name)).toEqual(["Agaseke k'amahoro", "Ingoma drum"]);
    const one = await get<Order>(`/api/market/orders/${order.id}/`, "en");
    expect(one.lines.map((line) => [line.name, line.translated])).toEqual([
      ["Agaseke Peace Basket", true],
      ["Ingoma drum", true],
    ]);
  });
});
