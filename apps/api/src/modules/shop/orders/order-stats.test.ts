import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { CHECKOUT, fillCart, headersFor, seedShelf } from "../../../test/fixtures/order-fixtures.ts";

let clock = new Date("2026-07-30T12:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t.close());

async function placeAt(at: string, userId: number, productId: number, quantity: number) {
  clock = new Date(at);
  await fillCart(t.app, userId, [{ productId, quantity }]);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/market/orders/",
    headers: await headersFor(t.app, userId),
    payload: CHECKOUT,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe("the dashboard's order figures in GET /api/admin/stats/", () => {
  it("counts orders today and pending orders, and the revenue of this month's deliveries, in Kigali time", async () => {
    const admin = await signInAdmin(t.app);
    const shopper = await signUpShopper(t.app, "kalisa");
    // A pending order holds its products for this shopper (decision 070): the August order's own.
    const [item, augustItem] = await seedShelf(t.app, [
      { price: 10_000, stock: 50 },
      { price: 10_000, stock: 50 },
    ]);
    const move = async (id: number, path: string[]) => {
      for (const status of path) {
        const response = await t.app.inject({
          method: "POST",
          url: `/api/admin/orders/${id}/status/`,
          headers: await headersFor(t.app, admin.user.id, "admin"),
          payload: { status },
        });
        expect(response.statusCode).toBe(200);
      }
    };
    // Delivered in July: counts for July's revenue until August starts in Kigali.
    const july = await placeAt("2026-07-29T08:00:00Z", shopper.user.id, item!.id, 2);
    await move(july, ["confirmed", "shipped", "delivered"]);
    // Delivered on 31 July at 23:30 Kigali time (21:30 UTC): still July.
    const lateJuly = await placeAt("2026-07-31T21:30:00Z", shopper.user.id, item!.id, 1);
    await move(lateJuly, ["confirmed", "shipped", "delivered"]);
    // 1 August 00:30 Kigali (31 July 22:30 UTC): a new day and a new month.
    const august = await placeAt("2026-07-31T22:30:00Z", shopper.user.id, augustItem!.id, 3);
    const cancelled = await placeAt("2026-07-31T22:40:00Z", shopper.user.id, item!.id, 1);
    await move(cancelled, ["cancelled"]);
    const confirmed = await placeAt("2026-07-31T22:50:00Z", shopper.user.id, item!.id, 1);
    await move(confirmed, ["confirmed"]);

    const stats = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/admin/stats/",
          headers: await headersFor(t.app, admin.user.id, "admin"),
        })
      ).json();

    clock = new Date("2026-07-31T21:59:00Z"); // 23:59 on 31 July in Kigali
    expect(await stats()).toMatchObject({
      orders_today: 1,
      revenue_this_month: "30000.00",
      pending_orders: 1,
    });
    clock = new Date("2026-07-31T23:00:00Z"); // 01:00 on 1 August in Kigali
    expect(await stats()).toMatchObject({ orders_today: 3, revenue_this_month: "0.00", pending_orders: 1 });
    await move(august, ["confirmed", "shipped", "delivered"]);
    expect(await stats()).toMatchObject({
      orders_today: 3,
      revenue_this_month: "30000.00",
      pending_orders: 0,
    });
  });
});
