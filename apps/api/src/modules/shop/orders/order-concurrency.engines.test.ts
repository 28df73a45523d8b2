import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/orders.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  cartQuantities,
  fillCart,
  manyShoppers,
  placeOrder,
  productState,
  seedShelf,
} from "../../../test/fixtures/order-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const shoppers = (prefix: string, n: number) => manyShoppers(t.app, prefix, n);

const place = (headers: Record<string, string>) => placeOrder(t.app, headers);

describe(`concurrent orders (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("sells a unique piece once when 50 shoppers order it at the same moment", async () => {
    const [piece] = await seedShelf(t.app, [{ price: 120_000, stock: 1, name: "Royal Inyambo horn" }]);
    const crowd = await shoppers("crowd", 50);
    for (const shopper of crowd) await fillCart(t.app, shopper.id, [{ productId: piece!.id, quantity: 1 }]);

    const answers = await Promise.all(crowd.map((shopper) => place(shopper.headers)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.lines).toEqual([
      expect.objectContaining({ product_id: piece!.id, requested: 1, available: 0, reason: "out_of_stock" }),
    ]);
    expect((await productState(t.app, piece!.id)).stock).toBe(0);
    const [placed] = await t.app.db.select({ n: count() }).from(orders);
    expect(placed!.n).toBe(1);
    // Only the winner's cart was emptied.
    const winner = crowd[statuses.indexOf(201)]!;
    const loser = crowd[statuses.indexOf(409)]!;
    expect(await cartQuantities(t.app, winner.id)).toEqual([]);
    expect(await cartQuantities(t.app, loser.id)).toEqual([1]);
  });

  it("serves exactly the stock when 30 shoppers want 2 each of 7, and never goes below zero", async () => {
    const [common, scarce] = await seedShelf(t.app, [
      { price: 1_000, stock: 500 },
      { price: 9_000, stock: 7 },
    ]);
    const crowd = await shoppers("queue", 30);
    for (const shopper of crowd) {
      // Both lines in every cart: a refused order must give the common item back too.
      await fillCart(t.app, shopper.id, [
        { productId: common!.id, quantity: 1 },
        { productId: scarce!.id, quantity: 2 },
      ]);
    }
    const answers = await Promise.all(crowd.map((shopper) => place(shopper.headers)));
    const served = answers.filter((answer) => answer.statusCode === 201).length;
    expect(served).toBe(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(27);
    expect(await productState(t.app, scarce!.id)).toMatchObject({ stock: 1 });
    expect(await productState(t.app, common!.id)).toMatchObject({ stock: 500 - served });
  });

  it("turns one cart into one order when the same shopper clicks twice", async () => {
    const [item] = await seedShelf(t.app, [{ price: 4_000, stock: 10 }]);
    const [shopper] = await shoppers("double", 1);
    await fillCart(t.app, shopper!.id, [{ productId: item!.id, quantity: 2 }]);
    const answers = await Promise.all([place(shopper!.headers), place(shopper!.headers)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect((await productState(t.app, item!.id)).stock).toBe(8);
    const mine = await t.app.db.select({ n: count() }).from(orders).where(eq(orders.user_id, shopper!.id));
    expect(mine[0]!.n).toBe(1);
  });
});
