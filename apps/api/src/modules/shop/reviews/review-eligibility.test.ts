import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { CHECKOUT, fillCart, headersFor, seedShelf } from "../../../test/fixtures/order-fixtures.ts";

let clock = new Date("2026-09-01T09:00:00Z");
let t: TestApp;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  adminId = (await signInAdmin(t.app)).user.id;
});
afterAll(async () => t.close());

const post = async (productId: number, userId: number, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/market/products/${productId}/reviews/`,
    headers: await headersFor(t.app, userId),
    payload,
  });

const product = async (id: number) =>
  (await t.app.inject({ method: "GET", url: `/api/market/products/${id}/` })).json();

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

describe("who may review a product", () => {
  it("only a shopper whose order line was delivered, once; the product's rating follows", async () => {
    const [basket, other] = await seedShelf(t.app, [
      { price: 15_000, stock: 10, name: "Agaseke basket" },
      { price: 9_000, stock: 10, name: "Inanga" },
    ]);
    const shopper = await signUpShopper(t.app, "mukamana");
    const id = shopper.user.id;
    expect((await product(basket!.id)).rating).toBeNull();

    // Nothing bought yet.
    const before = await post(basket!.id, id, { rating: 5, body: "Beautiful weave" });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      detail: "Only a shopper whose order of this product was delivered can review it.",
    });
    const mineBefore = await t.app.inject({
      method: "GET",
      url: `/api/market/products/${basket!.id}/reviews/mine/`,
      headers: await headersFor(t.app, id),
    });
    expect(mineBefore.json()).toEqual({ eligible: false, review: null, editable_until: null });

    // Ordered and shipped, not delivered: still no.
    await fillCart(t.app, id, [{ productId: basket!.id, quantity: 1 }]);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/market/orders/",
      headers: await headersFor(t.app, id),
      payload: CHECKOUT,
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as number;
    await move(orderId, ["confirmed", "shipped"]);
    expect((await post(basket!.id, id, { rating: 5 })).statusCode).toBe(403);

    await move(orderId, ["delivered"]);
    const written = await post(basket!.id, id, {
      rating: 4,
      body: "  Beautiful weave,\r\ntight and even.  ",
    });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({
      eligible: true,
      review: {
        rating: 4,
        body: "Beautiful weave,\ntight and even.",
        author: "mukamana",
        verified_purchase: true,
        status: "published",
        hidden_reason: null,
        edited: false,
      },
      editable_until: "2026-10-01T09:00:00.000Z",
    });
    expect(await product(basket!.id)).toMatchObject({ rating: "4.0", review_count: 1 });

    // A second review of the same product: refused; the delivered basket does not open the Inanga.
    const again = await post(basket!.id, id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("You have already reviewed this product. You can edit your review.");
    expect((await post(other!.id, id, { rating: 5 })).statusCode).toBe(403);
    expect(await product(basket!.id)).toMatchObject({ rating: "4.0", review_count: 1 });

    // Edited within 30 days: the rating follows; after them, refused.
    clock = new Date("2026-09-20T09:00:00Z");
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/market/products/${basket!.id}/reviews/mine/`,
      headers: await headersFor(t.app, id),
      payload: { rating: 2, body: "Came apart after a week." },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().review).toMatchObject({ rating: 2, edited: true });
    expect(await product(basket!.id)).toMatchObject({ rating: "2.0", review_count: 1 });
    clock = new Date("2026-10-01T09:00:01Z");
    const late = await t.app.inject({
      method: "PATCH",
      url: `/api/market/products/${basket!.id}/reviews/mine/`,
      headers: await headersFor(t.app, id),
      payload: { rating: 5 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe("Reviews can be edited for 30 days after they are written.");
  });

  it("refuses visitors, admins, and texts outside the input rules, in the reader's language", async () => {
    const [item] = await seedShelf(t.app, [{ price: 5_000, stock: 5 }]);
    const url = `/api/market/products/${item!.id}/reviews/`;
    expect((await t.app.inject({ method: "POST", url, payload: { rating: 5 } })).statusCode).toBe(401);
    const asAdmin = await t.app.inject({
      method: "POST",
      url,
      headers: await headersFor(t.app, adminId, "admin"),
      payload: { rating: 5 },
    });
    expect(asAdmin.statusCode).toBe(403);
    const shopper = await signUpShopper(t.app, "habimana");
    const refused = async (payload: object, language = "en") =>
      t.app.inject({
        method: "POST",
        url,
        headers: { ...(await headersFor(t.app, shopper.user.id)), "accept-language": language },
        payload,
      });
    const cases: [object, Record<string, string[]>][] = [
      [{}, { rating: ["Choose a rating from 1 to 5 stars"] }],
      [{ rating: 6 }, { rating: ["Choose a rating from 1 to 5 stars"] }],
      [{ rating: 3.5 }, { rating: ["Choose a rating from 1 to 5 stars"] }],
      [{ rating: 5, body: "x".repeat(2001) }, { body: ["A review can be at most 2,000 characters"] }],
      [
        { rating: 5, body: "Great <script>alert(1)</script>" },
        { body: ["A review cannot contain HTML tags"] },
      ],
      [
        { rating: 5, body: "Great\u202Ebasket" },
        { body: ["A review cannot contain control or invisible characters"] },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await refused(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(fields);
    }
    expect((await refused({ rating: 0 }, "fr")).json()).toEqual({
      rating: ["Choisissez une note de 1 à 5 étoiles"],
    });
    expect((await refused({ rating: 0 }, "rw")).json()).toEqual({
      rating: ["Hitamo amanota kuva ku nyenyeri 1 kugeza kuri 5"],
    });
    // "3 < 5" is not a tag; it passes the rules and meets the delivery rule (403).
    expect((await refused({ rating: 5, body: "Price 3 < 5 stars" })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/market/products/999999/reviews/" })).statusCode,
    ).toBe(404);
  });
});
