import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  expectNoSeriousAxeViolations,
  keepScreenshot,
  type LoginAnswer,
  registerAndLogin,
} from "./support.ts";

/** The shopper's cart: product §2 cart page, §4 stock and checkout, §8 cart errors. */

type ApiProduct = { id: number; name: string; stock: number; price: string };
type ApiCart = {
  items: Array<{ id: number; quantity: number; subtotal: string; product: ApiProduct }>;
  total_items: number;
  total_price: string;
};

const rwf = (value: string | number) => `RWF ${Math.round(Number(value)).toLocaleString("en-US")}`;

async function myCart(request: APIRequestContext, session: LoginAnswer): Promise<ApiCart> {
  const response = await request.get("/api/market/cart/my_cart/", {
    headers: { Authorization: `Bearer ${session.access}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiCart;
}

async function featuredFirstPage(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/market/products/?ordering=featured&page=1&page_size=8");
  return ((await response.json()) as { results: ApiProduct[] }).results;
}

const recommended = (page: Page) => page.getByRole("region", { name: "Recommended Items" });

test("add two products, change a quantity, remove one, check the totals and pay via WhatsApp", async ({
  page,
  request,
}) => {
  // The checkout now places an order first: room beyond the default 45 s on a busy machine.
  test.setTimeout(90_000);
  const session = await registerAndLogin(page);
  const inStock = (await featuredFirstPage(request)).filter((p) => p.stock >= 3);
  const [first, second] = inStock;
  if (!first || !second) throw new Error("the demo catalogue needs two products with stock ≥ 3");

  await page.goto("/market");
  const section = recommended(page);
  await section.getByRole("button", { name: `Add to Cart: ${first.name}` }).click();
  await expect(page.getByText(`1 ${first.name} added to cart`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await section.getByRole("button", { name: `Add to Cart: ${second.name}` }).click();
  await expect(page.getByText(`1 ${second.name} added to cart`, { exact: true })).toBeVisible();
  // The badge follows at once, with the cart the server answered.
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  await page.getByRole("link", { name: "Cart, 2 items" }).click();
  await expect(page).toHaveURL(/\/market\/cart$/);
  await expect(page.getByRole("heading", { name: "Your Cart", level: 1 })).toBeVisible();
  const items = page.getByRole("list", { name: "Your Cart" }).getByRole("listitem");
  await expect(items).toHaveCount(2);

  // Plus: PATCH the quantity; minus cannot go under 1.
  const stepper = page.getByRole("group", { name: `Quantity of ${first.name}` });
  await expect(stepper.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  const patched = page.waitForResponse(
    (r) => r.url().includes("/api/market/cart/items/") && r.request().method() === "PATCH",
  );
  await stepper.getByRole("button", { name: "Increase quantity" }).click();
  await expect(stepper.getByRole("status")).toHaveText("2");
  expect((await patched).ok()).toBe(true);
  let cart = await myCart(request, session);
  expect(cart.items.find((i) => i.product.id === first.id)?.quantity).toBe(2);
  await expect(page.getByTestId("cart-total")).toHaveText(rwf(cart.total_price));
  expect(Number(cart.total_price)).toBe(Number(first.price) * 2 + Number(second.price));

  // Trash asks first; Cancel keeps the item, Remove deletes it.
  await page.getByRole("button", { name: `Remove ${second.name} from cart` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this item?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(items).toHaveCount(2);
  await page.getByRole("button", { name: `Remove ${second.name} from cart` }).click();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(items).toHaveCount(1);
  cart = await myCart(request, session);
  expect(cart.items.map((i) => i.product.id)).toEqual([first.id]);
  await expect(page.getByTestId("cart-total")).toHaveText(rwf(cart.total_price));
  // Delivery is computed at checkout from the district, not "Free" on every order.
  await expect(page.getByText("At checkout", { exact: true })).toBeVisible();

  // Checkout: WhatsApp opens in a new window with the order; nothing leaves the machine.
  const { whatsapp_number } = (await (await request.get("/api/config/")).json()) as {
    whatsapp_number: string;
  };
  await page.context().route("https://wa.me/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<title>WhatsApp</title><h1>WhatsApp</h1>",
    }),
  );
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Your Payment" });
  await expect(dialog.getByRole("button", { name: "Select a payment method" })).toBeDisabled();
  // Only the ways checkout really offers; no card "coming soon".
  await expect(dialog.getByRole("radio", { name: /Card/ })).toHaveCount(0);
  // The demo offers mobile money through its simulator (payments.spec.ts pays with it).
  await expect(dialog.getByRole("radio", { name: /Mobile Money/ })).toBeEnabled();
  await dialog.getByRole("radio", { name: /WhatsApp Payment/ }).check();
  // The order is placed first, with a contact phone and a delivery address.
  await dialog.getByLabel("Phone number").fill("0788123456");
  await dialog.getByLabel("Delivery address").fill("KN 3 Rd 5, Nyarugenge, Kigali");
  // The district prices delivery, WELCOME10 takes 10 % off a first order, the server sums.
  await dialog.getByLabel("District").selectOption("Nyarugenge");
  await dialog.getByLabel("Promo code").fill("welcome10");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText("Code WELCOME10 applied")).toBeVisible();
  const subtotal = Math.round(Number(cart.total_price));
  const discount = Math.round(subtotal / 10);
  const fee = subtotal - discount >= 50_000 ? 0 : 1_500;
  const total = subtotal - discount + fee;
  await expect(dialog.getByTestId("checkout-total")).toHaveText(rwf(total));
  await expect(dialog.getByText("Kigali: 0 to 1 days")).toBeVisible();
  const popupPromise = page.context().waitForEvent("page");
  await dialog.getByRole("button", { name: "Pay via WhatsApp" }).click();
  await expect(dialog.getByText("Processing...")).toBeVisible();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${whatsapp_number}`);
  const text = url.searchParams.get("text") ?? "";
  expect(text).toMatch(/^DHP-\d{4}-\d{6} /);
  const line = cart.items[0];
  if (!line) throw new Error("cart is empty");
  expect(text).toContain(`1. ${first.name} x 2 = ${rwf(line.subtotal)}`);
  expect(text).toContain(`Discount (WELCOME10): -${rwf(discount)}`);
  expect(text).toContain(`Delivery (Kigali): ${rwf(fee)}`);
  expect(text).toContain(`Total: ${rwf(total)}`);
  await expect(dialog).toBeHidden();
});

test("a shopper's hearts follow the server, and the details modal adds the chosen quantity", async ({
  page,
  request,
}) => {
  const session = await registerAndLogin(page);
  const [product] = (await featuredFirstPage(request)).filter((p) => p.stock >= 3);
  if (!product) throw new Error("no product with stock ≥ 3");
  await page.goto("/market");
  const card = recommended(page).getByRole("article").filter({ hasText: product.name }).first();
  const heart = card.getByRole("button", { name: `Add ${product.name} to wishlist` });
  const toggled = page.waitForResponse((r) => r.url().includes("/api/market/wishlist/toggle_product/"));
  await heart.click();
  expect(((await (await toggled).json()) as { is_wishlisted: boolean }).is_wishlisted).toBe(true);
  await expect(card.getByRole("button", { name: `Remove ${product.name} from wishlist` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Filled again after a reload: GET /api/market/wishlist/ is the source.
  await page.reload();
  await expect(
    recommended(page)
      .getByRole("button", { name: `Remove ${product.name} from wishlist` })
      .first(),
  ).toBeVisible();

  await page.goto(`/market?product=${product.id}`);
  const dialog = page.getByRole("dialog", { name: product.name });
  const stepper = dialog.getByRole("group", { name: "Quantity" });
  await stepper.getByRole("button", { name: "Increase quantity" }).click();
  await expect(stepper.getByRole("status")).toHaveText("2");
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`2 ${product.name} added to cart`, { exact: true })).toBeVisible();
  // (Escape would first dismiss the toast, the topmost layer.)
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  const cart = await myCart(request, session);
  expect(cart.items.map((i) => [i.product.id, i.quantity])).toEqual([[product.id, 2]]);
});

test("an out-of-stock product cannot be added", async ({ page, request }) => {
  const session = await registerAndLogin(page);
  const all = (await (await request.get("/api/market/products/?page_size=100")).json()) as {
    results: ApiProduct[];
  };
  const soldOut = all.results.find((p) => p.stock === 0);
  if (!soldOut) throw new Error("the demo catalogue needs an out-of-stock product");

  await page.goto(`/market?product=${soldOut.id}`);
  const dialog = page.getByRole("dialog", { name: soldOut.name });
  await expect(dialog.getByText("Out of Stock")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  // The server refuses too.
  const refused = await request.post("/api/market/cart/add_item/", {
    headers: { Authorization: `Bearer ${session.access}` },
    data: { product_id: soldOut.id, quantity: 1 },
  });
  expect(refused.status()).toBe(400);
});

test("empty cart, then the connection error with a working retry", async ({ page }) => {
  await registerAndLogin(page);
  await page.goto("/market/cart");
  await expect(page.getByText("Your Cart is Empty")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Products", exact: true })).toHaveAttribute(
    "href",
    "/market",
  );

  const cartUrl = "**/api/market/cart/my_cart/";
  await page.route(cartUrl, (route) => route.fulfill({ status: 503, json: { detail: "Unavailable" } }));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Connection Error" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Failed to load your cart. Please try again.")).toBeVisible();
  await page.unroute(cartUrl);
  await page.getByRole("button", { name: "Retry Connection" }).click();
  await expect(page.getByText("Your Cart is Empty")).toBeVisible();
});

test("a failed removal says so and keeps the item", async ({ page, request }) => {
  const session = await registerAndLogin(page);
  const [product] = (await featuredFirstPage(request)).filter((p) => p.stock > 0);
  if (!product) throw new Error("no product in stock");
  await request.post("/api/market/cart/add_item/", {
    headers: { Authorization: `Bearer ${session.access}` },
    data: { product_id: product.id, quantity: 1 },
  });
  await page.goto("/market/cart");
  await page.route("**/api/market/cart/*/", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 500, json: { detail: "x" } })
      : route.fallback(),
  );
  await page.getByRole("button", { name: `Remove ${product.name} from cart` }).click();
  await page
    .getByRole("alertdialog", { name: "Remove this item?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByText("Failed to remove item. Please try again.", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your Cart" }).getByRole("listitem")).toHaveCount(1);
});

