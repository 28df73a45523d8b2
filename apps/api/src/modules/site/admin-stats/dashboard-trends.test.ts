import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema/users.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";
import { CHECKOUT, fillCart, headersFor, seedShelf } from "../../../test/fixtures/order-fixtures.ts";

// Thursday 20 August 2026, noon in Kigali.
const NOON = new Date("2026-08-20T10:00:00Z");
let clock = NOON;
let t: TestApp;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  adminId = (await signInAdmin(t.app)).user.id;
});
afterAll(async () => t.close());

async function placeAt(at: string, userId: number, lines: { productId: number; quantity: number }[]) {
  clock = new Date(at);
  await fillCart(t.app, userId, lines);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/market/orders/",
    headers: await headersFor(t.app, userId),
    payload: CHECKOUT,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function move(id: number, path: string[]) {
  for (const status of path) {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${id}/status/`,
      headers: await headersFor(t.app, adminId, "admin"),
      payload: { status },
    });
    expect(response.statusCode).toBe(200);
  }
}

async function trends(query: string, headers?: Record<string, string>) {
  clock = NOON;
  return t.app.inject({
    method: "GET",
    url: `/api/admin/stats/trends/${query}`,
    headers: headers ?? (await headersFor(t.app, adminId, "admin")),
  });
}

describe("GET /api/admin/stats/trends/", () => {
  let ids: { a: number; b: number; c: number; o1: number };

  it("refuses visitors and shoppers, and a period it does not know with a field message", async () => {
    expect((await trends("", {})).statusCode).toBe(401);
    const shopper = await signUpShopper(t.app, "umuguzi");
    expect((await trends("", shopper.headers)).statusCode).toBe(403);
    const refused = await trends("?period=week");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ period: ["Choose a period of 7 days, 30 days or 12 months"] });
    await t.app.db.delete(users).where(eq(users.id, shopper.user.id));
  });

  it("adds up the orders placed in the test per Kigali day, beside the period before", async () => {
    const [a, b, c] = await seedShelf(t.app, [
      { price: 10_000, stock: 50, name: "Agaseke basket" },
      { price: 4_000, stock: 50, name: "Imigongo tile" },
      { price: 2_500, stock: 3, name: "Inanga strings" },
    ]);
    await seedProduct(t.app, c!.category_id, { name: "Retired drum", stock: 0, is_active: false });
    const kalisa = await signUpShopper(t.app, "kalisa");
    const uwase = await signUpShopper(t.app, "uwase");
    // Monday 17 August 01:00 in Kigali, still Sunday in UTC: Kigali's week of the 17th.
    await t.app.db
      .update(users)
      .set({ created_at: new Date("2026-08-16T23:00:00Z") })
      .where(eq(users.id, kalisa.user.id));
    await t.app.db
      .update(users)
      .set({ created_at: new Date("2026-08-02T09:00:00Z") })
      .where(eq(users.id, uwase.user.id));

    const o1 = await placeAt("2026-08-20T08:00:00Z", kalisa.user.id, [{ productId: a!.id, quantity: 2 }]);
    await move(o1, ["confirmed"]);
    // 23:30 on 18 August in Kigali.
    const o2 = await placeAt("2026-08-18T21:30:00Z", kalisa.user.id, [{ productId: b!.id, quantity: 3 }]);
    await move(o2, ["confirmed"]);
    // 00:30 on 19 August in Kigali, cancelled: in the statuses, not in the sales.
    const o3 = await placeAt("2026-08-18T22:30:00Z", uwase.user.id, [{ productId: a!.id, quantity: 1 }]);
    await move(o3, ["cancelled"]);
    // The period before: 10 August, delivered.
    const o4 = await placeAt("2026-08-10T09:00:00Z", uwase.user.id, [{ productId: b!.id, quantity: 1 }]);
    await move(o4, ["confirmed", "shipped", "delivered"]);
    // 1 July: before the last 30 days, inside the 30 days before them.
    const o5 = await placeAt("2026-07-01T09:00:00Z", uwase.user.id, [{ productId: c!.id, quantity: 1 }]);
    await move(o5, ["confirmed"]);
    ids = { a: a!.id, b: b!.id, c: c!.id, o1 };

    const response = await trends("?period=7d");
    expect(response.statusCode).toBe(200);
    const week = response.json();
    expect(week).toMatchObject({
      period: "7d",
      bucket: "day",
      from: "2026-08-14",
      previous_from: "2026-08-07",
    });
    expect(week.sales.map((d: { date: string }) => d.date)).toEqual([
      "2026-08-14",
      "2026-08-15",
      "2026-08-16",
      "2026-08-17",
      "2026-08-18",
      "2026-08-19",
      "2026-08-20",
    ]);
    const day = (date: string) => week.sales.find((d: { date: string }) => d.date === date);
    expect(day("2026-08-20")).toMatchObject({ orders: 1, revenue: "20000.00", previous_date: "2026-08-13" });
    expect(day("2026-08-18")).toMatchObject({ orders: 1, revenue: "12000.00" });
    expect(day("2026-08-19")).toMatchObject({ orders: 0, revenue: "0.00" });
    expect(day("2026-08-17")).toMatchObject({
      previous_date: "2026-08-10",
      previous_orders: 1,
      previous_revenue: "4000.00",
    });
    expect(week.totals).toEqual({
      orders: 2,
      revenue: "32000.00",
      previous_orders: 1,
      previous_revenue: "4000.00",
    });
    expect(week.by_status).toEqual([
      { status: "pending", count: 0 },
      { status: "confirmed", count: 2 },
      { status: "shipped", count: 0 },
      { status: "delivered", count: 0 },
      { status: "cancelled", count: 1 },
    ]);
    expect(week.top_products).toEqual([
      { id: b!.id, name: "Imigongo tile", units: 3, revenue: "12000.00" },
      { id: a!.id, name: "Agaseke basket", units: 2, revenue: "20000.00" },
    ]);
    // Inanga strings: 3 in stock, 1 ordered in July. The inactive drum is not for sale.
    expect(week).toMatchObject({
      low_stock_threshold: 10,
      low_stock_count: 1,
      low_stock: [{ id: c!.id, name: "Inanga strings", stock: 2 }],
    });
    expect(week.new_shoppers).toEqual([
      { week: "2026-08-10", count: 0 },
      { week: "2026-08-17", count: 1 },
    ]);
  });

  it("reads 30 days and 12 months", async () => {
    const month = (await trends("?period=30d")).json();
    expect(month).toMatchObject({ from: "2026-07-22", previous_from: "2026-06-22" });
    expect(month.sales).toHaveLength(30);
    expect(month.totals).toEqual({
      orders: 3,
      revenue: "36000.00",
      previous_orders: 1,
      previous_revenue: "2500.00",
    });
    expect(month.new_shoppers).toEqual([
      { week: "2026-07-20", count: 0 },
      { week: "2026-07-27", count: 1 },
      { week: "2026-08-03", count: 0 },
      { week: "2026-08-10", count: 0 },
      { week: "2026-08-17", count: 1 },
    ]);
    const year = (await trends("?period=12m")).json();
    expect(year).toMatchObject({ bucket: "month", from: "2025-09-01", previous_from: "2024-09-01" });
    expect(year.sales).toHaveLength(12);
    expect(year.sales.at(-1)).toMatchObject({ date: "2026-08-01", orders: 3, revenue: "36000.00" });
    expect(year.sales.at(-2)).toMatchObject({ date: "2026-07-01", orders: 1, revenue: "2500.00" });
    expect(year.totals).toMatchObject({ orders: 4, previous_orders: 0 });
    expect(year.top_products.map((p: { id: number }) => p.id)).toEqual([ids.b, ids.a, ids.c]);
  });

  it("follows an order's change at once (nothing cached)", async () => {
    await move(ids.o1, ["cancelled"]);
    const week = (await trends("?period=7d")).json();
    expect(week.totals).toMatchObject({ orders: 1, revenue: "12000.00" });
    expect(week.by_status.find((s: { status: string }) => s.status === "cancelled").count).toBe(2);
    expect(week.top_products).toEqual([{ id: ids.b, name: "Imigongo tile", units: 3, revenue: "12000.00" }]);
  });
});
