import { expect, type Page, test } from "@playwright/test";
import { registerAndLogin } from "./support.ts";

/**
 * Decision 070: a shopper whose pending order already holds an item of the cart is
 * offered that order instead of a second hold: continue with it, or cancel it and place the cart.
 */

type ApiProduct = { id: number; name: string; stock: number };
type ApiOrder = { id: number; number: string; status: string };

const CHECKOUT = {
  contact_phone: "0788123456",
  delivery_address: "KG 7 Ave 12, Kacyiru, Kigali",
  delivery_district: "Gasabo",
};

async function addToCart(page: Page, access: string, productId: number) {
  const added = await page.request.post("/api/market/cart/add_item/", {
    headers: { Authorization: `Bearer ${access}` },
    data: { product_id: productId, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

async function checkout(page: Page) {
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Your Payment" });
  await dialog.getByLabel("Phone number").fill("0788 123 456");
  await dialog.getByLabel("Delivery address").fill("KG 7 Ave 12, Kacyiru, Kigali");
  // The demo delivers by zone; the district prices the delivery.
  await dialog.getByLabel("District").selectOption("Gasabo");
  await dialog.getByRole("radio", { name: /WhatsApp Payment/ }).check();
  await dialog.getByRole("button", { name: "Pay via WhatsApp" }).click();
  return dialog;
}

test("ordering again what a pending order holds offers that order: continue with it, or replace it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shopper = await registerAndLogin(page);
  const auth = { Authorization: `Bearer ${shopper.access}` };
  const listing = await page.request.get("/api/market/products/?ordering=featured&page_size=20");
  const product = ((await listing.json()) as { results: ApiProduct[] }).results.find((p) => p.stock >= 3);
  if (!product) throw new Error("the demo catalogue needs a product with stock ≥ 3");

  // A first order holds one piece; the shopper puts the same product in the cart again.
  await addToCart(page, shopper.access, product.id);
  const first = await page.request.post("/api/market/orders/", { headers: auth, data: CHECKOUT });
  expect(first.status()).toBe(201);
  const held = (await first.json()) as ApiOrder;
  await addToCart(page, shopper.access, product.id);

  await page
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
  await page.goto("/market/cart");
  let dialog = await checkout(page);
  const offer = dialog.getByRole("alert", { name: "You already have an unpaid order" });
  await expect(offer).toContainText(held.number);
  await expect(offer).toContainText(product.name);
  await expect(offer.getByRole("link", { name: "View my orders" })).toHaveAttribute("href", "/orders");

  // Continue: WhatsApp opens with the pending order's message; nothing new is held.
  const popupPromise = page.context().waitForEvent("page");
  await offer.getByRole("button", { name: "Continue with this order" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).searchParams.get("text")?.startsWith(`${held.number} `)).toBe(true);
  await popup.close();
  await expect(dialog).toBeHidden();
  const mine = await page.request.get("/api/market/orders/", { headers: auth });
  expect(((await mine.json()) as { count: number }).count).toBe(1);

  // Replace: the pending order is cancelled and the cart becomes a new order.
  dialog = await checkout(page);
  const replacePopup = page.context().waitForEvent("page");
  await dialog.getByRole("button", { name: "Cancel it and place this order" }).click();
  const next = await replacePopup;
  await next.waitForLoadState();
  const text = new URL(next.url()).searchParams.get("text") ?? "";
  expect(text.startsWith(held.number)).toBe(false);
  expect(text).toMatch(/^DHP-\d{4}-\d{6} /);
  await next.close();
  await expect(page.getByText("Your Cart is Empty")).toBeVisible();
  const old = await page.request.get(`/api/market/orders/${held.id}/`, { headers: auth });
  expect(((await old.json()) as ApiOrder).status).toBe("cancelled");
});
