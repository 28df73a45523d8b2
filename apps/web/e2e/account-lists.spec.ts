import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  expectFitsWidths,
  expectNoSeriousAxeViolations,
  keepScreenshot,
  type LoginAnswer,
  registerAndLogin,
} from "./support.ts";

/** Saved addresses that checkout prefills, and the wishlist page. */

type ApiProduct = { id: number; name: string; stock: number };

async function productsInStock(request: APIRequestContext, count: number): Promise<ApiProduct[]> {
  const answer = await request.get("/api/market/products/?page=1&page_size=20");
  const products = ((await answer.json()) as { results: ApiProduct[] }).results.filter((p) => p.stock > 2);
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

const bearer = (session: LoginAnswer) => ({ Authorization: `Bearer ${session.access}` });
// A screen's first visit loads its chunk and texts: on a loaded machine that takes longer than 10 s.
const FIRST_LOAD = { timeout: 45_000 };

// One journey across both widths (it ran once per width): the address is saved on a
// 375 px phone, checked at 1280 px in place, and checkout prefills it on the laptop, then the phone.
test("a saved default address prefills checkout, still editable, at 375 and 1280 px", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 850 });
  const shopper = await registerAndLogin(page);
  const [product] = await productsInStock(request, 1);
  await request.post("/api/market/cart/add_item/", {
    data: { product_id: product!.id, quantity: 1 },
    headers: bearer(shopper),
  });

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "My addresses" });
  await expect(section.getByText("No saved address yet.")).toBeVisible(FIRST_LOAD);
  await section.getByRole("button", { name: "Add an address" }).click();
  await section.getByLabel("Name of the address").fill("Home");
  await section.getByLabel("Phone number").fill("0788 123 456");
  await section.getByLabel("Street, house, landmark").fill("KN 3 Rd 5, near the market");
  await section.getByRole("button", { name: "Save address" }).click();
  // The checkout's own rules and messages.
  await expect(section.getByText("Choose the district to deliver to")).toBeVisible();
  await section.getByLabel("District").selectOption("Nyarugenge");
  await section.getByRole("button", { name: "Save address" }).click();
  const home = section.getByRole("listitem").filter({ hasText: "Home" });
  await expect(home.getByText("Default", { exact: true })).toBeVisible();
  await expect(home).toContainText("+250788123456");
  await expectFitsWidths(page, "addresses");

  await page.goto("/market/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click(FIRST_LOAD);
  const dialog = page.getByRole("dialog", { name: "Complete Your Payment" });
  await expect(dialog.getByLabel("Phone number")).toHaveValue("+250788123456", FIRST_LOAD);
  await expect(dialog.getByLabel("Delivery address")).toHaveValue("KN 3 Rd 5, near the market");
  await expect(dialog.getByLabel("District")).toHaveValue("Nyarugenge");
  // Still the shopper's to change.
  await dialog.getByLabel("Delivery address").fill("KG 7 Ave 12, Kacyiru");
  await expect(dialog.getByLabel("Delivery address")).toHaveValue("KG 7 Ave 12, Kacyiru");
  await dialog.getByLabel("District").selectOption("Gasabo");
  await expect(dialog.getByLabel("District")).toHaveValue("Gasabo");
  await expectFitsWidths(page, "checkout-prefilled", [1280, 375]);
  await expect(dialog.getByLabel("Delivery address")).toHaveValue("KG 7 Ave 12, Kacyiru");
  await expect(dialog.getByLabel("District")).toHaveValue("Gasabo");
});

test("the wishlist page moves a piece to the cart and removes another at 375 px", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 850 });
  const shopper = await registerAndLogin(page);
  const [first, second] = await productsInStock(request, 2);
  for (const product of [first!, second!]) {
    const toggled = await request.post("/api/market/wishlist/toggle_product/", {
      data: { product_id: product.id },
      headers: bearer(shopper),
    });
    expect(((await toggled.json()) as { is_wishlisted: boolean }).is_wishlisted).toBe(true);
  }

  // The market's phone menu leads there.
  await page.goto("/market");
  await page.getByRole("button", { name: "Open menu" }).click(FIRST_LOAD);
  await page
    .getByRole("navigation", { name: "Market menu" })
    .getByRole("link", { name: "My wishlist" })
    .click(FIRST_LOAD);
  await expect(page).toHaveURL(/\/wishlist$/, FIRST_LOAD);
  await expect(page.getByRole("heading", { name: "My wishlist", level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) }),
  ).toHaveCount(2);
  await keepScreenshot(page, { path: test.info().outputPath("wishlist-375.png"), fullPage: true });

  await page.getByRole("button", { name: `Move ${first!.name} to your cart` }).click();
  await expect(page.getByText(`${first!.name} is in your cart`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: first!.name, level: 2 })).toHaveCount(0);
  const cart = await request.get("/api/market/cart/my_cart/", { headers: bearer(shopper) });
  const items = ((await cart.json()) as { items: { product: { id: number } }[] }).items;
  expect(items.map((item) => item.product.id)).toEqual([first!.id]);

  await page.getByRole("button", { name: `Remove ${second!.name} from your wishlist` }).click();
  await expect(page.getByText("Your wishlist is empty")).toBeVisible();
  const wishlist = await request.get("/api/market/wishlist/", { headers: bearer(shopper) });
  expect(((await wishlist.json()) as { product_ids: number[] }).product_ids).toEqual([]);
  await keepScreenshot(page, { path: test.info().outputPath("wishlist-empty-375.png"), fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // The profile and the site's user menu lead there too.
  await page.setViewportSize({ width: 1280, height: 850 });
  await page.goto("/profile");
  await expect(page.getByRole("link", { name: /My wishlist/ })).toBeVisible(FIRST_LOAD);
  await page.getByRole("button", { name: /User menu for/ }).click();
  await expect(page.getByRole("menuitem", { name: "My wishlist" })).toBeVisible();
});
