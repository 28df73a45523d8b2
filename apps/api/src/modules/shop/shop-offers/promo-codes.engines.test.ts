import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAsAdmin } from "../../../test/fixtures/admin-requests.ts";
import {
  CHECKOUT,
  fillCart,
  manyShoppers,
  placeOrder,
  productState,
  seedShelf,
} from "../../../test/fixtures/order-fixtures.ts";

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  // Rules, not the throttle, are tested here: every refusal comes from one address.
  t = await buildTestApp({ promoTriesPerMinute: 1_000 });
  admin = (await signInAdmin(t.app)).headers;
});
afterAll(async () => t.close());

const db = () => (process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite");

const createCode = (body: Record<string, unknown>) =>
  createAsAdmin(t.app, admin, "/api/admin/promo-codes/", body);

const place = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
  placeOrder(t.app, headers, body);
const quote = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: "/api/market/checkout/quote/", headers, payload: body });

const shoppers = (prefix: string, n: number) => manyShoppers(t.app, prefix, n);

describe(`promo codes (${db()})`, () => {
  it("applies a percentage at the quote and again at placing, and the order shows it", async () => {
    await createCode({ code: "welcome10", kind: "percent", value: 10, first_order_only: true });
    const shopper = await signUpShopper(t.app, "kalisa");
    const [basket] = await seedShelf(t.app, [{ price: 12_345, stock: 5, name: "Agaseke" }]);
    await fillCart(t.app, shopper.user.id, [{ productId: basket!.id, quantity: 2 }]);

    const seen = await quote(shopper.headers, { promo_code: "Welcome10" });
    expect(seen.statusCode, seen.body).toBe(200);
    // 24,690 less 10 % rounded to the franc (2,469).
    expect(seen.json()).toMatchObject({
      subtotal: "24690.00",
      discount: "2469.00",
      delivery_fee: null,
      total: "22221.00",
      promo: { code: "WELCOME10", kind: "percent", value: 10 },
    });

    const placed = await place(shopper.headers, { promo_code: "welcome10", expected_total: 22_221 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      subtotal: "24690.00",
      discount: "2469.00",
      delivery_fee: "0.00",
      total: "22221.00",
      promo_code: "WELCOME10",
    });
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/market/orders/",
      headers: shopper.headers,
    });
    expect(listed.json().results[0]).toMatchObject({ promo_code: "WELCOME10", discount: "2469.00" });

    // A first-order code: the second order is refused at the code, nothing held.
    const [mat] = await seedShelf(t.app, [{ price: 9_000, stock: 4, name: "Ikirago" }]);
    await fillCart(t.app, shopper.user.id, [{ productId: mat!.id, quantity: 1 }]);
    const again = await place(shopper.headers, { promo_code: "WELCOME10" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ promo_code: ["This promo code is only for a first order."] });
    expect((await productState(t.app, mat!.id)).stock).toBe(4);
  });

  it("refuses unknown, inactive, early and expired codes with one same answer, below-minimum ones with the minimum", async () => {
    const shopper = await signUpShopper(t.app, "mutesi");
    const [piece] = await seedShelf(t.app, [{ price: 8_000, stock: 5 }]);
    await fillCart(t.app, shopper.user.id, [{ productId: piece!.id, quantity: 1 }]);
    const now = t.app.now().getTime();
    await createCode({ code: "SLEEPING", kind: "fixed", value: 500, is_active: false });
    await createCode({
      code: "LATER",
      kind: "fixed",
      value: 500,
      starts_at: new Date(now + 86_400_000).toISOString(),
    });
    await createCode({
      code: "GONE",
      kind: "fixed",
      value: 500,
      ends_at: new Date(now - 1000).toISOString(),
    });
    await createCode({ code: "BIGBASKET", kind: "percent", value: 5, min_total: 50_000 });
    await createCode({ code: "MINUS8000", kind: "fixed", value: 8_000 });
    const cases: [string, string][] = [
      // Decision 210: a code no one may use now answers as one that does not exist.
      ["NOPE", "This promo code is not valid."],
      ["SLEEPING", "This promo code is not valid."],
      ["LATER", "This promo code is not valid."],
      ["GONE", "This promo code is not valid."],
      ["BIGBASKET", "This promo code needs an order of at least RWF 50,000."],
      // A fixed amount applies only to goods worth more than it: an order never costs nothing.
      ["MINUS8000", "This promo code needs an order of at least RWF 8,001."],
    ];
    for (const [code, message] of cases) {
      const refused = await quote(shopper.headers, { promo_code: code });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json(), code).toEqual({ promo_code: [message] });
      const placed = await place(shopper.headers, { promo_code: code });
      expect(placed.json(), code).toEqual({ promo_code: [message] });
    }
    // In the reader's language, amount included.
    const french = await t.app.inject({
      method: "POST",
      url: "/api/market/checkout/quote/",
      headers: { ...shopper.headers, "accept-language": "fr" },
      payload: { promo_code: "BIGBASKET" },
    });
    const [frenchText] = french.json().promo_code;
    expect(frenchText.replace(/\s/g, " ")).toBe("Ce code promo demande une commande d’au moins 50 000 RWF.");
    expect((await productState(t.app, piece!.id)).stock).toBe(5);
  });

  it("refuses a total that moved since the quote (409 with the new sums), changing nothing", async () => {
    const shopper = await signUpShopper(t.app, "habimana");
    const [piece] = await seedShelf(t.app, [{ price: 10_000, stock: 2 }]);
    await fillCart(t.app, shopper.user.id, [{ productId: piece!.id, quantity: 1 }]);
    const code = await createCode({ code: "TENOFF", kind: "fixed", value: 1_000 });
    const seen = (await quote(shopper.headers, { promo_code: "TENOFF" })).json();
    expect(seen.total).toBe("9000.00");
    // The admin lowers the discount meanwhile.
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/admin/promo-codes/${code.id}/`,
      headers: admin,
      payload: { ...code, value: 500, min_total: null, version: code.version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const placed = await place(shopper.headers, { promo_code: "TENOFF", expected_total: 9_000 });
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({
      reason: "total_changed",
      quote: { discount: "500.00", total: "9500.00" },
    });
    expect((await productState(t.app, piece!.id)).stock).toBe(2);
  });

  it("uses a code limited to 5 uses at most 5 times when 30 shoppers place orders with it at once", async () => {
    await createCode({ code: "FIVEONLY", kind: "percent", value: 20, max_uses: 5 });
    // Each shopper buys a different piece from a different address: no product row or address lock
    // (decision 070) lines the placements up, so only the code's own row lock can keep the count.
    const shelf = await seedShelf(
      t.app,
      Array.from({ length: 30 }, (_, i) => ({ price: 5_000 + i, stock: 3, name: `Ibyansi ${i}` })),
    );
    const crowd = await shoppers("promo", 30);
    for (const [i, shopper] of crowd.entries())
      await fillCart(t.app, shopper.id, [{ productId: shelf[i]!.id, quantity: 1 }]);

    const answers = await Promise.all(
      crowd.map((shopper, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/market/orders/",
          headers: shopper.headers,
          remoteAddress: `10.0.${i}.7`,
          payload: { ...CHECKOUT, promo_code: "FIVEONLY" },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(25);
    const refused = answers.find((answer) => answer.statusCode === 400)!.json();
    expect(refused).toEqual({ promo_code: ["This promo code is not valid."] });
    // Only the five winners took stock.
    const stocks = await Promise.all(shelf.map((piece) => productState(t.app, piece.id)));
    expect(stocks.filter((state) => state.stock === 2)).toHaveLength(5);
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/admin/promo-codes/?search=five",
      headers: admin,
    });
    expect(listed.json().results[0]).toMatchObject({ code: "FIVEONLY", uses: 5 });

    // A cancelled order gives its use back.
    const winner = crowd[statuses.indexOf(201)]!;
    const order = answers[statuses.indexOf(201)]!.json();
    await t.app.inject({
      method: "POST",
      url: `/api/market/orders/${order.id}/cancel/`,
      headers: winner.headers,
    });
    const loser = crowd[statuses.indexOf(400)]!;
    expect((await place(loser.headers, { promo_code: "FIVEONLY" })).statusCode).toBe(201);
  });

  it("holds one shopper to the per-shopper limit even with parallel placements from two carts' worth", async () => {
    await createCode({ code: "ONCEEACH", kind: "fixed", value: 300, max_uses_per_shopper: 1 });
    const [a, b, c] = await seedShelf(t.app, [
      { price: 2_000, stock: 9 },
      { price: 2_500, stock: 9 },
      { price: 3_000, stock: 9 },
    ]);
    const [shopper] = await shoppers("single", 1);
    await fillCart(t.app, shopper!.id, [{ productId: a!.id, quantity: 1 }]);
    const first = await place(shopper!.headers, { promo_code: "ONCEEACH" });
    expect(first.statusCode, first.body).toBe(201);
    await fillCart(t.app, shopper!.id, [
      { productId: b!.id, quantity: 1 },
      { productId: c!.id, quantity: 1 },
    ]);
    const answers = await Promise.all(
      [1, 2, 3].map(() => place(shopper!.headers, { promo_code: "ONCEEACH" })),
    );
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    expect(answers[0]!.json()).toEqual({ promo_code: ["You have already used this promo code."] });
  });

  it("lets only admins manage codes: unique codes, checked values, versions, delete only when unused", async () => {
    const shopper = await signUpShopper(t.app, "nshuti");
    const forbidden = await t.app.inject({
      method: "GET",
      url: "/api/admin/promo-codes/",
      headers: shopper.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/admin/promo-codes/",
      headers: admin,
      payload: { code: "x", kind: "percent", value: 95, ends_at: "soon" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: ["A code is 3 to 32 letters, digits, - or _"],
      value: ["A percentage is a whole number from 1 to 90"],
      ends_at: ["Enter a valid date and time"],
    });
    const made = await createCode({ code: "Unique1", kind: "fixed", value: 100 });
    expect(made.code).toBe("UNIQUE1");
    const twin = await t.app.inject({
      method: "POST",
      url: "/api/admin/promo-codes/",
      headers: admin,
      payload: { code: "unique1", kind: "fixed", value: 100 },
    });
    expect(twin.json()).toEqual({ code: ["Another promo code already has this code"] });
    const stale = await t.app.inject({
      method: "PUT",
      url: `/api/admin/promo-codes/${made.id}/`,
      headers: admin,
      payload: { ...made, version: made.version + 5 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.code).toBe("UNIQUE1");
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/promo-codes/${made.id}/`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    const used = (
      await t.app.inject({ method: "GET", url: "/api/admin/promo-codes/?search=welcome", headers: admin })
    ).json().results[0];
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/promo-codes/${used.id}/`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
  });
});
