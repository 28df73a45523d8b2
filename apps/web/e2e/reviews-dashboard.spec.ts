import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, type LoginAnswer, loginAsAdmin, loginViaApi, registerAndLogin } from "./support.ts";

/** The dashboard's charts and low-stock links; a delivered buyer reviews the product. */

// Each test places and delivers an order through the API before it opens a lazily loaded screen.
test.describe.configure({ timeout: 120_000 });

type ApiProduct = { id: number; name: string; stock: number; rating: string | null; review_count: number };
const auth = (session: LoginAnswer) => ({ Authorization: `Bearer ${session.access}` });

/** A product from the far end of the catalogue with stock to sell (other specs buy from the first pages). */
async function productToBuy(request: APIRequestContext): Promise<ApiProduct> {
  const listing = await request.get("/api/market/products/?ordering=-price&page_size=100");
  const products = ((await listing.json()) as { results: ApiProduct[] }).results;
  const found = products.slice(10).find((p) => p.stock >= 12);
  if (!found) throw new Error("the demo catalogue needs a product with stock");
  return found;
}

async function deliveredOrder(
  request: APIRequestContext,
  shopper: LoginAnswer,
  admin: LoginAnswer,
  productId: number,
) {
  const added = await request.post("/api/market/cart/add_item/", {
    headers: auth(shopper),
    data: { product_id: productId, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post("/api/market/orders/", {
    headers: auth(shopper),
    data: {
      contact_phone: "0788123456",
      delivery_address: "KG 7 Ave 12, Kacyiru, Kigali",
      delivery_district: "Gasabo",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  for (const status of ["confirmed", "shipped", "delivered"]) {
    const moved = await request.post(`/api/admin/orders/${id}/status/`, {
      headers: auth(admin),
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

async function adminSession(page: Page): Promise<LoginAnswer> {
  return loginViaApi(page.request, ADMIN.username, ADMIN.password);
}

test("an admin reads the charts and opens a low-stock product from the dashboard", async ({ page }) => {
  const admin = await adminSession(page);
  const shopper = await registerAndLogin(page);
  const item = await productToBuy(page.request);
  await deliveredOrder(page.request, shopper, admin, item.id);

  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  // The admin portal and the dashboard are chunks of their own: on a loaded machine they take a while.
  await expect(page.getByRole("heading", { name: "How the shop is doing" })).toBeVisible({ timeout: 40_000 });
  await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "7 days" }).click();
  await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");

  // The orders chart is drawn, and its figures read as a table: today has the order just placed.
  const orders = page.getByRole("region", { name: "Orders", exact: true });
  await expect(orders.getByRole("img", { name: "Chart: Orders" }).locator("canvas")).toBeVisible();
  await orders.getByText("Show the figures as a table").click();
  const rows = orders.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(8);
  const today = Number(await rows.last().getByRole("cell").first().textContent());
  expect(today).toBeGreaterThanOrEqual(1);
  const best = page.getByRole("region", { name: "Best-selling products" });
  await expect(best.getByText(item.name).first()).toBeVisible();

  // Running low: each product a link to its edit form.
  const low = page.getByRole("region", { name: "Running low" });
  const first = low.getByRole("link").first();
  const name = ((await first.textContent()) ?? "").trim();
  await first.click();
  const form = page.getByRole("dialog", { name: "Edit Product" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true }).first()).toHaveValue(name);
});

test("a shopper with a delivered order reviews the product and sees the rating change", async ({ page }) => {
  const admin = await adminSession(page);
  const shopper = await registerAndLogin(page);
  const item = await productToBuy(page.request);
  await deliveredOrder(page.request, shopper, admin, item.id);
  const before = (await (await page.request.get(`/api/market/products/${item.id}/`)).json()) as ApiProduct;

  await page.goto(`/market?product=${item.id}`);
  const dialog = page.getByRole("dialog", { name: item.name });
  await expect(dialog.getByRole("heading", { name: "Rate this product" })).toBeVisible({ timeout: 40_000 });
  await dialog.getByRole("radio", { name: "1 out of 5 stars" }).check({ force: true });
  await dialog.getByLabel("Your review (optional)").fill("Smaller than the pictures; the weave is fine.");
  await dialog.getByRole("button", { name: "Publish review" }).click();

  const mine = dialog.getByRole("region", { name: "Your review" });
  await expect(mine.getByText("Verified purchase")).toBeVisible();
  await expect(mine.getByText("Smaller than the pictures; the weave is fine.")).toBeVisible();
  const after = (await (await page.request.get(`/api/market/products/${item.id}/`)).json()) as ApiProduct;
  expect(after.review_count).toBe(before.review_count + 1);
  expect(Number(after.rating)).toBeLessThan(Number(before.rating ?? 6));
  await expect(
    dialog.getByRole("img", {
      name: `Rated ${Number(after.rating).toFixed(1)} out of 5, ${after.review_count} reviews`,
    }),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Edit your review" })).toBeVisible();
});
