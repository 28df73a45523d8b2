import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { openSection } from "./admin-helpers.ts";
import { type LoginAnswer, loginAsAdmin, registerAndLogin } from "./support.ts";

/** The admin side: Orders filters and status moves, the dashboard's order tiles, open Carts. */

type ApiProduct = { id: number; name: string; stock: number; sales: number; price: string };
type ApiStats = { orders_today: number; revenue_this_month: string; pending_orders: number };

const rwf = (value: string | number) => `RWF ${Math.round(Number(value)).toLocaleString("en-US")}`;
const auth = (session: LoginAnswer) => ({ Authorization: `Bearer ${session.access}` });

/**
 * Products from the far end of the catalogue (past page 5): the other specs buy from the first pages
 * and the refused-order test changes the stock of products just past page 3.
 */
async function tailProducts(request: APIRequestContext, count: number): Promise<ApiProduct[]> {
  const listing = await request.get("/api/market/products/?ordering=featured&page_size=100");
  const products = ((await listing.json()) as { results: ApiProduct[] }).results
    .slice(40)
    .filter((p) => p.stock >= 3)
    .slice(0, count);
  if (products.length < count) throw new Error(`the demo catalogue needs ${count} products past page 5`);
  return products;
}

async function product(request: APIRequestContext, id: number): Promise<ApiProduct> {
  return (await (await request.get(`/api/market/products/${id}/`)).json()) as ApiProduct;
}

type PlacedOrder = {
  number: string;
  total: string;
  subtotal: string;
  discount: string;
  delivery_fee: string;
};

