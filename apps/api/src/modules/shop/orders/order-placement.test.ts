import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../db/schema/catalog.ts";
import { orders } from "../../../db/schema/orders.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  CHECKOUT,
  cartQuantities,
  fillCart,
  productState,
  seedShelf,
} from "../../../test/fixtures/order-fixtures.ts";

let t: TestApp;
const clock = new Date("2026-03-14T08:30:00Z");

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t.close());

const place = (headers: Record<string, string>, payload: object = CHECKOUT) =>
  t.app.inject({ method: "POST", url: "/api/market/orders/", headers, payload });

const orderCount = async () => (await t.app.db.select({ n: count() }).from(orders))[0]!.n;

describe("POST /api/market/orders/", () => {
  it("turns the cart into a pending order: today's prices, stock taken, cart emptied", async () => {
    const shopper = await signUpShopper(t.app, "uwase");
    const [basket, panel] = await seedShelf(t.app, [
      { price: 15_000, stock: 4, name: "Agaseke peace basket" },
      { price: 45_000, stock: 1, name: "Imigongo panel" },
    ]);
    await fillCart(t.app, shopper.user.id, [
      { productId: basket!.id, quantity: 2 },
      { productId: panel!.id, quantity: 1 },
    ]);

    const response = await place(shopper.headers, { ...CHECKOUT, contact_phone: "+250 788 123 456" });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      number: expect.stringMatching(/^DHP-2026-\d{6}$/),
      status: "pending",
      total: "75000.00",
      total_items: 3,
      contact_phone: "+250788123456",
      delivery_address: CHECKOUT.delivery_address,
      cancel_reason: null,
      created_at: clock.toISOString(),
      expires_at: new Date(clock.getTime() + 48 * 3_600_000).toISOString(),
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        product_id: basket!.id,
        name: "Agaseke peace basket",
        price: "15000.00",
        quantity: 2,
        subtotal: "30000.00",
      }),
      expect.objectContaining({
        product_id: panel!.id,
        name: "Imigongo panel",
        price: "45000.00",
        quantity: 1,
        subtotal: "45000.00",
      }),
    ]);
    expect(order.lines[0].image).toMatch(/^\/media\/.+-thumb\.webp$/);
    expect((await productState(t.app, basket!.id)).stock).toBe(2);
    expect((await productState(t.app, panel!.id)).stock).toBe(0);
    expect(await cartQuantities(t.app, shopper.user.id)).toEqual([]);

    // A later price change does not touch the order.
    await t.app.db.update(products).set({ price: 99_000 }).where(eq(products.id, basket!.id));
    const again = await t.app.inject({
      method: "GET",
      url: `/api/market/orders/${order.id}/`,
      headers: shopper.headers,
    });
    expect(again.json()).toMatchObject({
      total: "75000.00",
      lines: [{ price: "15000.00" }, { price: "45000.00" }],
    });
  });

  it("numbers orders one after another", async () => {
    const shopper = await signUpShopper(t.app, "habimana");
    // Two products: the first order's pending hold would be offered again for the same one.
    const items = await seedShelf(t.app, [
      { price: 2_000, stock: 10 },
      { price: 2_000, stock: 10 },
    ]);
    const numbers: string[] = [];
    for (const item of items) {
      await fillCart(t.app, shopper.user.id, [{ productId: item.id, quantity: 1 }]);
      numbers.push((await place(shopper.headers)).json().number);
    }
    const [a, b] = numbers.map((n) => Number(n.slice(-6)));
    expect(b).toBe(a! + 1);
  });

  it("answers 400 with a detail for an empty cart, and field messages for the form", async () => {
    const shopper = await signUpShopper(t.app, "mugisha");
    const empty = await place(shopper.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: "Your cart is empty. Add something before checking out." });

    const missing = await place(shopper.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      contact_phone: ["Phone number is required"],
      delivery_address: ["Delivery address is required"],
    });
    for (const phone of ["0788", "0688123456", "07881234567", "phone"]) {
      const bad = await place(shopper.headers, { ...CHECKOUT, contact_phone: phone });
      expect(bad.statusCode, phone).toBe(400);
      expect(bad.json()).toEqual({
        contact_phone: ["Enter a Rwandan phone number, e.g. 07XXXXXXXX or +2507XXXXXXXX"],
      });
    }
    // A foreign number (E.164) is refused, saying why, while the shop does not deliver abroad.
    const foreign = await place(shopper.headers, { ...CHECKOUT, contact_phone: "+254788123456" });
    expect(foreign.json()).toEqual({
      contact_phone: [
        "We deliver only within Rwanda for now, so enter a Rwandan phone number, e.g. 07XXXXXXXX or +2507XXXXXXXX",
      ],
    });
    const short = await place(shopper.headers, { ...CHECKOUT, delivery_address: "  Kgl " });
    expect(short.json()).toEqual({ delivery_address: ["Delivery address must be at least 5 characters"] });
  });

  it("refuses the whole order with 409 and the lines concerned, changing nothing", async () => {
    const shopper = await signUpShopper(t.app, "ingabire");
    const [fine, scarce, gone, hidden, repriced] = await seedShelf(t.app, [
      { price: 5_000, stock: 9, name: "Inanga" },
      { price: 8_000, stock: 2, name: "Igiseke" },
      { price: 3_000, stock: 5, name: "Sold kitenge" },
      { price: 4_000, stock: 5, name: "Retired drum" },
      { price: 6_000, stock: 5, name: "Woven mat" },
    ]);
    await fillCart(t.app, shopper.user.id, [
      { productId: fine!.id, quantity: 1 },
      { productId: scarce!.id, quantity: 3 },
      { productId: gone!.id, quantity: 1 },
      { productId: hidden!.id, quantity: 1 },
      { productId: repriced!.id, quantity: 1 },
    ]);
    await t.app.db.update(products).set({ stock: 0 }).where(eq(products.id, gone!.id));
    await t.app.db.update(products).set({ is_active: false }).where(eq(products.id, hidden!.id));
    await t.app.db.update(products).set({ price: 7_000 }).where(eq(products.id, repriced!.id));
    const before = await orderCount();

    const response = await place(shopper.headers, {
      ...CHECKOUT,
      expected_prices: [
        { product_id: fine!.id, price: "5000.00" },
        { product_id: repriced!.id, price: "6000.00" },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: "Some items in your cart can no longer be ordered as they are.",
      lines: [
        {
          product_id: scarce!.id,
          name: "Igiseke",
          requested: 3,
          available: 2,
          reason: "insufficient_stock",
          price: "8000.00",
          expected_price: null,
        },
        {
          product_id: gone!.id,
          name: "Sold kitenge",
          requested: 1,
          available: 0,
          reason: "out_of_stock",
          price: "3000.00",
          expected_price: null,
        },
        {
          product_id: hidden!.id,
          name: "Retired drum",
          requested: 1,
          available: 0,
          reason: "unavailable",
          price: "4000.00",
          expected_price: null,
        },
        {
          product_id: repriced!.id,
          name: "Woven mat",
          requested: 1,
          available: 5,
          reason: "price_changed",
          price: "7000.00",
          expected_price: "6000.00",
        },
      ],
    });
    expect(await orderCount()).toBe(before);
    expect(await cartQuantities(t.app, shopper.user.id)).toEqual([1, 3, 1, 1, 1]);
    expect((await productState(t.app, fine!.id)).stock).toBe(9);
    expect((await productState(t.app, scarce!.id)).stock).toBe(2);
  });

  it("is for shoppers only: 401 without a token, 403 for administrators", async () => {
    const anonymous = await place({});
    expect(anonymous.statusCode).toBe(401);
    const admin = await signInAdmin(t.app);
    const asAdmin = await place(admin.headers);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({ detail: "You do not have permission to perform this action." });
  });
});
