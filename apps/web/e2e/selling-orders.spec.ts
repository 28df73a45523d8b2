import { expect, test } from "@playwright/test";
import { livePieceViaApi, openShopViaApi } from "./selling-support.ts";
import {
  expectNoSeriousAxeViolations,
  injectSession,
  loginAsAdmin,
  loginViaApi,
  registerViaApi,
} from "./support.ts";

/**
 * The orders across makers against the real server, on a phone: a shopper orders a maker's
 * piece (over the API, the checkout has its own journeys), the shop confirms the order, and the maker
 * reads only what they need to ship it, confirms, ships it with a tracking note and marks it delivered.
 */
test.describe.configure({ timeout: 240_000 });
const slow = expect.configure({ timeout: 30_000 });
const stamp = Date.now().toString(36);

test("a maker confirms, ships and delivers their part of a paid order", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const shop = await openShopViaApi(page.request, stamp);
  const piece = await livePieceViaApi(page.request, shop, `Agaseke basket ${stamp}`);

  const buyer = await registerViaApi(page.request);
  const session = await loginViaApi(page.request, buyer.username, buyer.password);
  const headers = { Authorization: `Bearer ${session.access}` };
  const added = await page.request.post("/api/market/cart/add_item/", {
    headers,
    data: { product_id: piece, quantity: 2 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await page.request.post("/api/market/orders/", {
    headers,
    data: {
      contact_phone: "0788123456",
      delivery_address: "KG 7 Ave 12, Kacyiru",
      delivery_district: "Gasabo",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; number: string };

  // Pending: nothing to ship yet. Once the shop confirms it, the maker's part shows.
  await injectSession(page, shop.session);
  await page.goto("/selling");
  await slow(
    page.getByText("No orders yet. Paid or confirmed orders of your pieces show here."),
  ).toBeVisible();
  const confirmed = await page.request.post(`/api/admin/orders/${order.id}/status/`, {
    headers: { Authorization: `Bearer ${shop.admin.access}` },
    data: { status: "confirmed" },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await page.reload();
  const card = page.getByRole("article", { name: `Order ${order.number}` });
  await slow(card.getByText("New: confirm it")).toBeVisible();
  await expect(card.getByText(`2 × Agaseke basket ${stamp}`)).toBeVisible();
  await expect(card.getByText(`${buyer.first_name} ${buyer.last_name}`)).toBeVisible();
  await expect(card.getByRole("link", { name: "+250788123456" })).toBeVisible();
  await expect(card.getByText("KG 7 Ave 12, Kacyiru, Gasabo")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await card.getByRole("button", { name: "Confirm the order" }).click();
  await slow(card.getByText("Confirmed: to ship")).toBeVisible();
  await card.getByLabel("Note or tracking number (optional)").fill("Volcano Express, parcel KR-4471");
  await card.getByRole("button", { name: "Mark shipped" }).click();
  await slow(card.getByText("Shipped", { exact: true })).toBeVisible();
  await expect(card.getByText("Volcano Express, parcel KR-4471")).toBeVisible();
  await card.getByRole("button", { name: "Mark delivered" }).click();
  await slow(card.getByText("Delivered", { exact: true })).toBeVisible();
  await expect(card.getByRole("button")).toHaveCount(0);

  // The admin follows the maker's part in the order's own detail.
  await loginAsAdmin(page);
  await page.goto(`/admin/orders/${order.number}`);
  const shipments = page.getByRole("region", { name: "Makers' shipments" });
  await slow(shipments.getByText("Delivered · Volcano Express, parcel KR-4471")).toBeVisible();
  await expect(shipments.getByRole("link", { name: `Aline's baskets ${stamp}` })).toBeVisible();
});