async function placeOrder(
  request: APIRequestContext,
  shopper: LoginAnswer,
  item: ApiProduct,
  promo?: string,
) {
  const added = await request.post("/api/market/cart/add_item/", {
    headers: auth(shopper),
    data: { product_id: item.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post("/api/market/orders/", {
    headers: auth(shopper),
    data: {
      contact_phone: "0788123456",
      delivery_address: "KG 7 Ave 12, Kacyiru, Kigali",
      delivery_district: "Gasabo",
      ...(promo ? { promo_code: promo } : {}),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as PlacedOrder;
}

/** Today in Kigali (UTC+2, no daylight saving), as the date filter reads it. */
const kigaliToday = () => new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);

async function moveFromDetail(page: Page, number: string, action: string, confirmTitle: string) {
  const detail = page.getByRole("dialog", { name: `Order ${number}` });
  await detail.getByRole("button", { name: action }).click();
  const confirm = page.getByRole("alertdialog", { name: confirmTitle });
  await confirm.getByRole("button", { name: action }).click();
  await expect(confirm).toBeHidden();
}

test("admin Orders: status and date filters; Cancel returns the stock; Ship and Deliver with their confirmations", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shopper = await registerAndLogin(page);
  const [toCancel, toDeliver, toKeep] = await tailProducts(request, 3);
  if (!toCancel || !toDeliver || !toKeep) throw new Error("unreachable");
  const stockBeforeCancel = (await product(request, toCancel.id)).stock;
  const salesBeforeDelivery = (await product(request, toDeliver.id)).sales;
  // The first order takes the demo's first-order code (the admin's view must add up).
  const kept = await placeOrder(request, shopper, toKeep, "WELCOME10");
  const cancelled = await placeOrder(request, shopper, toCancel);
  const delivered = await placeOrder(request, shopper, toDeliver);
  expect((await product(request, toCancel.id)).stock).toBe(stockBeforeCancel - 1);

  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await openSection(page, "Orders");
  // Mobile money confirms an order itself: the subtitle no longer sends the admin to WhatsApp.
  await expect(page.getByText(/^Orders placed in the marketplace\./)).toBeVisible();
  await expect(page.getByText(/paid on WhatsApp/)).toHaveCount(0);
  const filters = page.getByRole("search", { name: "Order filters" });
  // Only this shopper's orders, whatever other specs order meanwhile.
  await filters.getByLabel("Search orders").fill(shopper.username);
  await expect(page.getByText("3 orders", { exact: true })).toBeVisible();

  // The order adds up: its line, the code and its discount, the zone, district and fee, the total.
  await page.getByRole("button", { name: `View order ${kept.number}` }).click();
  const keptDetail = page.getByRole("dialog", { name: `Order ${kept.number}` });
  const amount = (label: string | RegExp) =>
    keptDetail.getByRole("term").filter({ hasText: label }).locator("+ dd");
  expect(Number(kept.discount)).toBeGreaterThan(0);
  expect(Number(kept.subtotal) - Number(kept.discount) + Number(kept.delivery_fee)).toBe(Number(kept.total));
  await expect(keptDetail.getByRole("listitem").filter({ hasText: toKeep.name })).toContainText(
    rwf(toKeep.price),
  );
  await expect(amount("Subtotal")).toHaveText(rwf(kept.subtotal));
  await expect(amount("Discount (WELCOME10)")).toHaveText(`−${rwf(kept.discount)}`);
  await expect(amount(/^Delivery: Kigali, Gasabo$/)).toHaveText(
    Number(kept.delivery_fee) === 0 ? "Free" : rwf(kept.delivery_fee),
  );
  await expect(amount(/^Total$/)).toHaveText(rwf(kept.total));
  await keptDetail.getByRole("button", { name: "Close" }).click();
  await expect(keptDetail).toBeHidden();

  // Cancel from the detail (asks first): the stock comes back.
  await page.getByRole("button", { name: `View order ${cancelled.number}` }).click();
  const detail = page.getByRole("dialog", { name: `Order ${cancelled.number}` });
  await detail.getByRole("button", { name: "Cancel order" }).click();
  const ask = page.getByRole("alertdialog", { name: `Cancel order ${cancelled.number}?` });
  await expect(ask.getByText("The items go back on sale. This cannot be undone.")).toBeVisible();
  await ask.getByRole("button", { name: "Not now" }).click();
  await expect(detail.getByText("Pending", { exact: true }).first()).toBeVisible();
  await moveFromDetail(page, cancelled.number, "Cancel order", `Cancel order ${cancelled.number}?`);
  await expect(detail.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(detail.getByText("This order is finished; its status cannot change any more.")).toBeVisible();
  expect((await product(request, toCancel.id)).stock).toBe(stockBeforeCancel);
  // (Escape would first dismiss the toast, the topmost layer.)
  await detail.getByRole("button", { name: "Close" }).click();
  await expect(detail).toBeHidden();

  // Confirm, ship and deliver another, each with its confirmation; delivery counts as a sale.
  await page.getByRole("button", { name: `View order ${delivered.number}` }).click();
  const n = delivered.number;
  await moveFromDetail(page, n, "Mark as confirmed", `Mark order ${n} as confirmed?`);
  await moveFromDetail(page, n, "Mark as shipped", `Mark order ${n} as shipped?`);
  await moveFromDetail(page, n, "Mark as delivered", `Mark order ${n} as delivered?`);
  const deliveredDetail = page.getByRole("dialog", { name: `Order ${n}` });
  await expect(deliveredDetail.getByText("Delivered", { exact: true }).first()).toBeVisible();
  await expect(deliveredDetail.getByRole("button", { name: /^Mark as|Cancel order/ })).toHaveCount(0);
  expect((await product(request, toDeliver.id)).sales).toBe(salesBeforeDelivery + 1);
  await deliveredDetail.getByRole("button", { name: "Close" }).click();
  await expect(deliveredDetail).toBeHidden();

  // Status filter.
  const rows = page.getByRole("table", { name: "Orders" }).getByRole("row");
  const status = filters.getByLabel("Status");
  for (const [label, number] of [
    ["Cancelled", cancelled.number],
    ["Delivered", delivered.number],
    ["Pending", kept.number],
  ] as const) {
    await status.selectOption({ label });
    await expect(page.getByText("1 order", { exact: true })).toBeVisible();
    await expect(rows.filter({ hasText: number })).toHaveCount(1);
  }
  await status.selectOption({ label: "Shipped" });
  await expect(page.getByText("No orders match these filters")).toBeVisible();
  await status.selectOption({ label: "All statuses" });
  await expect(page.getByText("3 orders", { exact: true })).toBeVisible();

  // Date filter (Kigali days): today holds all three, an old range none.
  await filters.getByLabel("From").fill(kigaliToday());
  await filters.getByLabel("To").fill(kigaliToday());
  await expect(page.getByText("3 orders", { exact: true })).toBeVisible();
  await filters.getByLabel("From").fill("2020-01-01");
  await filters.getByLabel("To").fill("2020-01-31");
  await expect(page.getByText("No orders match these filters")).toBeVisible();
  await filters.getByRole("button", { name: "Reset" }).click();
  await expect(filters.getByLabel("Search orders")).toHaveValue("");
});

test("the dashboard's order tiles show what GET /api/admin/stats/ answers", async ({ page, request }) => {
  const shopper = await registerAndLogin(page);
  const [item] = await tailProducts(request, 1);
  if (!item) throw new Error("unreachable");
  await placeOrder(request, shopper, item);

  await loginAsAdmin(page);
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/admin/stats/" && r.request().method() === "GET",
  );
  await page.goto("/admin/dashboard");
  const stats = (await (await answered).json()) as ApiStats;
  // The order just placed is counted.
  expect(stats.orders_today).toBeGreaterThanOrEqual(1);
  expect(stats.pending_orders).toBeGreaterThanOrEqual(1);
  // Each tile reads: label, value, note; the value must be exactly the API's.
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const expectTile = async (label: string, value: string, note: string) =>
    expect(page.getByRole("button", { name: new RegExp(`^${label}`) })).toHaveText(
      new RegExp(`^${escapeRegExp(label)}\\s*${escapeRegExp(value)}\\s*${escapeRegExp(note)}$`),
    );
  await expectTile("Orders today", stats.orders_today.toLocaleString("en"), "Placed since midnight (Kigali)");
  await expectTile("Revenue this month", rwf(stats.revenue_this_month), "From delivered orders");
  await expectTile("Pending orders", stats.pending_orders.toLocaleString("en"), "Waiting for a confirmation");
});

test("admin Carts shows a shopper's open cart with owner, items and value", async ({ page, request }) => {
  const shopper = await registerAndLogin(page);
  const [first, second] = await tailProducts(request, 2);
  if (!first || !second) throw new Error("unreachable");
  for (const [item, quantity] of [
    [first, 2],
    [second, 1],
  ] as const) {
    const added = await request.post("/api/market/cart/add_item/", {
      headers: auth(shopper),
      data: { product_id: item.id, quantity },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const value = Number(first.price) * 2 + Number(second.price);

  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await openSection(page, "Carts");
  const card = page
    .getByRole("list", { name: "Open carts" })
    .getByRole("listitem")
    .filter({ hasText: `@${shopper.username}` });
  await expect(card).toHaveCount(1);
  await expect(
    card.getByRole("heading", { name: `${shopper.first_name} ${shopper.last_name}` }),
  ).toBeVisible();
  await expect(card.getByText(`@${shopper.username} · ${shopper.email}`)).toBeVisible();
  const items = card.getByRole("table", { name: /^Items:/ }).getByRole("row");
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: first.name })).toContainText("× 2");
  await expect(items.filter({ hasText: first.name })).toContainText(rwf(Number(first.price) * 2));
  await expect(items.filter({ hasText: second.name })).toContainText("× 1");
  await expect(card.getByText(rwf(value), { exact: true })).toBeVisible();
  await expect(card.getByText(/^Last change: /)).toBeVisible();
});
