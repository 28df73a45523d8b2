import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { CHECKOUT, fillCart, headersFor, seedShelf } from "../../../test/fixtures/order-fixtures.ts";

let clock = new Date("2026-06-10T07:00:00Z");
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let gisa: Awaited<ReturnType<typeof signUpShopper>>;
let teta: Awaited<ReturnType<typeof signUpShopper>>;
const numbers: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  admin = await signInAdmin(t.app);
  gisa = await signUpShopper(t.app, "gisa");
  teta = await signUpShopper(t.app, "teta");
  // One doll per order: a shopper's pending order holds its product for them (decision 070).
  const dolls = await seedShelf(t.app, Array(4).fill({ price: 2_500, stock: 100, name: "Banana-leaf doll" }));
  // gisa orders on 10, 11 and 12 June (09:00 Kigali); teta once on 11 June.
  for (const [index, [who, day]] of (
    [
      [gisa, 10],
      [gisa, 11],
      [teta, 11],
      [gisa, 12],
    ] as const
  ).entries()) {
    clock = new Date(`2026-06-${day}T07:00:00Z`);
    await fillCart(t.app, who.user.id, [{ productId: dolls[index]!.id, quantity: 1 }]);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/market/orders/",
      headers: await headersFor(t.app, who.user.id),
      payload: CHECKOUT,
    });
    expect(placed.statusCode).toBe(201);
    numbers.push(placed.json().number);
  }
});
afterAll(async () => t.close());

/** Reads at a fixed late clock; headers are re-signed at it (the order placing moved it around). */
const get = async (url: string, who: { user: { id: number; type: string } } | Record<string, never>) => {
  const headers =
    "user" in who ? await headersFor(t.app, who.user.id, who.user.type as "user" | "admin") : {};
  return t.app.inject({ method: "GET", url, headers });
};

describe("GET /api/market/orders/", () => {
  it("lists the shopper's own orders, newest first, in pages", async () => {
    const first = await get("/api/market/orders/?page_size=2", gisa);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(3);
    expect(body.results.map((o: { number: string }) => o.number)).toEqual([numbers[3], numbers[1]]);
    expect(body.next).toBe("/api/market/orders/?page_size=2&page=2");
    const second = (await get(body.next, gisa)).json();
    expect(second.results.map((o: { number: string }) => o.number)).toEqual([numbers[0]]);
    expect(second.results[0].lines).toEqual([
      expect.objectContaining({ name: "Banana-leaf doll", quantity: 1 }),
    ]);
  });

  it("never shows another shopper's order (404) and needs a shopper (401/403)", async () => {
    const tetas = (await get("/api/market/orders/", teta)).json().results;
    expect(tetas).toHaveLength(1);
    const theirs = await get(`/api/market/orders/${tetas[0].id}/`, gisa);
    expect(theirs.statusCode).toBe(404);
    expect((await get(`/api/market/orders/${tetas[0].id}/`, teta)).statusCode).toBe(200);
    expect((await get("/api/market/orders/abc/", teta)).statusCode).toBe(404);
    expect((await get("/api/market/orders/", {})).statusCode).toBe(401);
    expect((await get("/api/market/orders/", admin)).statusCode).toBe(403);
  });
});

