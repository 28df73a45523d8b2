import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { headersFor, seedShelf } from "../../../test/fixtures/order-fixtures.ts";
import { deliveredBuyers } from "../../../test/fixtures/review-fixtures.ts";

let clock = new Date("2026-09-01T09:00:00Z");
let t: TestApp;
let adminId: number;
/** Tokens signed at the moved clock (a day later, the first ones have expired). */
const as = (userId: number, type: "user" | "admin" = "user") => headersFor(t.app, userId, type);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  adminId = (await signInAdmin(t.app)).user.id;
});
afterAll(async () => t.close());

const product = async (id: number) =>
  (await t.app.inject({ method: "GET", url: `/api/market/products/${id}/` })).json();

describe("ratings under load, helpful marks and moderation", () => {
  it("counts 20 reviews posted at once: the rating is their average", async () => {
    const [drum] = await seedShelf(t.app, [{ price: 30_000, stock: 40, name: "Ingoma drum" }]);
    const buyers = await deliveredBuyers(t.app, drum!.id, 20);
    const ratings = buyers.map((_, i) => (i % 5) + 1); // four of each: average 3.0
    ratings[0] = 5; // one 1 becomes a 5: 64 / 20 = 3.2
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        t.app.inject({
          method: "POST",
          url: `/api/market/products/${drum!.id}/reviews/`,
          headers: buyer.headers,
          payload: { rating: ratings[i], body: `Review ${i}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(await product(drum!.id)).toMatchObject({ rating: "3.2", review_count: 20 });
  });

  it("lists reviews in pages, newest or most helpful first; helpful once per person", async () => {
    const [mat] = await seedShelf(t.app, [{ price: 8_000, stock: 10, name: "Ikirago mat" }]);
    const [first, second, third] = await deliveredBuyers(t.app, mat!.id, 3);
    for (const [buyer, rating, day] of [
      [first!, 5, "2026-09-02"],
      [second!, 3, "2026-09-03"],
      [third!, 4, "2026-09-04"],
    ] as const) {
      clock = new Date(`${day}T10:00:00Z`);
      const written = await t.app.inject({
        method: "POST",
        url: `/api/market/products/${mat!.id}/reviews/`,
        headers: await as(buyer.id),
        payload: { rating },
      });
      expect(written.statusCode).toBe(201);
    }
    const list = async (query: string, headers: Record<string, string> = {}) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/market/products/${mat!.id}/reviews/${query}`,
          headers,
        })
      ).json();
    const newest = await list("?page_size=2");
    expect(newest.count).toBe(3);
    expect(newest.results.map((r: { rating: number }) => r.rating)).toEqual([4, 3]);
    expect(newest.next).toBe(`/api/market/products/${mat!.id}/reviews/?page_size=2&page=2`);
    expect((await list("?page_size=2&page=2")).results.map((r: { rating: number }) => r.rating)).toEqual([5]);

    const oldest = newest.count && (await list("?page=1")).results.at(-1);
    const mark = async (reviewId: number, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: `/api/market/reviews/${reviewId}/helpful/`, headers });
    expect((await mark(oldest.id, await as(second!.id))).json()).toEqual({
      helpful_count: 1,
      marked_helpful: true,
    });
    // Again by the same person: still one.
    expect((await mark(oldest.id, await as(second!.id))).json()).toEqual({
      helpful_count: 1,
      marked_helpful: true,
    });
    expect((await mark(oldest.id, await as(third!.id))).json()).toEqual({
      helpful_count: 2,
      marked_helpful: true,
    });
    const own = await mark(oldest.id, await as(first!.id));
    expect(own.statusCode).toBe(403);
    expect((await mark(oldest.id, {})).statusCode).toBe(401);
    const helpful = await list("?sort=helpful", await as(second!.id));
    expect(helpful.results[0]).toMatchObject({ id: oldest.id, helpful_count: 2, marked_helpful: true });
    expect(helpful.results[1]).toMatchObject({ rating: 4, marked_helpful: false });
    expect(
      (
        await t.app.inject({ method: "GET", url: `/api/market/products/${mat!.id}/reviews/?sort=best` })
      ).json(),
    ).toEqual({
      sort: ["Sort by newest or most helpful"],
    });

    // Moderation: hidden with a reason, out of the rating and the list, the author reads why.
    const shoppersCannot = await t.app.inject({
      method: "POST",
      url: `/api/admin/reviews/${oldest.id}/hide/`,
      headers: await as(first!.id),
      payload: { reason: "Off topic" },
    });
    expect(shoppersCannot.statusCode).toBe(403);
    const noReason = await t.app.inject({
      method: "POST",
      url: `/api/admin/reviews/${oldest.id}/hide/`,
      headers: await as(adminId, "admin"),
      payload: { reason: " " },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: ["Give a reason of at least 3 characters"] });
    expect(await product(mat!.id)).toMatchObject({ rating: "4.0", review_count: 3 });
    const hidden = await t.app.inject({
      method: "POST",
      url: `/api/admin/reviews/${oldest.id}/hide/`,
      headers: await as(adminId, "admin"),
      payload: { reason: "Names another shop's prices" },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      status: "hidden",
      hidden_reason: "Names another shop's prices",
      product_name: "Ikirago mat",
    });
    expect(await product(mat!.id)).toMatchObject({ rating: "3.5", review_count: 2 });
    expect((await list("")).results.map((r: { id: number }) => r.id)).not.toContain(oldest.id);
    const authorSees = await t.app.inject({
      method: "GET",
      url: `/api/market/products/${mat!.id}/reviews/mine/`,
      headers: await as(first!.id),
    });
    expect(authorSees.json()).toMatchObject({
      review: { status: "hidden", hidden_reason: "Names another shop's prices" },
      editable_until: null,
    });
    const othersDoNot = await t.app.inject({
      method: "GET",
      url: `/api/market/products/${mat!.id}/reviews/mine/`,
      headers: await as(second!.id),
    });
    expect(othersDoNot.json().review).toMatchObject({ status: "published", hidden_reason: null });
    const editHidden = await t.app.inject({
      method: "PATCH",
      url: `/api/market/products/${mat!.id}/reviews/mine/`,
      headers: await as(first!.id),
      payload: { rating: 5 },
    });
    expect(editHidden.statusCode).toBe(409);
    expect((await mark(oldest.id, await as(third!.id))).statusCode).toBe(404);

    const queue = await t.app.inject({
      method: "GET",
      url: "/api/admin/reviews/?status=hidden",
      headers: await as(adminId, "admin"),
    });
    expect(queue.json()).toMatchObject({ count: 1, results: [{ id: oldest.id, author: first!.username }] });
    const restored = await t.app.inject({
      method: "POST",
      url: `/api/admin/reviews/${oldest.id}/publish/`,
      headers: await as(adminId, "admin"),
    });
    expect(restored.json()).toMatchObject({ status: "published", hidden_reason: null });
    expect(await product(mat!.id)).toMatchObject({ rating: "4.0", review_count: 3 });
  });
});
