import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  keepScreenshot,
  loginAsAdmin,
  loginViaApi,
  registerAndLogin,
  seriousAxeViolations,
  signInThroughForm,
} from "./support.ts";

/** Orders that really exist, followed by the shopper and moved along by the admin. */

type ApiProduct = { id: number; name: string; stock: number; price: string; created_at: string };

/**
 * A product of the demo catalogue (the seed dates them back), never one another spec is adding and editing
 * at the same moment: ordering that one would change it under the admin's open form (decision 075).
 */
const isDemo = (product: ApiProduct) => Date.now() - Date.parse(product.created_at) > 86_400_000;

/** A 2 × 2 PNG, as a phone's photo picker would hand over (the server re-encodes it to WebP). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWOYZS8zy16GAUIBABzSA9WRnw6PAAAAAElFTkSuQmCC",
  "base64",
);

async function fillCartViaApi(page: Page, access: string): Promise<ApiProduct> {
  const listing = await page.request.get("/api/market/products/?ordering=featured&page_size=20");
  const product = ((await listing.json()) as { results: ApiProduct[] }).results.find(
    (p) => p.stock >= 3 && isDemo(p),
  );
  if (!product) throw new Error("the demo catalogue needs a product with stock ≥ 3");
  const added = await page.request.post("/api/market/cart/add_item/", {
    headers: { Authorization: `Bearer ${access}` },
    data: { product_id: product.id, quantity: 2 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return product;
}

test("order from the cart, follow it on /orders, the admin confirms it, the shopper sees it confirmed", async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen steps: more than the default 45 s on a busy machine.
  test.setTimeout(120_000);
  const shopper = await registerAndLogin(page);
  const product = await fillCartViaApi(page, shopper.access);
  const stockBefore = product.stock;

  await page
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
  await page.goto("/market/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Your Payment" });
  await dialog.getByLabel("Phone number").fill("0788 123 456");
  await dialog.getByLabel("Delivery address").fill("KG 7 Ave 12, Kacyiru, Kigali");
  // The demo delivers by zone; the district prices the delivery.
  await dialog.getByLabel("District").selectOption("Gasabo");
  await dialog.getByRole("radio", { name: /WhatsApp Payment/ }).check();
  const popupPromise = page.context().waitForEvent("page");
  const placed = page.waitForResponse(
    (r) => r.url().endsWith("/api/market/orders/") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Pay via WhatsApp" }).click();
  const order = (await (await placed).json()) as { number: string; status: string };
  expect(order).toMatchObject({ number: expect.stringMatching(/^DHP-\d{4}-\d{6}$/), status: "pending" });
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const text = new URL(popup.url()).searchParams.get("text") ?? "";
  expect(text.startsWith(`${order.number} `)).toBe(true);
  expect(text).toContain(`${product.name} x 2`);
  await popup.close();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Your Cart is Empty")).toBeVisible();
  // The stock is held for the order.
  const held = await page.request.get(`/api/market/products/${product.id}/`);
  expect(((await held.json()) as ApiProduct).stock).toBe(stockBefore - 2);

  await page.goto("/orders");
  const card = page.getByRole("article", { name: order.number });
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  await expect(card.getByText(product.name)).toBeVisible();
  await expect(card.getByRole("button", { name: /Cancel order/ })).toBeVisible();

  // The admin, in a browser of their own, finds the order and confirms it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await admin.goto("/admin/dashboard");
  await expect(admin.getByRole("button", { name: /^Pending orders/ })).toBeVisible();
  await admin
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("button", { name: "Orders" })
    .click();
  await admin.getByLabel("Search orders").fill(order.number);
  await expect(admin.getByText("1 order", { exact: true })).toBeVisible();
  await admin.getByRole("button", { name: `View order ${order.number}` }).click();
  const detail = admin.getByRole("dialog", { name: `Order ${order.number}` });
  await expect(detail.getByText("+250788123456")).toBeVisible();
  await expect(detail.getByText("KG 7 Ave 12, Kacyiru, Kigali")).toBeVisible();
  await detail.getByRole("button", { name: "Mark as confirmed" }).click();
  const confirm = admin.getByRole("alertdialog", { name: `Mark order ${order.number} as confirmed?` });
  await confirm.getByRole("button", { name: "Mark as confirmed" }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  await expect(detail.getByRole("button", { name: "Mark as shipped" })).toBeVisible();
  await adminContext.close();

  // No reload: the list is read again when the window regains focus (and every minute while shown).
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /Cancel order/ })).toHaveCount(0);
});

test("a refused order (409) lists the items and why, and leaves the cart as it was", async ({ page }) => {
  test.setTimeout(90_000);
  const shopper = await registerAndLogin(page);
  const shopperAuth = { Authorization: `Bearer ${shopper.access}` };
  const admin = await loginViaApi(page.request, ADMIN.username, ADMIN.password);
  const adminAuth = { Authorization: `Bearer ${admin.access}` };
  // Two products from the end of the catalogue, away from the first pages other specs buy from.
  const listing = await page.request.get("/api/market/products/?ordering=featured&page_size=100");
  const tail = ((await listing.json()) as { results: ApiProduct[] }).results.slice(24);
  const [short, gone] = tail.filter((p) => p.stock >= 3 && isDemo(p));
  if (!short || !gone) throw new Error("the demo catalogue needs two products with stock ≥ 3 past page 3");
  for (const product of [short, gone]) {
    const added = await page.request.post("/api/market/cart/add_item/", {
      headers: shopperAuth,
      data: { product_id: product.id, quantity: 2 },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const setStock = async (product: ApiProduct, stock: number) => {
    // A stock change names the version it was read at (decision 075): read it just before.
    const url = `/api/market/products/${product.id}/`;
    const { version } = (await (await page.request.get(url, { headers: adminAuth })).json()) as {
      version: number;
    };
    const changed = await page.request.patch(url, { headers: adminAuth, data: { stock, version } });
    expect(changed.ok(), await changed.text()).toBe(true);
  };

  await page.goto("/market/cart");
  await expect(page.getByRole("list", { name: "Your Cart" }).getByRole("listitem")).toHaveCount(2);
  // Meanwhile the shop sells them elsewhere: one left of the first, none of the second.
  await setStock(short, 1);
  await setStock(gone, 0);
  try {
    const windows: string[] = [];
    page.context().on("page", (opened) => windows.push(opened.url()));
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Your Payment" });
    await dialog.getByLabel("Phone number").fill("0788123456");
    await dialog.getByLabel("Delivery address").fill("KG 7 Ave 12, Kacyiru, Kigali");
    // The demo delivers by zone; the district prices the delivery.
    await dialog.getByLabel("District").selectOption("Gasabo");
    await dialog.getByRole("radio", { name: /WhatsApp Payment/ }).check();
    const refused = page.waitForResponse(
      (r) => r.url().endsWith("/api/market/orders/") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Pay via WhatsApp" }).click();
    expect((await refused).status()).toBe(409);
    await expect(dialog).toBeHidden();

    const problems = page
      .getByRole("alert")
      .filter({ hasText: "Some items in your cart can no longer be ordered as they are." });
    // The server reports the lines in product order.
    const reasons = [
      [short.id, `${short.name}: Only 1 left (you asked for 2)`],
      [gone.id, `${gone.name}: Out of stock`],
    ] as const;
    await expect(problems.getByRole("listitem")).toHaveText(
      [...reasons].sort((a, b) => a[0] - b[0]).map(([, text]) => text),
    );
    // Nothing changed: both lines with their quantities, here and on the server; no WhatsApp window.
    await expect(page.getByRole("list", { name: "Your Cart" }).getByRole("listitem")).toHaveCount(2);
    await expect(page.getByText("4 items in your cart")).toBeVisible();
    const cart = await page.request.get("/api/market/cart/my_cart/", { headers: shopperAuth });
    const lines = ((await cart.json()) as { items: { quantity: number; product: ApiProduct }[] }).items;
    expect(lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [short.id, 2],
      [gone.id, 2],
    ]);
    const orders = await page.request.get("/api/market/orders/", { headers: shopperAuth });
    expect(((await orders.json()) as { count: number }).count).toBe(0);
    expect(windows).toEqual([]);

    await problems.getByRole("button", { name: "Dismiss" }).click();
    await expect(problems).toBeHidden();
  } finally {
    await setStock(short, short.stock);
    await setStock(gone, gone.stock);
  }
});

test("edit the profile and change the password, then sign in with the new one", async ({ page }) => {
  test.setTimeout(90_000);
  const shopper = await registerAndLogin(page);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue(shopper.username);

  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Uwimana");
  const email = `grace.${shopper.username}@example.rw`;
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page
    .getByLabel("Profile picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: `Profile picture of ${shopper.username}` })).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  // (The toaster also announces it in a live region.)
  await expect(page.getByText("Profile updated successfully!").first()).toBeVisible();
  const me = await page.request.get("/api/users/me/", {
    headers: { Authorization: `Bearer ${shopper.access}` },
  });
  expect(await me.json()).toMatchObject({
    first_name: "Grace",
    last_name: "Uwimana",
    email,
    avatar: expect.stringMatching(/^\/media\/.+\.webp$/),
  });
  await page.reload();
  await expect(page.getByLabel("First Name")).toHaveValue("Grace");

  // A wrong current password is refused at its field.
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("Umuganda#2026");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await page.getByLabel("Current password").fill(shopper.password);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed successfully!").first()).toBeVisible();

  // Sign out, then in again with the new password (the old one no longer works).
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInThroughForm(page, shopper.username, shopper.password);
  await expect(page.getByText("Invalid Username or password").first()).toBeVisible();
  await signInThroughForm(page, shopper.username, "Umuganda#2026");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: `User menu for ${shopper.username}` }).first()).toBeVisible();
});

test("/orders and /profile at 375 and 1280 px, with no serious axe violations", async ({ page }) => {
  test.setTimeout(90_000);
  const shopper = await registerAndLogin(page);
  await fillCartViaApi(page, shopper.access);
  const placed = await page.request.post("/api/market/orders/", {
    headers: { Authorization: `Bearer ${shopper.access}` },
    data: {
      contact_phone: "0722000111",
      delivery_address: "Huye, Southern Province",
      delivery_district: "Huye",
    },
  });
  expect(placed.status()).toBe(201);
  // These screens' own content; the shell around them has its own axe checks.
  const serious = () => seriousAxeViolations(page, { include: "main" });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/orders");
    await expect(page.getByRole("button", { name: /Cancel order/ })).toBeVisible();
    await keepScreenshot(page, { path: `/tmp/orders-${width}.png`, fullPage: true });
    expect(await serious()).toEqual([]);
    await page.goto("/profile");
    await expect(page.getByLabel("First Name")).toHaveValue(shopper.first_name);
    await keepScreenshot(page, { path: `/tmp/profile-${width}.png`, fullPage: true });
    expect(await serious()).toEqual([]);
  }
});
