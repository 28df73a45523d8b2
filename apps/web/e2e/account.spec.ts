import { expect, test } from "@playwright/test";
import { openSection } from "./admin-helpers.ts";
import { loginAsAdmin, registerAndLogin, signInThroughForm } from "./support.ts";

/** /profile: deleting an account signs out for good; the shop keeps the orders. */

type ApiProduct = { id: number; name: string; stock: number };

test("delete the account: confirmation, signed out, the old password fails, the admin still has the order", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await registerAndLogin(page);
  // An order to outlive the account (a product far down the catalogue, away from other specs).
  const listing = await page.request.get("/api/market/products/?ordering=featured&page_size=100");
  const item = ((await listing.json()) as { results: ApiProduct[] }).results
    .slice(56)
    .find((p) => p.stock >= 2);
  if (!item) throw new Error("the demo catalogue needs a product with stock past page 7");
  const headers = { Authorization: `Bearer ${shopper.access}` };
  await page.request.post("/api/market/cart/add_item/", {
    headers,
    data: { product_id: item.id, quantity: 1 },
  });
  const placed = await page.request.post("/api/market/orders/", {
    headers,
    data: {
      contact_phone: "0788123456",
      delivery_address: "Huye, Southern Province",
      delivery_district: "Huye",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { number: string };

  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  // Cancel keeps everything.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Delete my account" }).click();
  // A wrong password is refused at its field.
  await confirm.getByLabel("Your password").fill("not-my-password");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(confirm.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
  await confirm.getByLabel("Your password").fill(shopper.password);
  await confirm.getByRole("button", { name: "Delete my account" }).click();

  // Signed out, on the home page.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted.").first()).toBeVisible();
  // The session ends once /profile has left the screen (delete-account.ts), which may be a moment
  // after the address changes while the home page loads.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("authToken") ?? sessionStorage.getItem("authToken")))
    .toBeNull();
  await expect(page.getByRole("button", { name: `User menu for ${shopper.username}` })).toHaveCount(0);
  // The old token no longer opens anything.
  expect((await page.request.get("/api/users/me/", { headers })).status()).toBe(401);

  // Signing in with the old password fails.
  await signInThroughForm(page, shopper.username, shopper.password);
  await expect(page.getByText("Invalid Username or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The shop still has the order, without the account.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await admin.goto("/admin/dashboard");
  await openSection(admin, "Orders");
  await admin.getByLabel("Search orders").fill(order.number);
  await expect(admin.getByText("1 order", { exact: true })).toBeVisible();
  await admin.getByRole("button", { name: `View order ${order.number}` }).click();
  const detail = admin.getByRole("dialog", { name: `Order ${order.number}` });
  await expect(detail.getByText("Account deleted")).toBeVisible();
  await expect(detail.getByText(`${shopper.first_name} ${shopper.last_name}`)).toBeVisible();
  await expect(detail.getByText("Huye, Southern Province")).toBeVisible();
  await expect(detail.getByText(item.name)).toBeVisible();
  await expect(detail.getByText(`@${shopper.username}`)).toHaveCount(0);
  await adminContext.close();
});
