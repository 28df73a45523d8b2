import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { keepScreenshot, loginAsAdmin, registerAndLogin } from "./support.ts";

/** Paying by mobile money with the in-process simulator (decisions 120 and 121, MTN's sandbox conventions). */

type ApiProduct = { id: number; name: string; stock: number; price: string; created_at: string };
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), "heritage-e2e-screens");
const isDemo = (product: ApiProduct) => Date.now() - Date.parse(product.created_at) > 86_400_000;

/** One unit of a demo product from the middle of the catalogue, away from what other specs buy. */
async function fillCart(page: Page, access: string, index: number): Promise<ApiProduct> {
  const listing = await page.request.get("/api/market/products/?ordering=featured&page_size=100");
  const candidates = ((await listing.json()) as { results: ApiProduct[] }).results
    .slice(12, 24)
    .filter((p) => p.stock >= 2 && isDemo(p));
  const product = candidates[index];
  if (!product) throw new Error("the demo catalogue needs products with stock ≥ 2 on page 2");
  const added = await page.request.post("/api/market/cart/add_item/", {
    headers: { Authorization: `Bearer ${access}` },
    data: { product_id: product.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return product;
}

/** Checkout with Mobile Money on MTN MoMo, paying from `phone`; answers the placed order's number. */
async function payByMobileMoney(page: Page, phone: string): Promise<string> {
  await page.goto("/market/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Your Payment" });
  await dialog.getByLabel("Phone number", { exact: true }).fill(phone);
  await dialog.getByLabel("Delivery address").fill("KG 7 Ave 12, Kacyiru, Kigali");
  // The demo delivers by zone (decision 171); the district prices the delivery.
  await dialog.getByLabel("District").selectOption("Gasabo");
  await dialog.getByRole("radio", { name: /Mobile Money/ }).check();
  await dialog.getByRole("radio", { name: "MTN MoMo", exact: true }).check();
  await expect(dialog.getByLabel("Phone number that pays")).toHaveValue(phone);
  const placed = page.waitForResponse(
    (r) => r.url().endsWith("/api/market/orders/") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: /with Mobile Money$/ }).click();
  const order = (await (await placed).json()) as { number: string; payments: { status: string }[] };
  expect(order.payments).toHaveLength(1);
  return order.number;
}

test.describe("mobile money at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the success number pays the order; /orders shows it paid; the failure number offers a retry; the admin sees both", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const shopper = await registerAndLogin(page);
    const dialog = page.getByRole("dialog", { name: "Complete Your Payment" });

    // The failure number first: the request is sent, the payer "declines" after a few seconds.
    await fillCart(page, shopper.access, 0);
    const failedNumber = await payByMobileMoney(page, "0788123450");
    await expect(dialog.getByText(/^Approve the payment of RWF [\d,]+ on your phone$/)).toBeVisible();
    await expect(dialog.getByText(/Dial \*182\*7\*1#/)).toBeVisible();
    await keepScreenshot(page, { path: path.join(SHOTS, "payment-awaiting-375.png") });
    await expect(dialog.getByText("The payment did not go through")).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Use another number" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Pay another way (WhatsApp)" })).toBeVisible();
    await expect(dialog.getByText(new RegExp(`Order ${failedNumber} is still held for you`))).toBeVisible();
    await keepScreenshot(page, { path: path.join(SHOTS, "payment-failed-375.png") });
    // Try again: a new request on the same order (decision 255), not a new order.
    const again = page.waitForResponse(
      (r) =>
        r.url().includes("/api/market/orders/") &&
        r.url().endsWith("/payment/") &&
        r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Try again" }).click();
    const retried = await again;
    expect(retried.status()).toBe(201);
    expect(((await retried.json()) as { number: string }).number).toBe(failedNumber);
    await expect(dialog.getByText(/^Approve the payment of RWF/)).toBeVisible();
    await expect(dialog.getByText("The payment did not go through")).toBeVisible({ timeout: 20_000 });
    // Pay another way: WhatsApp opens with the held order's own message; nothing new is held.
    await page
      .context()
      .route("https://wa.me/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
      );
    const popupPromise = page.context().waitForEvent("page");
    await dialog.getByRole("button", { name: "Pay another way (WhatsApp)" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get("text")?.startsWith(`${failedNumber} `)).toBe(true);
    await popup.close();
    await expect(dialog).toBeHidden();
    const mine = await page.request.get("/api/market/orders/", {
      headers: { Authorization: `Bearer ${shopper.access}` },
    });
    const orders = ((await mine.json()) as { results: { number: string; status: string }[] }).results;
    expect(orders.map((o) => [o.number, o.status])).toEqual([[failedNumber, "pending"]]);
    // The held order is cancelled so that the success number below pays a basket of its own.
    await page.goto("/orders");
    await page.getByRole("button", { name: `Cancel order ${failedNumber}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel order" }).click();
    await expect(
      page.getByRole("article", { name: failedNumber }).getByText("Cancelled", { exact: true }),
    ).toBeVisible();
    await fillCart(page, shopper.access, 1);

    // The success number: paid at once, confirmed by the provider's status query.
    const paidNumber = await payByMobileMoney(page, "0788123453");
    await expect(dialog.getByText("Payment received")).toBeVisible({ timeout: 20_000 });
    await keepScreenshot(page, { path: path.join(SHOTS, "payment-paid-375.png") });
    await dialog.getByRole("link", { name: "View my orders" }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const paidCard = page.getByRole("article", { name: paidNumber });
    await expect(paidCard.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(paidCard.getByText("Paid", { exact: true })).toBeVisible();
    const failedCard = page.getByRole("article", { name: failedNumber });
    await expect(failedCard.getByText("Payment failed", { exact: true })).toHaveCount(2);
    await paidCard.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: path.join(SHOTS, "orders-paid-375.png"), fullPage: true });

    // The admin, at 1280 px, sees both payments and their providers, references and statuses.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await loginAsAdmin(admin);
    await admin.goto("/admin/dashboard");
    await admin
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("button", { name: "Orders" })
      .click();
    for (const [number, status] of [
      [paidNumber, "Paid"],
      [failedNumber, "Payment failed"],
    ] as const) {
      await admin.getByLabel("Search orders").fill(number);
      await expect(admin.getByText("1 order", { exact: true })).toBeVisible();
      await admin.getByRole("button", { name: `View order ${number}` }).click();
      const detail = admin.getByRole("dialog", { name: `Order ${number}` });
      const payments = detail.getByRole("region", { name: "Payments" });
      // The failed order was asked twice, on the same order: two requests, two references.
      const requests = status === "Paid" ? 1 : 2;
      await expect(payments.getByText("MTN MoMo")).toHaveCount(requests);
      await expect(payments.getByText(status, { exact: true })).toHaveCount(requests);
      await expect(payments.getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-/)).toHaveCount(requests);
      await keepScreenshot(admin, {
        path: path.join(SHOTS, `admin-payment-${status === "Paid" ? "paid" : "failed"}-1280.png`),
      });
      await admin.keyboard.press("Escape");
    }
    await adminContext.close();
  });
});

test("every page, the shop's and the admin portal's, says that the demo's payments move no money", async ({
  page,
}) => {
  // The webServer runs the simulators (decision 218): the banner is on every screen, in the reader's language.
  const banner = page.getByRole("complementary", { name: "Demo installation" });
  for (const url of ["/", "/market", "/elearning"]) {
    await page.goto(url);
    await expect(banner, url).toHaveText("Demo payments: no money moves");
  }
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(banner).toHaveText("Demo payments: no money moves");
});
