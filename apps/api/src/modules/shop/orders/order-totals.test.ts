import { MAX_PRICE_RWF } from "@heritage/domain/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { CHECKOUT, fillCart, seedShelf } from "../../../test/fixtures/order-fixtures.ts";

/**
 * An order total above 2,147,483,647 francs overflowed the integer column and
 * answered 500. Totals are bigints now; the API still serves them as decimal strings.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe("orders worth more than 2^31 francs", () => {
  it("are placed, read and counted in the month's revenue", async () => {
    const shopper = await signUpShopper(t.app);
    const admin = (await signInAdmin(t.app)).headers;
    const [statue, drum] = await seedShelf(t.app, [
      { price: MAX_PRICE_RWF, stock: 30 },
      { price: MAX_PRICE_RWF - 1, stock: 30 },
    ]);
    await fillCart(t.app, shopper.user.id, [
      { productId: statue!.id, quantity: 20 },
      { productId: drum!.id, quantity: 5 },
    ]);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/market/orders/",
      headers: shopper.headers,
      payload: CHECKOUT,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ total: "2499999995.00", total_items: 25 });
    const id = placed.json().id as number;

    const read = await t.app.inject({
      method: "GET",
      url: `/api/market/orders/${id}/`,
      headers: shopper.headers,
    });
    expect(read.json()).toMatchObject({ total: "2499999995.00" });
    for (const status of ["confirmed", "shipped", "delivered"]) {
      const moved = await t.app.inject({
        method: "POST",
        url: `/api/admin/orders/${id}/status/`,
        headers: admin,
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }
    const stats = await t.app.inject({ method: "GET", url: "/api/admin/stats/", headers: admin });
    expect(stats.statusCode).toBe(200);
    expect(JSON.stringify(stats.json())).toContain('"2499999995.00"');
  });
});
