import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/orders.ts";
import { signIn, signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { CHECKOUT, fillCart, productState, seedShelf } from "../../../test/fixtures/order-fixtures.ts";
import { expireOverdueOrders, startOrderExpiry } from "./order-expiry.ts";

const HOUR = 3_600_000;
let clock = new Date("2026-05-01T09:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t.close());

async function placeOrder(quantity = 1) {
  const shopper = await signUpShopper(t.app);
  const [product] = await seedShelf(t.app, [{ price: 10_000, stock: 3 }]);
  await fillCart(t.app, shopper.user.id, [{ productId: product!.id, quantity }]);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/market/orders/",
    headers: shopper.headers,
    payload: CHECKOUT,
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id as number, productId: product!.id, shopper };
}

const statusOf = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe("expiry of unconfirmed orders (48 h by default)", () => {
  it("keeps a pending order for 48 hours, then cancels it and returns its stock", async () => {
    const { id, productId, shopper } = await placeOrder(2);
    expect((await productState(t.app, productId)).stock).toBe(1);

    clock = new Date(clock.getTime() + 47 * HOUR);
    expect(await expireOverdueOrders(t.app)).toBe(0);
    expect((await statusOf(id)).status).toBe("pending");

    clock = new Date(clock.getTime() + 1 * HOUR);
    expect(await expireOverdueOrders(t.app)).toBe(1);
    const order = await statusOf(id);
    expect(order).toMatchObject({ status: "cancelled", cancel_reason: "expired", cancelled_at: clock });
    expect((await productState(t.app, productId)).stock).toBe(3);
    // Running again finds nothing more to return.
    expect(await expireOverdueOrders(t.app)).toBe(0);
    expect((await productState(t.app, productId)).stock).toBe(3);

    // The shopper sees why (tokens are re-issued: the clock moved past the old ones).
    const fresh = await signIn(t.app, shopper.user.username, "Inanga-secret9");
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/market/orders/${id}/`,
      headers: fresh.headers,
    });
    expect(seen.json()).toMatchObject({ status: "cancelled", cancel_reason: "expired" });
  });

  it("leaves confirmed orders alone", async () => {
    const { id, productId } = await placeOrder();
    const admin = await signInAdmin(t.app);
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${id}/status/`,
      headers: admin.headers,
      payload: { status: "confirmed" },
    });
    expect(confirmed.statusCode).toBe(200);
    clock = new Date(clock.getTime() + 100 * HOUR);
    await expireOverdueOrders(t.app);
    expect((await statusOf(id)).status).toBe("confirmed");
    expect((await productState(t.app, productId)).stock).toBe(2);
  });

  it("returns the stock once when several server processes expire at the same moment", async () => {
    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    clock = new Date(clock.getTime() + 49 * HOUR);
    const counts = await Promise.all([
      expireOverdueOrders(t.app),
      expireOverdueOrders(t.app),
      expireOverdueOrders(t.app),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const { productId } of placed) expect((await productState(t.app, productId)).stock).toBe(3);
  });

  it("runs inside the server on a timer once started", async () => {
    const { id } = await placeOrder();
    clock = new Date(clock.getTime() + 49 * HOUR);
    const stop = startOrderExpiry(t.app, 20);
    try {
      await expect.poll(async () => (await statusOf(id)).status, { timeout: 5_000 }).toBe("cancelled");
    } finally {
      stop();
    }
  });
});

describe("ORDER_HOLD_HOURS", () => {
  it("shortens the hold when configured", async () => {
    const short = await buildTestApp({ now: () => clock, orderHoldHours: 2 });
    try {
      const shopper = await signUpShopper(short.app);
      const [product] = await seedShelf(short.app, [{ price: 1_000, stock: 1 }]);
      await fillCart(short.app, shopper.user.id, [{ productId: product!.id, quantity: 1 }]);
      const placed = await short.app.inject({
        method: "POST",
        url: "/api/market/orders/",
        headers: shopper.headers,
        payload: CHECKOUT,
      });
      expect(placed.json().expires_at).toBe(new Date(clock.getTime() + 2 * HOUR).toISOString());
      clock = new Date(clock.getTime() + 2 * HOUR);
      expect(await expireOverdueOrders(short.app)).toBe(1);
      expect((await productState(short.app, product!.id)).stock).toBe(1);
    } finally {
      await short.close();
    }
  });
});
