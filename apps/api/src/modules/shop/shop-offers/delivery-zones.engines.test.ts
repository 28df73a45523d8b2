import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAsAdmin } from "../../../test/fixtures/admin-requests.ts";
import { fillCart, placeOrder, productState, seedShelf } from "../../../test/fixtures/order-fixtures.ts";

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
});
afterAll(async () => t.close());

const createZone = (body: Record<string, unknown>) =>
  createAsAdmin(t.app, admin, "/api/admin/delivery-zones/", body);
const place = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
  placeOrder(t.app, headers, body);

describe(`delivery zones (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("charges the zone of the district, free from its threshold on the goods after the code", async () => {
    const kigali = await createZone({
      name: "Kigali",
      translations: { fr: { name: "Kigali (ville)", description: "" } },
      fee: 2_000,
      free_above: 50_000,
      days_min: 0,
      days_max: 1,
      districts: ["Gasabo", "Kicukiro", "Nyarugenge"],
    });
    await createZone({
      name: "Northern Province",
      fee: 4_000,
      days_min: 2,
      days_max: 3,
      districts: ["Musanze", "Burera"],
    });
    await t.app.inject({
      method: "POST",
      url: "/api/admin/promo-codes/",
      headers: admin,
      payload: { code: "TWOK", kind: "fixed", value: 2_000 },
    });
    const shopper = await signUpShopper(t.app, "uwera");
    const [drum, mat] = await seedShelf(t.app, [
      { price: 51_000, stock: 3, name: "Ingoma" },
      { price: 7_000, stock: 3, name: "Ikirago" },
    ]);
    await fillCart(t.app, shopper.user.id, [{ productId: drum!.id, quantity: 1 }]);

    const quote = (body: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: "/api/market/checkout/quote/",
        headers: shopper.headers,
        payload: body,
      });
    expect((await quote({ delivery_district: "Gasabo" })).json()).toMatchObject({
      delivery_fee: "0.00",
      total: "51000.00",
      zone: { id: kigali.id, name: "Kigali", days_min: 0, days_max: 1 },
    });
    // The code brings the goods under the threshold: delivery is charged again.
    expect((await quote({ delivery_district: "Gasabo", promo_code: "TWOK" })).json()).toMatchObject({
      discount: "2000.00",
      delivery_fee: "2000.00",
      total: "51000.00",
    });
    expect((await quote({ delivery_district: "Musanze" })).json()).toMatchObject({
      delivery_fee: "4000.00",
      total: "55000.00",
    });
    const french = await t.app.inject({
      method: "POST",
      url: "/api/market/checkout/quote/?lang=fr",
      headers: shopper.headers,
      payload: { delivery_district: "Kicukiro" },
    });
    expect(french.json().zone.name).toBe("Kigali (ville)");

    // Refusals at the field, nothing held.
    expect((await place(shopper.headers)).json()).toEqual({
      delivery_district: ["Choose the district to deliver to"],
    });
    expect((await place(shopper.headers, { delivery_district: "Huye" })).json()).toEqual({
      delivery_district: ["We do not deliver to this district yet."],
    });
    expect((await place(shopper.headers, { delivery_country: "KE" })).json()).toEqual({
      delivery_country: ["We deliver only within Rwanda for now."],
    });
    expect((await productState(t.app, drum!.id)).stock).toBe(3);

    const placed = await place(shopper.headers, { delivery_district: "Musanze", expected_total: 55_000 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      subtotal: "51000.00",
      delivery_fee: "4000.00",
      total: "55000.00",
      delivery_zone: "Northern Province",
      delivery_district: "Musanze",
      delivery_country: "RW",
      delivery_days: { min: 2, max: 3 },
    });
    await fillCart(t.app, shopper.user.id, [{ productId: mat!.id, quantity: 1 }]);
    const small = await place(shopper.headers, { delivery_district: "Nyarugenge" });
    expect(small.json()).toMatchObject({ subtotal: "7000.00", delivery_fee: "2000.00", total: "9000.00" });
  });

  it("takes foreign numbers (E.164) and countries abroad only while a zone delivers abroad", async () => {
    const shopper = await signUpShopper(t.app, "diaspora");
    const [cloth] = await seedShelf(t.app, [{ price: 30_000, stock: 4, name: "Umushanana" }]);
    await fillCart(t.app, shopper.user.id, [{ productId: cloth!.id, quantity: 1 }]);
    const foreign = { contact_phone: "+33 6 12 34 56 78", delivery_address: "12 rue de la Paix, Paris" };
    const before = await place(shopper.headers, { ...foreign, delivery_country: "FR" });
    expect(before.statusCode).toBe(400);
    expect(before.json().contact_phone).toEqual([
      "We deliver only within Rwanda for now, so enter a Rwandan phone number, e.g. 07XXXXXXXX or +2507XXXXXXXX",
    ]);
    const options = async () =>
      (await t.app.inject({ method: "GET", url: "/api/market/delivery-zones/" })).json();
    expect((await options()).abroad_offered).toBe(false);

    await createZone({ name: "Abroad", fee: 45_000, days_min: 7, days_max: 21, abroad: true });
    expect((await options()).abroad_offered).toBe(true);
    const placed = await place(shopper.headers, { ...foreign, delivery_country: "fr" });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      contact_phone: "+33612345678",
      delivery_country: "FR",
      delivery_district: null,
      delivery_zone: "Abroad",
      delivery_fee: "45000.00",
      total: "75000.00",
    });
  });

  it("lets admins keep one zone per district and one abroad, with versions and delete only when unused", async () => {
    const zones = (
      await t.app.inject({ method: "GET", url: "/api/admin/delivery-zones/", headers: admin })
    ).json();
    const kigali = zones.find((zone: { name: string }) => zone.name === "Kigali");
    expect(kigali.orders).toBe(1);
    const overlap = await t.app.inject({
      method: "POST",
      url: "/api/admin/delivery-zones/",
      headers: admin,
      payload: { name: "City centre", fee: 1_000, days_min: 0, days_max: 0, districts: ["Nyarugenge"] },
    });
    expect(overlap.json()).toEqual({ districts: ["Nyarugenge is already delivered by Kigali"] });
    const secondAbroad = await t.app.inject({
      method: "POST",
      url: "/api/admin/delivery-zones/",
      headers: admin,
      payload: { name: "Europe", fee: 40_000, days_min: 5, days_max: 9, abroad: true },
    });
    expect(secondAbroad.json()).toEqual({ abroad: ["Another active zone already delivers abroad"] });
    const invalid = await t.app.inject({
      method: "POST",
      url: "/api/admin/delivery-zones/",
      headers: admin,
      payload: { name: "Xy", fee: -1, days_min: 4, days_max: 2, districts: ["Atlantis"] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json()).sort()).toEqual(["districts", "fee", "name"]);
    const stale = await t.app.inject({
      method: "PUT",
      url: `/api/admin/delivery-zones/${kigali.id}/`,
      headers: admin,
      payload: { ...kigali, fee: 1_500, version: kigali.version + 1 },
    });
    expect(stale.statusCode).toBe(409);
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/delivery-zones/${kigali.id}/`,
      headers: admin,
      payload: { ...kigali, fee: 1_500, version: kigali.version },
    });
    expect(saved.json()).toMatchObject({ fee: "1500.00", version: kigali.version + 1 });
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/admin/delivery-zones/${kigali.id}/`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(409);
  });
});
