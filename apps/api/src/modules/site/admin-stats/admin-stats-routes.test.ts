import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, carts } from "../../../db/schema/cart.ts";
import { categories, products } from "../../../db/schema/catalog.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t.app);
  shopper = await signUpShopper(t.app, "mukamana");
  await signUpShopper(t.app, "nkurunziza");
});
afterAll(async () => t.close());

const stats = (headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: "GET", url: "/api/admin/stats/", headers });

/** Fixtures go straight into the tables: the cart API comes in a later issue. */
async function seedCatalogue() {
  const [crafts, cloth] = await t.app.db
    .insert(categories)
    .values([
      { name: "Agaseke baskets", slug: "agaseke", image: "/media/a.webp" },
      { name: "Imyenda cloth", slug: "imyenda", image: "/media/b.webp" },
    ])
    .returning();
  const rows = await t.app.db
    .insert(products)
    .values([
      { name: "Peace basket", price: 15_000, stock: 12, category_id: crafts!.id },
      { name: "Sold-out basket", price: 9_000, stock: 0, category_id: crafts!.id },
      { name: "Hidden kitenge", price: 20_000, stock: 0, is_active: false, category_id: cloth!.id },
      { name: "Imigongo panel", price: 45_000, stock: 3, category_id: cloth!.id },
    ])
    .returning();
  const [cart] = await t.app.db.insert(carts).values({ user_id: shopper.user.id }).returning();
  await t.app.db.insert(cartItems).values([
    { cart_id: cart!.id, product_id: rows[0]!.id, quantity: 2 },
    { cart_id: cart!.id, product_id: rows[3]!.id, quantity: 1 },
  ]);
}

describe("GET /api/admin/stats/", () => {
  it("refuses visitors (401) and shoppers (403)", async () => {
    const anonymous = await stats({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: "Authentication credentials were not provided." });
    const asShopper = await stats(shopper.headers);
    expect(asShopper.statusCode).toBe(403);
    expect(asShopper.json()).toEqual({ detail: "You do not have permission to perform this action." });
  });

  it("answers zeros for an empty shop, counting only shoppers as customers", async () => {
    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      products: 0,
      active_products: 0,
      out_of_stock_products: 0,
      customers: 2,
      categories: 0,
      cart_items: 0,
      cart_value: "0.00",
      orders_today: 0,
      revenue_this_month: "0.00",
      pending_orders: 0,
    });
  });

  it("counts the catalogue and values the carts at today's prices", async () => {
    await seedCatalogue();
    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      products: 4,
      active_products: 3,
      out_of_stock_products: 2,
      customers: 2,
      categories: 2,
      cart_items: 3,
      // 2 × 15,000 + 1 × 45,000
      cart_value: "75000.00",
      orders_today: 0,
      revenue_this_month: "0.00",
      pending_orders: 0,
    });
  });

  it("follows price changes and deleted customers", async () => {
    await t.app.db.update(products).set({ price: 50_000 }).where(eq(products.name, "Imigongo panel"));
    const before = (await stats()).json();
    expect(before.cart_value).toBe("80000.00");
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${shopper.user.id}/`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    const after = (await stats()).json();
    expect(after).toMatchObject({ customers: 1, cart_items: 0, cart_value: "0.00" });
  });
});
