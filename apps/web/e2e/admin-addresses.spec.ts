import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { fillAdminForm, openSection, passCaptcha } from "./admin-helpers.ts";
import { ADMIN, type LoginAnswer, loginViaApi, registerAndLogin, registerViaApi } from "./support.ts";

/** Every section of the admin portal has its own address (decision 222). */

type ApiProduct = { id: number; stock: number };

/** One order by a fresh shopper, from the catalogue's far end (other specs count the stock of earlier pages). */
async function placeOrder(request: APIRequestContext): Promise<string> {
  const user = await registerViaApi(request);
  const shopper: LoginAnswer = await loginViaApi(request, user.username, user.password);
  const headers = { Authorization: `Bearer ${shopper.access}` };
  const listing = await request.get("/api/market/products/?ordering=featured&page_size=100");
  const item = ((await listing.json()) as { results: ApiProduct[] }).results
    .reverse()
    .find((p) => p.stock >= 3);
  if (!item) throw new Error("the demo catalogue needs a product in stock");
  const added = await request.post("/api/market/cart/add_item/", {
    headers,
    data: { product_id: item.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post("/api/market/orders/", {
    headers,
    data: {
      contact_phone: "0788123456",
      delivery_address: "KG 7 Ave 12, Kacyiru, Kigali",
      delivery_district: "Gasabo",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { number: string }).number;
}

async function expectSection(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test("a shared order address opens after sign-in; sections have addresses that Back and Forward walk", async ({
  page,
}) => {
  test.slow();
  const number = await placeOrder(page.request);
  const orderPath = `/admin/orders/${number}`;

  // A colleague's link, opened signed out: the sign-in, then that very order.
  await page.goto(orderPath);
  await expect(page).toHaveURL(/\/dhp\/admin\/login$/);
  await fillAdminForm(page, ADMIN.username, ADMIN.password);
  await passCaptcha(page);
  await page.getByRole("button", { name: "Sign In Securely" }).click();
  await expect(page).toHaveURL((url) => url.pathname === orderPath);
  const detail = page.getByRole("dialog", { name: `Order ${number}` });
  // (The open dialog hides the page behind it from the accessibility tree: the heading is checked after.)
  await expect(detail).toBeVisible();

  // Closing the detail shows the list at its own address.
  await detail.getByRole("button", { name: "Close" }).click();
  await expect(detail).toBeHidden();
  await expectSection(page, "/admin/orders", "Orders");

  // The sidebar moves between addresses; Back and Forward stay inside the portal.
  await openSection(page, "Products");
  await expectSection(page, "/admin/products", "Products");
  await openSection(page, "Customers");
  await expectSection(page, "/admin/customers", "Customers");
  await page.goBack();
  await expectSection(page, "/admin/products", "Products");
  await page.goBack();
  await expectSection(page, "/admin/orders", "Orders");
  await page.goForward();
  await expectSection(page, "/admin/products", "Products");

  // An order opened from the list gets its address; Back closes it again.
  await openSection(page, "Orders");
  await page.getByRole("search", { name: "Order filters" }).getByLabel("Search orders").fill(number);
  await page.getByRole("button", { name: `View order ${number}` }).click();
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === orderPath);
  await page.goBack();
  await expect(detail).toBeHidden();
  await expectSection(page, "/admin/orders", "Orders");

  // A pasted or bookmarked address, and a reload, open that section; /admin/dashboard is still the dashboard.
  await page.goto("/admin/categories");
  await expectSection(page, "/admin/categories", "Categories");
  await page.reload();
  await expectSection(page, "/admin/categories", "Categories");
  await page.goto("/admin/dashboard");
  await expectSection(page, "/admin/dashboard", "Dashboard");
});

test("a signed-in shopper who opens /admin/orders is sent away, and never downloads the portal", async ({
  page,
}) => {
  const adminChunks: string[] = [];
  page.on("request", (request) => {
    if (/admin-entry/.test(request.url())) adminChunks.push(request.url());
  });
  const shopper = await registerAndLogin(page);
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/dhp\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Sign In Securely" })).toBeVisible();
  expect(adminChunks).toEqual([]);
  // The server decides: the orders stay closed to a shopper whatever the page shows.
  const answer = await page.request.get("/api/admin/orders/", {
    headers: { Authorization: `Bearer ${shopper.access}` },
  });
  expect(answer.status()).toBe(403);
});
