import { messages } from "@heritage/domain/messages";
import { DEFAULT_ACCOUNT_HOLD_LIMITS, DEFAULT_ADDRESS_HOLD_LIMITS } from "@heritage/domain/orders";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../../config.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  CHECKOUT,
  cartQuantities,
  fillCart,
  headersFor,
  productState,
  seedShelf,
} from "../../../test/fixtures/order-fixtures.ts";

/**
 * Decision 070: what unpaid orders may hold, per account (3 orders, 5 units of
 * one product, 20 units) and per client address (10, 15, 60), with the real defaults.
 */
let clock = new Date("2026-05-04T08:00:00Z");
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({
    now: () => clock,
    orderLimits: { account: DEFAULT_ACCOUNT_HOLD_LIMITS, address: DEFAULT_ADDRESS_HOLD_LIMITS },
  });
  admin = (await signInAdmin(t.app)).headers;
});
afterAll(async () => t.close());

type Shopper = Awaited<ReturnType<typeof signUpShopper>>;

/** Makes the shopper's cart exactly these lines and places it, from `address` (127.0.0.1 by default). */
async function order(shopper: Shopper, lines: [number, number][], address = "127.0.0.1") {
  await t.app.db.execute(
    sql`delete from cart_items using carts where cart_items.cart_id = carts.id and carts.user_id = ${shopper.user.id}`,
  );
  await fillCart(
    t.app,
    shopper.user.id,
    lines.map(([productId, quantity]) => ({ productId, quantity })),
  );
  return t.app.inject({
    method: "POST",
    url: "/api/market/orders/",
    headers: await headersFor(t.app, shopper.user.id),
    payload: CHECKOUT,
    remoteAddress: address,
  });
}

const shelf = (count: number, stock = 50) =>
  seedShelf(
    t.app,
    Array.from({ length: count }, (_, i) => ({ price: 1_000 + i, stock, name: `Basket ${i + 1}` })),
  );

describe("a shopper who orders again what a pending order already holds", () => {
  it("is offered that order (409 with it), and nothing changes until it is cancelled", async () => {
    const shopper = await signUpShopper(t.app);
    const [basket, drum, mat] = await shelf(3);
    const first = await order(shopper, [[basket!.id, 2]]);
    expect(first.statusCode).toBe(201);
    const pending = first.json();

    const again = await order(shopper, [
      [drum!.id, 1],
      [basket!.id, 1],
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: messages.orders.alreadyPending(pending.number),
      reason: "existing_order",
      order: pending,
    });
    expect(await cartQuantities(t.app, shopper.user.id)).toEqual([1, 1]);
    expect((await productState(t.app, basket!.id)).stock).toBe(48);

    // Other products make a second order; cancelling the first lets the basket be ordered again.
    expect((await order(shopper, [[mat!.id, 1]])).statusCode).toBe(201);
    const cancel = `/api/market/orders/${pending.id}/cancel/`;
    expect((await t.app.inject({ method: "POST", url: cancel, headers: shopper.headers })).statusCode).toBe(
      200,
    );
    expect((await order(shopper, [[basket!.id, 1]])).statusCode).toBe(201);
  });
});

