import { count, eq, max, sum } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems } from "../../../db/schema/cart.ts";
import { signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";

let test: TestApp;
let app: FastifyInstance;
let categoryId: number;

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  categoryId = (await seedCategory(app)).id;
});
afterAll(() => test.close());

async function carted(productId: number): Promise<number> {
  const [row] = await app.db
    .select({ total: sum(cartItems.quantity) })
    .from(cartItems)
    .where(eq(cartItems.product_id, productId));
  return Number(row?.total ?? 0);
}

const addAll = (headers: Record<string, string>[], productId: number) =>
  Promise.all(
    headers.map((h) =>
      app.inject({
        method: "POST",
        url: "/api/market/cart/add_item/",
        headers: h,
        payload: { product_id: productId, quantity: 1 },
      }),
    ),
  );

/**
 * A cart never holds more than the stock, however many adds race. Carts do not reserve stock
 * from each other (placing an order does), so each cart is bounded on its own. Without the row
 * locks these fail on PostgreSQL: concurrent transactions all read the same line quantity and
 * all add to it. (PGlite runs one transaction at a time, so there they pass either way.)
 */
describe("add_item under concurrency (cart and product rows are locked)", () => {
  it("one shopper sending 50 adds at once gets exactly the stock", async () => {
    const product = await seedProduct(app, categoryId, { stock: 3 });
    const shopper = (await signUpShopper(app)).headers;
    const responses = await addAll(Array(50).fill(shopper), product.id);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(47);
    expect(await carted(product.id)).toBe(3);
  }, 60_000);

  it("10 shoppers sending 5 adds each at once: every cart stops at the stock", async () => {
    const product = await seedProduct(app, categoryId, { stock: 2 });
    const shoppers = [];
    for (let i = 0; i < 10; i++) shoppers.push((await signUpShopper(app)).headers);
    const responses = await addAll(
      shoppers.flatMap((headers) => Array(5).fill(headers)),
      product.id,
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(20);
    const [row] = await app.db
      .select({ lines: count(), highest: max(cartItems.quantity) })
      .from(cartItems)
      .where(eq(cartItems.product_id, product.id));
    expect(row).toEqual({ lines: 10, highest: 2 });
  }, 120_000);

  it("an add racing an order placement lands in the order or stays in the cart, never lost", async () => {
    const shopper = (await signUpShopper(app)).headers;
    const product = await seedProduct(app, categoryId, { stock: 1000 });
    const checkout = { contact_phone: "0788123456", delivery_address: "KG 7 Ave, Kigali" };
    let added = 0;
    let ordered = 0;
    for (let round = 0; round < 5; round++) {
      added += (await addAll([shopper], product.id)).length;
      const [before, order, after] = await Promise.all([
        addAll(Array(4).fill(shopper), product.id),
        app.inject({ method: "POST", url: "/api/market/orders/", headers: shopper, payload: checkout }),
        addAll(Array(4).fill(shopper), product.id),
      ]);
      // The order waits for the adds' locks or they wait for it: no deadlock, no 500.
      expect(order.statusCode, order.body).toBe(201);
      for (const response of [...before, ...after]) expect(response.statusCode, response.body).toBe(200);
      added += before.length + after.length;
      const placed = order.json() as { id: number; lines: { quantity: number }[] };
      ordered += placed.lines.reduce((n, line) => n + line.quantity, 0);
      // A pending order holds its product for the shopper (decision 070): end it before the next round.
      const cancel = `/api/market/orders/${placed.id}/cancel/`;
      expect((await app.inject({ method: "POST", url: cancel, headers: shopper })).statusCode).toBe(200);
    }
    expect(ordered + (await carted(product.id))).toBe(added);
  }, 60_000);
});

describe("add_item under concurrency on the last item in stock", () => {
  it("50 adds at once on a product with stock 1 leave the cart at 1", async () => {
    const product = await seedProduct(app, categoryId, { stock: 1 });
    const shopper = (await signUpShopper(app)).headers;
    const responses = await addAll(Array(50).fill(shopper), product.id);
    // Every refusal is the stock message, never a 500.
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(refused).toHaveLength(49);
    for (const response of refused) expect(response.json().detail).toBe("No more of this item is available.");
    expect(await carted(product.id)).toBe(1);
    const cart = await app.inject({ method: "GET", url: "/api/market/cart/my_cart/", headers: shopper });
    expect(cart.json()).toMatchObject({ total_items: 1, items: [{ quantity: 1 }] });
  }, 60_000);
});
