import { expect, type Page, test } from "@playwright/test";
import { pngOf } from "./admin-helpers.ts";
import { openShopViaApi } from "./selling-support.ts";
import { expectNoSeriousAxeViolations, injectSession, loginAsAdmin } from "./support.ts";

/**
 * The second slice against the real server, on a phone: a maker whose shop is open adds a
 * product with a picture and a French name through the shop's own product form, sends it for review;
 * the admin sends it back with what to change; the maker changes it and sends it again; the admin
 * puts it on sale; the market (in French too) and the maker's page show it; the maker sets its stock.
 */
test.describe.configure({ timeout: 300_000 });
const slow = expect.configure({ timeout: 45_000 });
const stamp = Date.now().toString(36);
const productName = `Agaseke basket ${stamp}`;
const frenchName = `Panier agaseke ${stamp}`;

async function adminQueue(page: Page) {
  await loginAsAdmin(page);
  await page.goto("/admin/creators");
  await slow(page.getByRole("heading", { level: 1, name: "Creators" })).toBeVisible();
  await page.getByRole("tab", { name: "Selling" }).click();
  return page.getByRole("region", { name: "Listings to review" }).getByRole("article", { name: productName });
}

test("a maker lists a piece, the admin sends it back, then puts it on sale; the maker sets its stock", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const maker = await openShopViaApi(page.request, stamp);
  await injectSession(page, maker.session);
  await page.goto("/selling");
  await slow(page.getByText("Your shop is open")).toBeVisible();
  await expect(page.getByText("You have no products yet.")).toBeVisible();
  await page.getByRole("link", { name: "Add a product" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Add a product" })).toBeVisible();

  // The shop's own form and rules: nothing is sent without a picture.
  await page.getByLabel("Name", { exact: true }).fill(productName);
  await page.getByLabel("Description", { exact: true }).fill("Sisal and sweetgrass, coiled by hand.");
  await page.getByLabel("Price (RWF)", { exact: true }).fill("18000");
  await page.getByLabel("Stock", { exact: true }).fill("3");
  await page.getByLabel("Category").selectOption({ index: 1 });
  await expect(page.getByLabel("Featured product")).toHaveCount(0);
  await page.getByRole("button", { name: "Add Product" }).click();
  await slow(page.getByText("At least one image is required")).toBeVisible();
  await page.getByTestId("product-image-input").setInputFiles(await pngOf(page, "#9a3f1c", "basket.png"));
  await page.getByRole("tab", { name: /^Français/ }).click();
  await page.getByLabel("Name", { exact: true }).fill(frenchName);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Add Product" }).click();
  await slow(page).toHaveURL(/\/selling$/);
  let card = page.getByRole("article", { name: productName });
  await slow(card.getByText("Draft")).toBeVisible();
  await card.getByRole("button", { name: "Send for review" }).click();
  await slow(card.getByText("Waiting for review")).toBeVisible();

  // The admin sends it back with what to change.
  let review = await adminQueue(page);
  await slow(review).toBeVisible();
  await expect(review.getByText("RWF 18,000")).toBeVisible();
  await review.getByRole("button", { name: "Send back" }).click();
  const dialog = page.getByRole("dialog", { name: `Send back ${productName}` });
  await dialog.getByLabel("What to change").fill("Please say how big the basket is.");
  await dialog.getByRole("button", { name: "Send back to the maker" }).click();
  await slow(review).toBeHidden();

  // The maker reads why, changes the description and sends it again.
  await injectSession(page, maker.session);
  await page.goto("/selling");
  card = page.getByRole("article", { name: productName });
  await slow(card.getByText("Sent back to you")).toBeVisible();
  await expect(card.getByText("Please say how big the basket is.")).toBeVisible();
  await card.getByRole("link", { name: `Edit ${productName}` }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Edit product" })).toBeVisible();
  await page
    .getByLabel("Description", { exact: true })
    .fill("Sisal and sweetgrass, coiled by hand; 30 cm high.");
  await page.getByRole("button", { name: "Update Product" }).click();
  await slow(page).toHaveURL(/\/selling$/);
  card = page.getByRole("article", { name: productName });
  await slow(card.getByText("Draft")).toBeVisible();
  await card.getByRole("button", { name: "Send for review" }).click();
  await slow(card.getByText("Waiting for review")).toBeVisible();

  // The admin puts it on sale.
  review = await adminQueue(page);
  await slow(review.getByText("30 cm high")).toBeVisible();
  await review.getByRole("button", { name: "Put on sale" }).click();
  await slow(review).toBeHidden();

  // On sale: the market finds it (in French by its French name), the maker's page shows it.
  await page.goto(`/market?q=${encodeURIComponent(productName)}`);
  await slow(page.getByRole("heading", { name: productName }).first()).toBeVisible();
  await page.goto(`/makers/${maker.slug}`);
  await slow(page.getByText(productName)).toBeVisible();
  const french = await page.request.get(`/api/market/products/?search=${encodeURIComponent(stamp)}&lang=fr`);
  expect(((await french.json()) as { results: { name: string }[] }).results.map((p) => p.name)).toContain(
    frenchName,
  );

  // The stock is the maker's to set at once; the listing stays on sale.
  await injectSession(page, maker.session);
  await page.goto("/selling");
  card = page.getByRole("article", { name: productName });
  await slow(card.getByText("On sale")).toBeVisible();
  await card.getByLabel("Stock").fill("7");
  await card.getByRole("button", { name: "Save stock" }).click();
  await slow(card.getByText("Stock saved.")).toBeVisible();
  await expect(card.getByText("On sale")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