describe("GET /api/admin/orders/", () => {
  const list = async (query: string) => {
    const response = await get(`/api/admin/orders/${query}`, admin);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const numbersOf = (body: { results: { number: string }[] }) => body.results.map((o) => o.number);

  it("lists every order newest first with the customer", async () => {
    const body = await list("");
    expect(body.count).toBe(4);
    expect(numbersOf(body)).toEqual([...numbers].reverse());
    expect(body.results[1].customer).toEqual({
      id: teta.user.id,
      name: "Aline Uwase",
      username: "teta",
      email: "teta@example.rw",
    });
    expect(body.results[1]).toMatchObject({
      contact_phone: "+250788123456",
      delivery_address: CHECKOUT.delivery_address,
    });
  });

  it("filters by status, by Kigali day and searches number or customer", async () => {
    const [oldest] = (await list("")).results.slice(-1);
    await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${oldest.id}/status/`,
      headers: await headersFor(t.app, admin.user.id, "admin"),
      payload: { status: "confirmed" },
    });
    expect(numbersOf(await list("?status=confirmed"))).toEqual([numbers[0]]);
    expect((await list("?status=pending")).count).toBe(3);
    expect(numbersOf(await list("?date_from=2026-06-11&date_to=2026-06-11"))).toEqual([
      numbers[2],
      numbers[1],
    ]);
    expect(numbersOf(await list("?date_from=2026-06-12"))).toEqual([numbers[3]]);
    expect(numbersOf(await list("?date_to=2026-06-10"))).toEqual([numbers[0]]);
    expect(numbersOf(await list("?search=teta"))).toEqual([numbers[2]]);
    expect(numbersOf(await list("?search=TETA@EXAMPLE"))).toEqual([numbers[2]]);
    expect(numbersOf(await list(`?search=${numbers[1]!.slice(-6)}`))).toEqual([numbers[1]]);
    expect((await list("?search=Aline%20Uwase")).count).toBe(4);
    expect((await list("?search=100%25")).count).toBe(0);
  });

  it("answers field errors for bad filters and guards the route", async () => {
    const bad = await get("/api/admin/orders/?status=lost&date_from=11-06-2026", admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status: ["Status must be pending, confirmed, shipped, delivered or cancelled"],
      date_from: ["Enter a date as YYYY-MM-DD"],
    });
    const reversed = await get("/api/admin/orders/?date_from=2026-06-12&date_to=2026-06-10", admin);
    expect(reversed.json()).toEqual({ date_to: ["The end date must not be before the start date"] });
    expect((await get("/api/admin/orders/", {})).statusCode).toBe(401);
    expect((await get("/api/admin/orders/", gisa)).statusCode).toBe(403);
    expect((await get("/api/admin/orders/1/", gisa)).statusCode).toBe(403);
    expect((await get("/api/admin/orders/999999/", admin)).statusCode).toBe(404);
  });
});

describe("GET /api/admin/carts/", () => {
  it("shows the open carts with owner, items, value and last change, newest change first", async () => {
    const [drum, mat] = await seedShelf(t.app, [
      { price: 30_000, stock: 4, name: "Ingoma drum" },
      { price: 12_000, stock: 9, name: "Woven mat" },
    ]);
    clock = new Date("2026-06-13T10:00:00Z");
    await fillCart(t.app, teta.user.id, [{ productId: mat!.id, quantity: 1 }]);
    clock = new Date("2026-06-13T11:00:00Z");
    await fillCart(t.app, gisa.user.id, [
      { productId: drum!.id, quantity: 1 },
      { productId: mat!.id, quantity: 2 },
    ]);
    const response = await get("/api/admin/carts/", admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.results.map((cart: { owner: { username: string } }) => cart.owner.username)).toEqual([
      "gisa",
      "teta",
    ]);
    expect(body.results[0]).toMatchObject({
      owner: { id: gisa.user.id, username: "gisa", email: "gisa@example.rw", name: "Aline Uwase" },
      items: [
        {
          product_id: drum!.id,
          name: "Ingoma drum",
          price: "30000.00",
          quantity: 1,
          stock: 4,
          subtotal: "30000.00",
        },
        {
          product_id: mat!.id,
          name: "Woven mat",
          price: "12000.00",
          quantity: 2,
          stock: 9,
          subtotal: "24000.00",
        },
      ],
      total_items: 3,
      value: "54000.00",
    });
    expect(new Date(body.results[0].updated_at).getTime()).toBeGreaterThan(
      new Date(body.results[1].updated_at).getTime(),
    );
    expect((await get("/api/admin/carts/", gisa)).statusCode).toBe(403);
  });
});
