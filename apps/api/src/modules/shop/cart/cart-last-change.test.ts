import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { headersFor, seedShelf } from "../../../test/fixtures/order-fixtures.ts";

/**
 * The admin Carts section's 'last change' is the cart's own updated_at, set at the app's clock
 * by every add, quantity change and removal (a removal leaves no line behind to date it).
 * The clock sits after the wall clock, so a time taken from the database's now() shows up.
 */
let clock = new Date("2031-03-02T08:00:00Z");
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let gisa: Awaited<ReturnType<typeof signUpShopper>>;
let teta: Awaited<ReturnType<typeof signUpShopper>>;
let drumId: number;
let matId: number;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  admin = await signInAdmin(t.app);
  gisa = await signUpShopper(t.app, "gisa");
  teta = await signUpShopper(t.app, "teta");
  const [drum, mat] = await seedShelf(t.app, [
    { price: 30_000, stock: 4, name: "Ingoma drum" },
    { price: 12_000, stock: 9, name: "Woven mat" },
  ]);
  drumId = drum!.id;
  matId = mat!.id;
});
afterAll(async () => t.close());

const at = (iso: string) => {
  clock = new Date(iso);
};

async function send(userId: number, method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: await headersFor(t.app, userId), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

async function openCarts(): Promise<
  { owner: { username: string }; total_items: number; updated_at: string }[]
> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/admin/carts/",
    headers: await headersFor(t.app, admin.user.id, "admin"),
  });
  expect(response.statusCode).toBe(200);
  return response.json().results;
}

describe("admin Carts 'last change'", () => {
  it("follows adds, quantity changes and removals at the app's clock", async () => {
    at("2031-03-02T08:00:00Z");
    await send(teta.user.id, "POST", "/api/market/cart/add_item/", { product_id: drumId, quantity: 1 });
    at("2031-03-02T08:30:00Z");
    const added = await send(teta.user.id, "POST", "/api/market/cart/add_item/", {
      product_id: matId,
      quantity: 1,
    });
    expect((await openCarts())[0]).toMatchObject({
      owner: { username: "teta" },
      updated_at: "2031-03-02T08:30:00.000Z",
    });

    at("2031-03-02T09:00:00Z");
    const matLine = added
      .json()
      .cart.items.find((item: { product: { id: number } }) => item.product.id === matId);
    await send(teta.user.id, "PATCH", `/api/market/cart/items/${matLine.id}/`, { quantity: 3 });
    expect((await openCarts())[0]).toMatchObject({ total_items: 4, updated_at: "2031-03-02T09:00:00.000Z" });

    at("2031-03-02T10:00:00Z");
    await send(gisa.user.id, "POST", "/api/market/cart/add_item/", { product_id: drumId, quantity: 2 });
    expect((await openCarts()).map((cart) => cart.owner.username)).toEqual(["gisa", "teta"]);

    // teta removes the mat later: her cart is the latest change again, dated by the removal.
    at("2031-03-02T11:15:00Z");
    await send(teta.user.id, "DELETE", `/api/market/cart/${matLine.id}/`);
    const carts = await openCarts();
    expect(carts.map((cart) => [cart.owner.username, cart.total_items, cart.updated_at])).toEqual([
      ["teta", 1, "2031-03-02T11:15:00.000Z"],
      ["gisa", 2, "2031-03-02T10:00:00.000Z"],
    ]);
  });

  it("refuses to remove another shopper's line and leaves their cart's time alone", async () => {
    at("2031-03-03T08:00:00Z");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/market/cart/my_cart/",
      headers: await headersFor(t.app, gisa.user.id),
    });
    const gisaLine = response.json().items[0];
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/market/cart/${gisaLine.id}/`,
      headers: await headersFor(t.app, teta.user.id),
    });
    expect(refused.statusCode).toBe(404);
    const gisaCart = (await openCarts()).find((cart) => cart.owner.username === "gisa");
    expect(gisaCart?.updated_at).toBe("2031-03-02T10:00:00.000Z");
  });
});
