import type { Wishlist } from "@heritage/domain/cart";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../../test/accounts.ts";
import type { TestApp } from "../../../test/build-test-app.ts";
import { seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";
import { buildShopTestApp, readOk } from "../../../test/fixtures/shop-test-app.ts";

let test: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  ({ test, app, admin, categoryId } = await buildShopTestApp({ name: "Jewellery", slug: "jewellery" }));
});
afterAll(() => test.close());

const toggle = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/market/wishlist/toggle_product/", headers, payload });
const wishlist = (headers: Record<string, string>) => readOk<Wishlist>(app, "/api/market/wishlist/", headers);

describe("POST /api/market/wishlist/toggle_product/", () => {
  it("toggles a product on and off with product §7's status", async () => {
    const headers = (await signUpShopper(app)).headers;
    const necklace = await seedProduct(app, categoryId, { name: "Beaded Necklace" });
    const on = await toggle(headers, { product_id: necklace.id });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ status: "Wishlist updated successfully", is_wishlisted: true });
    expect((await wishlist(headers)).product_ids).toEqual([necklace.id]);
    const off = await toggle(headers, { product_id: String(necklace.id) });
    expect(off.json()).toEqual({ status: "Wishlist updated successfully", is_wishlisted: false });
    expect(await wishlist(headers)).toEqual({ product_ids: [], results: [] });
  });

  it("keeps each shopper's wishlist apart", async () => {
    const first = (await signUpShopper(app)).headers;
    const second = (await signUpShopper(app)).headers;
    const product = await seedProduct(app, categoryId);
    await toggle(first, { product_id: product.id });
    expect((await wishlist(second)).product_ids).toEqual([]);
    expect((await toggle(second, { product_id: product.id })).json().is_wishlisted).toBe(true);
    expect((await wishlist(first)).product_ids).toEqual([product.id]);
  });

  it("refuses unknown and inactive products, but lets an inactive one be removed", async () => {
    const headers = (await signUpShopper(app)).headers;
    const unknown = await toggle(headers, { product_id: 876543 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      detail: messages.product.notFound,
      status: "Failed to update wishlist",
    });
    const hidden = await seedProduct(app, categoryId, { is_active: false });
    expect((await toggle(headers, { product_id: hidden.id })).json().detail).toBe(messages.product.inactive);

    const later = await seedProduct(app, categoryId);
    await toggle(headers, { product_id: later.id });
    await app.inject({
      method: "PATCH",
      url: `/api/market/products/${later.id}/`,
      headers: admin,
      payload: { is_active: false },
    });
    expect((await wishlist(headers)).product_ids).toEqual([]);
    expect((await toggle(headers, { product_id: later.id })).json()).toMatchObject({ is_wishlisted: false });
  });

  it("stays consistent when a shopper's toggles race", async () => {
    const headers = (await signUpShopper(app)).headers;
    const product = await seedProduct(app, categoryId);
    // Each toggle flips what the one before it left: 20 at once end where they started, with
    // 10 answers of each kind; one more puts the heart on. Before the toggle was one statement,
    // PostgreSQL ended wrongly (two adds both saw no heart). PGlite runs one at a time anyway.
    for (const [count, wished] of [
      [20, false],
      [21, true],
    ] as const) {
      const answers = await Promise.all(
        Array.from({ length: count }, () => toggle(headers, { product_id: product.id })),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      const on = answers.filter((answer) => answer.json().is_wishlisted).length;
      expect(on - (count - on)).toBe(wished ? 1 : 0);
      expect((await wishlist(headers)).product_ids).toEqual(wished ? [product.id] : []);
    }
  }, 60_000);

  it("validates the body and the role", async () => {
    const headers = (await signUpShopper(app)).headers;
    for (const payload of [{}, { product_id: "abc" }, { product_id: -1 }, { product_id: 1e12 }]) {
      const response = await toggle(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ product_id: ["A valid product is required."] });
    }
    const product = await seedProduct(app, categoryId);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/market/wishlist/toggle_product/",
      payload: { product_id: product.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await toggle(admin, { product_id: product.id })).statusCode).toBe(403);
  });
});

describe("GET /api/market/wishlist/", () => {
  it("lists the wished products in full, latest first, with their ids", async () => {
    const headers = (await signUpShopper(app)).headers;
    const ring = await seedProduct(app, categoryId, { name: "Copper Ring", price: 3000 }, 2);
    const bangle = await seedProduct(app, categoryId, { name: "Bangle", price: 4500 }, 1);
    await toggle(headers, { product_id: ring.id });
    await toggle(headers, { product_id: bangle.id });
    const list = await wishlist(headers);
    expect(new Set(list.product_ids)).toEqual(new Set([ring.id, bangle.id]));
    expect(list.results.map((product) => product.id)).toEqual(list.product_ids);
    const shown = list.results.find((product) => product.id === ring.id)!;
    expect(shown).toMatchObject({
      name: "Copper Ring",
      price: "3000.00",
      category_slug: "jewellery",
      images: [{ is_primary: true }, { is_primary: false }],
    });
  });

  it("is for shoppers only", async () => {
    expect((await app.inject({ method: "GET", url: "/api/market/wishlist/" })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: "/api/market/wishlist/", headers: admin })).statusCode,
    ).toBe(403);
  });
});