describe("the account's caps (409 hold_limit)", () => {
  it("stops at 3 pending orders, until one is paid (confirmed) or expires", async () => {
    const shopper = await signUpShopper(t.app);
    const items = await shelf(5);
    const placed = [];
    for (const item of items.slice(0, 3))
      placed.push((await order(shopper, [[item.id, 1]])).json().id as number);
    const fourth = await order(shopper, [[items[3]!.id, 1]]);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      detail: messages.orders.holdLimitOrders(3),
      reason: "hold_limit",
      limit: { kind: "orders", max: 3, held: 3, product_id: null },
    });
    expect((await productState(t.app, items[3]!.id)).stock).toBe(50);

    const confirm = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${placed[0]}/status/`,
      headers: admin,
      payload: { status: "confirmed" },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await order(shopper, [[items[3]!.id, 1]])).statusCode).toBe(201);
    expect((await order(shopper, [[items[4]!.id, 1]])).statusCode).toBe(409);
    // Past their hold, pending orders no longer count (the expiry job is about to cancel them).
    clock = new Date(clock.getTime() + 49 * 3_600_000);
    expect((await order(shopper, [[items[4]!.id, 1]])).statusCode).toBe(201);
  });

  it("stops at 5 units of one product and 20 units in all, naming the product", async () => {
    const shopper = await signUpShopper(t.app);
    const items = await shelf(5);
    const six = await order(shopper, [[items[0]!.id, 6]]);
    expect(six.statusCode).toBe(409);
    expect(six.json()).toEqual({
      detail: messages.orders.holdLimitProductUnits(5, "Basket 1"),
      reason: "hold_limit",
      limit: { kind: "product_units", max: 5, held: 0, product_id: items[0]!.id },
    });
    const lines = items.map((item) => [item.id, 5] as [number, number]);
    expect((await order(shopper, lines.slice(0, 3))).statusCode).toBe(201);
    const over = await order(shopper, lines.slice(3));
    expect(over.statusCode).toBe(409);
    expect(over.json().limit).toEqual({ kind: "units", max: 20, held: 15, product_id: null });
    expect(over.json().detail).toBe(messages.orders.holdLimitUnits(20));
    expect((await order(shopper, [[items[3]!.id, 5]])).statusCode).toBe(201);
  });
});

describe("the client address's caps (429)", () => {
  it("lets shoppers at one address hold 15 units of a product together, then refuses", async () => {
    const [rug] = await shelf(1);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 4; i++) shoppers.push(await signUpShopper(t.app));
    for (const shopper of shoppers.slice(0, 3)) {
      expect((await order(shopper, [[rug!.id, 5]], "10.20.30.40")).statusCode).toBe(201);
    }
    const fourth = await order(shoppers[3]!, [[rug!.id, 1]], "10.20.30.40");
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ detail: messages.orders.addressHoldLimit, reason: "address_hold_limit" });
    expect((await order(shoppers[3]!, [[rug!.id, 1]], "10.20.30.41")).statusCode).toBe(201);
  });

  it("counts placements that race from one address one after another: 10 of 20 at once", async () => {
    const items = await shelf(20);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 20; i++) shoppers.push(await signUpShopper(t.app));
    for (const [i, shopper] of shoppers.entries()) {
      await fillCart(t.app, shopper.user.id, [{ productId: items[i]!.id, quantity: 1 }]);
    }
    const answers = await Promise.all(
      shoppers.map(async (shopper) =>
        t.app.inject({
          method: "POST",
          url: "/api/market/orders/",
          headers: await headersFor(t.app, shopper.user.id),
          payload: CHECKOUT,
          remoteAddress: "10.99.0.1",
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  }, 60_000);
});

describe("the hoarding attack, bounded (67 orders in 13 s held the whole catalogue)", () => {
  it("one fresh shopper placing 20 orders as fast as it can holds 3 orders and 15 units", async () => {
    const items = await shelf(20, 5);
    const attacker = await signUpShopper(t.app);
    const statuses: number[] = [];
    for (const item of items) {
      const added = await t.app.inject({
        method: "POST",
        url: "/api/market/cart/add_item/",
        headers: await headersFor(t.app, attacker.user.id),
        payload: { product_id: item.id, quantity: 5 },
      });
      expect(added.statusCode).toBe(200);
      statuses.push(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/market/orders/",
            headers: await headersFor(t.app, attacker.user.id),
            payload: CHECKOUT,
          })
        ).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.slice(3).every((status) => status === 409)).toBe(true);
    let onSale = 0;
    for (const item of items) onSale += (await productState(t.app, item.id)).stock;
    expect(onSale).toBe(100 - 15);
  }, 60_000);
});

describe("ORDER_LIMITS_ACCOUNT and ORDER_LIMITS_ADDRESS", () => {
  it("read three whole numbers, default to decision 070's, and refuse anything else", () => {
    const env = loadEnv({ ORDER_LIMITS_ACCOUNT: "4, 6, 30" });
    expect(env.ORDER_LIMITS_ACCOUNT).toEqual({ orders: 4, productUnits: 6, units: 30 });
    expect(env.ORDER_LIMITS_ADDRESS).toEqual(DEFAULT_ADDRESS_HOLD_LIMITS);
    for (const bad of ["3,5", "0,5,20", "a,b,c", "3,5,20,1"]) {
      expect(() => loadEnv({ ORDER_LIMITS_ADDRESS: bad })).toThrow(/ORDER_LIMITS_ADDRESS/);
    }
  });
});
