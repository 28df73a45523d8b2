import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { keepScreenshot, registerAndLogin } from "./support.ts";

/**
 * Decision 255: a mobile-money payment that waits or is declined has a way forward on the same
 * order: the time left, "Check again", another number, and "Pay now" from /orders later. The
 * simulator answers by the payer's number (MTN's sandbox conventions, providers/simulator.ts):
 * …451 declines, …454 stays pending, …453 pays at once.
 */

type ApiProduct = { id: number; name: string; stock: number; price: string; created_at: string };
type ApiOrder = { id: number; number: string; status: string; payments: { status: string; phone: string }[] };
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), "heritage-e2e-screens");
const isDemo = (product: ApiProduct) => Date.now() - Date.parse(product.created_at) > 86_400_000;

/**
 * One unit of a demo product from the very end of the featured list: the other journeys buy from
 * its first 24, its tail from 24 (orders.spec.ts), 40 (orders-admin.spec.ts) and 56 (account.spec.ts).
 */
async function fillCart(page: Page, access: string): Promise<ApiProduct> {
  const listing = await page.request.get("/api/market/products/?ordering=featured&page_size=100");
  const product = ((await listing.json()) as { results: ApiProduct[] }).results
    .slice(62)
    .reverse()
    .find((p) => p.stock >= 2 && isDemo(p) && !/Phrasebook/.test(p.name));
  if (!product) throw new Error("the demo catalogue needs a product with stock ≥ 2 past 62");
  const added = await page.request.post("/api/market/cart/add_item/", {
    headers: { Authorization: `Bearer ${access}` },
    data: { product_id: product.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return product;
}

const newRequest = (page: Page) =>
  page.waitForResponse(
    (r) => /\/api\/market\/orders\/\d+\/payment\/$/.test(r.url()) && r.request().method() === "POST",
  );

test.describe("a payment that waits, at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("declined, then another number on the same order number, then paid later from /orders", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const shopper = await registerAndLogin(page);
    const auth = { Authorization: `Bearer ${shopper.access}` };
    await fillCart(page, shopper.access);

    // Checkout by MTN MoMo from a number whose payer declines.
    await page.goto("/market/cart");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Your Payment" });
    await dialog.getByLabel("Phone number", { exact: true }).fill("0788123451");
    await dialog.getByLabel("Delivery address").fill("KG 7 Ave 12, Kacyiru, Kigali");
    await dialog.getByLabel("District").selectOption("Gasabo");
    await dialog.getByRole("radio", { name: /Mobile Money/ }).check();
    await dialog.getByRole("radio", { name: "MTN MoMo", exact: true }).check();
    const placed = page.waitForResponse(
      (r) => r.url().endsWith("/api/market/orders/") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: /with Mobile Money$/ }).click();
    const order = (await (await placed).json()) as ApiOrder;
    await expect(dialog.getByText(/^Time left to approve: 1?\d:\d\d$/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Check again" })).toBeVisible();
    await expect(dialog.getByText("The payment did not go through")).toBeVisible({ timeout: 20_000 });
    await expect(
      dialog.getByText(`No money was taken. Order ${order.number} is still held`, { exact: false }),
    ).toBeVisible();
    // Behind the dialog the cart is read again: the held order has the piece, the cart is empty.
    await expect(page.getByText("Your Cart is Empty")).toBeAttached();

    // Another number: a new request on the same order, for a payer who does not answer yet.
    await dialog.getByRole("button", { name: "Use another number" }).click();
    await dialog.getByRole("radio", { name: "MTN MoMo", exact: true }).check();
    await dialog.getByLabel("Phone number that pays").fill("0788123454");
    const second = newRequest(page);
    await dialog.getByRole("button", { name: /^Send a request for RWF/ }).click();
    const secondAnswer = await second;
    expect(secondAnswer.status()).toBe(201);
    expect(((await secondAnswer.json()) as ApiOrder).number).toBe(order.number);
    await expect(dialog.getByText(/A payment request was sent to \+250788123454\./)).toBeVisible();
    await dialog.getByRole("button", { name: "Check again" }).click();
    await expect(
      dialog.getByText("Not approved yet: the request is still waiting on your phone."),
    ).toBeVisible();
    await keepScreenshot(page, { path: path.join(SHOTS, "payment-waiting-375.png") });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Later, from /orders: the order waits for its payment (no WhatsApp wording) and offers Pay now.
    await page.goto("/orders");
    const card = page.getByRole("article", { name: order.number });
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    await expect(card.getByText(/WhatsApp/)).toHaveCount(0);
    await card.getByRole("button", { name: `Pay now ${order.number}` }).click();
    const pay = page.getByRole("dialog", { name: `Pay for order ${order.number}` });
    // The request still waiting is followed as it is; another number replaces it.
    await expect(pay.getByText(/A payment request was sent to \+250788123454\./)).toBeVisible();
    await pay.getByRole("button", { name: "Use another number" }).click();
    await expect(
      pay.getByText("The request waiting now is withdrawn: approve only the new one."),
    ).toBeVisible();
    await pay.getByLabel("Phone number that pays").fill("0788123453");
    const third = newRequest(page);
    await pay.getByRole("button", { name: /^Send a request for RWF/ }).click();
    expect(((await (await third).json()) as ApiOrder).number).toBe(order.number);
    await expect(pay.getByText("Payment received")).toBeVisible({ timeout: 20_000 });
    await expect(pay.getByText(`Thank you! Order ${order.number} is paid and confirmed.`)).toBeVisible();
    await keepScreenshot(page, { path: path.join(SHOTS, "payment-paid-later-375.png") });
    await pay.getByRole("button", { name: "Close" }).first().click();
    await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /Pay now/ })).toHaveCount(0);
    await expect(card.getByText("Replaced by a new request", { exact: true })).toBeVisible();

    // One order for every attempt: declined, withdrawn, paid.
    const mine = (await (await page.request.get("/api/market/orders/", { headers: auth })).json()) as {
      results: ApiOrder[];
    };
    expect(mine.results.map((o) => [o.number, o.status])).toEqual([[order.number, "confirmed"]]);
    expect(mine.results[0]!.payments.map((p) => [p.phone, p.status])).toEqual([
      ["250788123451", "failed"],
      ["250788123454", "expired"],
      ["250788123453", "paid"],
    ]);
  });
});