test("screenshots at 375 and 1280 px, and no serious axe violations on /market/cart", async ({
  page,
  request,
}) => {
  const session = await registerAndLogin(page);
  for (const product of (await featuredFirstPage(request)).filter((p) => p.stock > 2).slice(0, 3)) {
    await request.post("/api/market/cart/add_item/", {
      headers: { Authorization: `Bearer ${session.access}` },
      data: { product_id: product.id, quantity: 2 },
    });
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/market/cart");
    await expect(page.getByRole("list", { name: "Your Cart" }).getByRole("listitem")).toHaveCount(3);
    await keepScreenshot(page, { path: `/tmp/cart-${width}.png`, fullPage: true });
  }
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.getByRole("radio", { name: /WhatsApp Payment/ }).check();
  await keepScreenshot(page, { path: "/tmp/cart-checkout-1280.png" });
  await page.keyboard.press("Escape");
  await expectNoSeriousAxeViolations(page);
});

test("a failed quantity change rolls back with an error toast; the badge follows plus and removal", async ({
  page,
  request,
}) => {
  const session = await registerAndLogin(page);
  const [first, second] = (await featuredFirstPage(request)).filter((p) => p.stock >= 3);
  if (!first || !second) throw new Error("the demo catalogue needs two products with stock ≥ 3");
  for (const product of [first, second]) {
    await request.post("/api/market/cart/add_item/", {
      headers: { Authorization: `Bearer ${session.access}` },
      data: { product_id: product.id, quantity: 1 },
    });
  }
  await page.goto("/market/cart");
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  // Plus: the header's badge counts the new quantity.
  const stepper = page.getByRole("group", { name: `Quantity of ${first.name}` });
  const plus = stepper.getByRole("button", { name: "Increase quantity" });
  const patched = page.waitForResponse(
    (r) => r.url().includes("/api/market/cart/items/") && r.request().method() === "PATCH",
  );
  await plus.click();
  expect((await patched).ok()).toBe(true);
  await expect(stepper.getByRole("status")).toHaveText("2");
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  const before = await myCart(request, session);
  await expect(page.getByTestId("cart-total")).toHaveText(rwf(before.total_price));

  // The next PATCH fails (500): held until the optimistic 3 has shown, then it rolls back to 2.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/market/cart/items/*/", async (route) => {
    if (route.request().method() !== "PATCH") return route.fallback();
    await held;
    await route.fulfill({ status: 500, json: { detail: "Server error" } });
  });
  await plus.click();
  await expect(stepper.getByRole("status")).toHaveText("3");
  release();
  await expect(page.getByText("Failed to update the quantity. Please try again.").first()).toBeVisible();
  await expect(stepper.getByRole("status")).toHaveText("2");
  await expect(page.getByTestId("cart-total")).toHaveText(rwf(before.total_price));
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  const after = await myCart(request, session);
  expect(after.items.map((i) => [i.product.id, i.quantity])).toEqual(
    before.items.map((i) => [i.product.id, i.quantity]),
  );
  await page.unroute("**/api/market/cart/items/*/");

  // Removal: the badge drops by the removed line's quantity.
  await page.getByRole("button", { name: `Remove ${second.name} from cart` }).click();
  await page
    .getByRole("alertdialog", { name: "Remove this item?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByRole("list", { name: "Your Cart" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
});
