import { ORDER_STATUSES, type OrderStatus } from "@heritage/domain/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/orders.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { CHECKOUT, fillCart, productState, seedShelf } from "../../../test/fixtures/order-fixtures.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;
let other: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t.app);
  shopper = await signUpShopper(t.app, "kamanzi");
  other = await signUpShopper(t.app, "keza");
});
afterAll(async () => t.close());

/** A fresh order of 2 × a product with stock 5, already moved along `path` by the admin. */
async function orderAt(path: OrderStatus[] = []) {
  const [product] = await seedShelf(t.app, [{ price: 3_000, stock: 5 }]);
  await fillCart(t.app, shopper.user.id, [{ productId: product!.id, quantity: 2 }]);
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/market/orders/",
    headers: shopper.headers,
    payload: CHECKOUT,
  });
  expect(placed.statusCode).toBe(201);
  const id = placed.json().id as number;
  for (const status of path) expect((await move(id, status)).statusCode).toBe(200);
  return { id, productId: product!.id };
}

const move = (id: number, status: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${id}/status/`, headers, payload: { status } });

const cancelOwn = (id: number, headers: Record<string, string> = shopper.headers) =>
  t.app.inject({ method: "POST", url: `/api/market/orders/${id}/cancel/`, headers });

/** How to reach each status from a new order. */
const reach: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  confirmed: ["confirmed"],
  shipped: ["confirmed", "shipped"],
  delivered: ["confirmed", "shipped", "delivered"],
  cancelled: ["cancelled"],
};
const allowed = new Set([
  "pending>confirmed",
  "pending>cancelled",
  "confirmed>shipped",
  "confirmed>cancelled",
  "shipped>delivered",
]);

describe("POST /api/admin/orders/{id}/status/", () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const ok = allowed.has(`${from}>${to}`);
      it(`${ok ? "moves" : "refuses"} ${from} → ${to}`, async () => {
        const { id, productId } = await orderAt(reach[from]);
        const before = await productState(t.app, productId);
        const response = await move(id, to);
        const after = await productState(t.app, productId);
        if (!ok) {
          expect(response.statusCode).toBe(409);
          expect(response.json()).toEqual({
            detail: `An order that is ${from} cannot be moved to ${to}.`,
            status: from,
          });
          expect(after).toEqual(before);
          return;
        }
        expect(response.statusCode).toBe(200);
        const order = response.json();
        expect(order.status).toBe(to);
        expect(order[`${to}_at`]).toEqual(expect.any(String));
        expect(order.customer).toMatchObject({
          id: shopper.user.id,
          username: "kamanzi",
          name: "Aline Uwase",
        });
        // Cancelling gives the 2 back; delivering counts 2 sales; the others touch neither.
        expect(after.stock - before.stock).toBe(to === "cancelled" ? 2 : 0);
        expect(after.sales - before.sales).toBe(to === "delivered" ? 2 : 0);
        if (to === "cancelled") expect(order.cancel_reason).toBe("admin");
      });
    }
  }

  it("answers 400 for an unknown status, 404 for an unknown order, 401/403 for others", async () => {
    const { id } = await orderAt();
    const unknown = await move(id, "lost");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      status: ["Status must be pending, confirmed, shipped, delivered or cancelled"],
    });
    expect((await move(999_999, "confirmed")).statusCode).toBe(404);
    expect((await move(id, "confirmed", {})).statusCode).toBe(401);
    expect((await move(id, "confirmed", shopper.headers)).statusCode).toBe(403);
  });

  it("returns the stock once when two admins cancel at the same moment", async () => {
    const { id, productId } = await orderAt(["confirmed"]);
    const answers = await Promise.all([move(id, "cancelled"), move(id, "cancelled")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await productState(t.app, productId)).stock).toBe(5);
  });
});

describe("POST /api/market/orders/{id}/cancel/", () => {
  it("cancels the shopper's own pending order and puts the items back", async () => {
    const { id, productId } = await orderAt();
    expect((await productState(t.app, productId)).stock).toBe(3);
    const response = await cancelOwn(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: "cancelled", cancel_reason: "shopper" });
    expect((await productState(t.app, productId)).stock).toBe(5);
    // A second click changes nothing.
    const again = await cancelOwn(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: "Only a pending order can be cancelled." });
    expect((await productState(t.app, productId)).stock).toBe(5);
  });

  it("refuses once the shop has confirmed it (409), and hides other shoppers' orders (404)", async () => {
    const { id, productId } = await orderAt(["confirmed"]);
    expect((await cancelOwn(id)).statusCode).toBe(409);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe("confirmed");
    const pending = await orderAt();
    const stranger = await cancelOwn(pending.id, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: "Order not found." });
    expect((await productState(t.app, productId)).stock).toBe(3);
    expect((await cancelOwn(pending.id, admin.headers)).statusCode).toBe(403);
    expect((await cancelOwn(pending.id, {})).statusCode).toBe(401);
  });
});
