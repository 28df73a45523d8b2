import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { pngDataUrl, seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";
import { fillCart, placeOrder } from "../../../test/fixtures/order-fixtures.ts";
import { openShop } from "../../../test/fixtures/seller-fixtures.ts";

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
let category: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  category = (await seedCategory(t.app)).id;
});
afterAll(async () => t.close());

const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A maker's piece, passed by the admin: on sale. */
async function livePiece(maker: { headers: Headers }, name: string, price: number) {
  const created = await call("POST", "/api/selling/products/", maker.headers, {
    name,
    price,
    stock: 5,
    category,
    uploaded_images: [await pngDataUrl()],
  });
  const submitted = (
    await call("POST", `/api/selling/products/${created.json().id}/submit/`, maker.headers)
  ).json();
  await call("POST", `/api/admin/listings/${submitted.id}/decision/`, admin, {
    decision: "approve",
    version: submitted.version,
  });
  return submitted.id as number;
}

const step = (headers: Headers, number: string, body: unknown) =>
  call("POST", `/api/selling/orders/${number}/shipment/`, headers, body);

describe("orders across makers (decision 242)", () => {
  it("shows each maker only their lines of a paid order and moves their shipment step by step", async () => {
    const odile = await openShop(t.app, admin, "Odile Weaver");
    const eric = await openShop(t.app, admin, "Eric Drummer");
    const basket = await livePiece(odile, "Agaseke basket", 18_000);
    const drum = await livePiece(eric, "Ingoma drum", 60_000);
    const shops = await seedProduct(t.app, category, { name: "The shop's own panel", price: 25_000 });

    const shopper = await signUpShopper(t.app);
    await fillCart(t.app, shopper.user.id, [
      { productId: basket, quantity: 2 },
      { productId: drum, quantity: 1 },
      { productId: shops.id, quantity: 1 },
    ]);
    const placed = await placeOrder(t.app, shopper.headers, { delivery_district: "Kirehe" });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();

    // Pending (not paid, not confirmed): nothing to ship yet.
    expect((await call("GET", "/api/selling/orders/", odile.headers)).json().results).toEqual([]);
    expect((await step(odile.headers, order.number, { step: "confirm" })).statusCode).toBe(404);

    expect(
      (await call("POST", `/api/admin/orders/${order.id}/status/`, admin, { status: "confirmed" }))
        .statusCode,
    ).toBe(200);
    const mine = (await call("GET", "/api/selling/orders/", odile.headers)).json().results;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      number: order.number,
      order_status: "confirmed",
      shipment: "waiting",
      buyer: {
        name: "Aline Uwase",
        phone: "+250788123456",
        district: "Kirehe",
        address: "KG 7 Ave 12, Kacyiru, Kigali",
      },
      lines: [{ name: "Agaseke basket", price: "18000.00", quantity: 2 }],
      total: "36000.00",
    });
    // Nothing else of the order or the account: no other lines, no email, no order total.
    expect(Object.keys(mine[0].buyer).sort()).toEqual(["address", "country", "district", "name", "phone"]);
    expect(JSON.stringify(mine[0])).not.toContain("Ingoma");
    expect(JSON.stringify(mine[0])).not.toContain("shop's own");
    expect((await call("GET", "/api/selling/orders/", eric.headers)).json().results[0].lines).toEqual([
      expect.objectContaining({ name: "Ingoma drum", quantity: 1 }),
    ]);

    // One step at a time, from the one before only.
    expect((await step(odile.headers, order.number, { step: "ship" })).statusCode).toBe(409);
    expect((await step(odile.headers, order.number, { step: "confirm" })).statusCode).toBe(204);
    expect((await step(odile.headers, order.number, { step: "confirm" })).statusCode).toBe(409);
    expect((await step(odile.headers, order.number, { step: "fly" })).statusCode).toBe(400);
    expect(
      (await step(odile.headers, order.number, { step: "ship", note: "Volcano Express, parcel KR-4471" }))
        .statusCode,
    ).toBe(204);
    expect((await step(odile.headers, order.number, { step: "deliver" })).statusCode).toBe(204);
    expect((await call("GET", "/api/selling/orders/", odile.headers)).json().results[0]).toMatchObject({
      shipment: "delivered",
      note: "Volcano Express, parcel KR-4471",
    });
    // Eric's shipment is his own: Odile's steps did not move it.
    expect((await call("GET", "/api/selling/orders/", eric.headers)).json().results[0].shipment).toBe(
      "waiting",
    );
    // The admin follows every maker's part of the order.
    expect((await call("GET", `/api/admin/orders/${order.id}/shipments/`, odile.headers)).statusCode).toBe(
      403,
    );
    const shipments = (await call("GET", `/api/admin/orders/${order.id}/shipments/`, admin)).json().results;
    expect(shipments).toEqual([
      {
        shop_name: "Odile Weaver's workshop",
        slug: odile.slug,
        status: "delivered",
        note: "Volcano Express, parcel KR-4471",
      },
      { shop_name: "Eric Drummer's workshop", slug: eric.slug, status: "waiting", note: null },
    ]);
  });

  it("never lets a maker read or move another maker's order, nor anyone without a shop", async () => {
    const owner = await openShop(t.app, admin, "Owner Of Order");
    const other = await openShop(t.app, admin, "Curious Maker");
    const piece = await livePiece(owner, "Imigongo panel", 30_000);
    const shopper = await signUpShopper(t.app);
    await fillCart(t.app, shopper.user.id, [{ productId: piece, quantity: 1 }]);
    const order = (await placeOrder(t.app, shopper.headers, { delivery_district: "Ngoma" })).json();
    await call("POST", `/api/admin/orders/${order.id}/status/`, admin, { status: "confirmed" });

    expect((await call("GET", "/api/selling/orders/", other.headers)).json().results).toEqual([]);
    for (const body of [{ step: "confirm" }, { step: "ship", note: "x" }, { step: "deliver" }]) {
      expect((await step(other.headers, order.number, body)).statusCode).toBe(404);
    }
    for (const headers of [shopper.headers, admin]) {
      expect((await call("GET", "/api/selling/orders/", headers)).statusCode).toBe(403);
      expect((await step(headers, order.number, { step: "confirm" })).statusCode).toBe(403);
    }
    expect((await call("GET", "/api/selling/orders/", {})).statusCode).toBe(401);
    // A cancelled order is shown as cancelled and cannot be shipped.
    await call("POST", `/api/admin/orders/${order.id}/status/`, admin, { status: "cancelled" });
    const cancelled = (await call("GET", "/api/selling/orders/", owner.headers)).json().results[0];
    expect(cancelled.order_status).toBe("cancelled");
    expect((await step(owner.headers, order.number, { step: "confirm" })).statusCode).toBe(409);
  });
});
