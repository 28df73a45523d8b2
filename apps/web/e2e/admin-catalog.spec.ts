import { expect, type Page, test } from "@playwright/test";
import { centreColour, openSection, pngOf, signInAsAdmin } from "./admin-helpers.ts";
import { ADMIN, fetchCategories, loginViaApi } from "./support.ts";

type ApiProduct = {
  id: number;
  name: string;
  price: string;
  images: Array<{ image: string; is_primary: boolean }>;
};

async function adminHeaders(page: Page) {
  const { access } = await loginViaApi(page.request, ADMIN.username, ADMIN.password);
  return { authorization: `Bearer ${access}` };
}

/** The market's search, as a shopper types it; the results replace the home sections. */
async function searchMarket(market: Page, term: string) {
  await market.getByRole("searchbox", { name: "Search products" }).fill(term);
  await market.getByRole("searchbox", { name: "Search products" }).press("Enter");
  await expect(market.getByRole("region", { name: `Results for “${term}”` })).toBeVisible();
}

const marketCard = (market: Page, name: string) =>
  market
    .getByRole("region", { name: /^Results for/ })
    .getByRole("article")
    .filter({ has: market.getByRole("button", { name: `View details of ${name}`, exact: true }) });

// Serial: the product goes into the category the first test adds. Uploads and image processing on a
// shared two-core machine are slow, hence the longer timeout.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.describe("catalogue administration", () => {
  const stamp = Date.now().toString(36);
  const categoryName = `Inanga Zithers ${stamp}`;
  const productName = `Inanga of the hills ${stamp}`;

  test("add a category with an image; the list shows pages of 8", async ({ page }) => {
    await signInAsAdmin(page);
    await openSection(page, "Categories");
    await page.getByRole("button", { name: "Add Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    await dialog.getByLabel("Name", { exact: true }).fill(categoryName);
    await expect(dialog.getByLabel("Slug")).toHaveValue(new RegExp(`^inanga-zithers-${stamp}_[a-z0-9]{6}$`));
    await dialog.getByLabel("Description", { exact: true }).fill("Trough zithers with eight strings.");
    await dialog.locator('input[type="file"]').setInputFiles(await pngOf(page, "#9a3f1c", "inanga.png"));
    await expect(dialog.getByRole("img", { name: "Chosen category image" })).toBeVisible();
    await dialog.getByRole("button", { name: "Add Category" }).click();
    await expect(dialog.getByText("Category added successfully!")).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const all = await fetchCategories(page.request);
    const created = all.find((category) => category.name === categoryName);
    expect(created?.image).toMatch(/^\/media\/.+\.webp$/);

    const pages = Math.ceil(all.length / 8);
    const pager = page.getByRole("navigation", { name: "Category pages" });
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(1 + Math.min(8, all.length));
    await expect(pager.getByRole("button", { name: `Page ${pages}` })).toBeVisible();
    await pager.getByRole("button", { name: `Page ${pages}` }).click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(1 + all.length - (pages - 1) * 8);
    // Sorted by name, the new category is on one of the pages; find it through its details.
    for (let p = 1; p <= pages; p++) {
      await pager.getByRole("button", { name: `Page ${p}` }).click();
      if (await page.getByRole("button", { name: `View ${categoryName}` }).isVisible()) break;
    }
    await page.getByRole("button", { name: `View ${categoryName}` }).click();
    const details = page.getByRole("dialog", { name: "Category details" });
    await expect(details).toContainText("Trough zithers with eight strings.");
    await expect(details.getByRole("button", { name: "Edit" })).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test("add a product with three images, make the second primary, edit its price, see it in the market, delete it", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openSection(page, "Products");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    const files = [
      await pngOf(page, "#ff0000", "red.png"),
      await pngOf(page, "#00ff00", "green.png"),
      await pngOf(page, "#0000ff", "blue.png"),
    ];
    await dialog.getByTestId("product-image-input").setInputFiles(files);
    const tiles = dialog.getByRole("list", { name: "Images" }).getByRole("img");
    await expect(tiles).toHaveCount(3);
    await expect(dialog.getByText("Primary", { exact: true })).toHaveCount(1);
    await dialog.getByRole("button", { name: "Set image 2 as primary" }).click();
    await dialog.getByLabel("Name", { exact: true }).fill(productName);
    await dialog
      .getByLabel("Description", { exact: true })
      .fill("A trough zither carved from one piece of wood.");
    await dialog.getByLabel("Price (RWF)", { exact: true }).fill("48000");
    await dialog.getByLabel("Original price (RWF)").fill("52000");
    await dialog.getByLabel("Stock", { exact: true }).fill("4");
    await dialog.getByLabel("Category").selectOption({ label: categoryName });
    await dialog.getByLabel("Featured product").check();
    await dialog.getByRole("button", { name: "Add Product" }).click();
    // One check for both lines: the dialog closes itself 1.5 s after success, and on a loaded
    // machine it closed between two separate checks.
    await expect(dialog).toContainText(
      /Product added successfully![\s\S]*The product has been added to your marketplace\./,
    );
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const headers = await adminHeaders(page);
    const found = (await (
      await page.request.get(`/api/market/products/?search=${encodeURIComponent(productName)}`, { headers })
    ).json()) as { results: ApiProduct[] };
    const product = found.results.find((candidate) => candidate.name === productName)!;
    expect(product.images).toHaveLength(3);
    const primary = product.images.find((image) => image.is_primary)!;
    const [r = 0, g = 0, b = 0] = await centreColour(page, primary.image);
    expect(g).toBeGreaterThan(200);
    expect(r + b).toBeLessThan(60);

    // The top bar's search filters the product list on the server.
    await page.getByRole("searchbox", { name: "Search products" }).fill(productName);
    await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
    await expect(page.getByText("1 product", { exact: true })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(productName) });
    await expect(row).toContainText("4 in stock");
    await expect(row).toContainText("Active");
    await expect(row).toContainText("Featured");
    await expect(row).toContainText("RWF 48,000");

    await page.getByRole("button", { name: `Edit ${productName}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await expect(edit.getByLabel("Price (RWF)", { exact: true })).toHaveValue("48000");
    await edit.getByLabel("Price (RWF)", { exact: true }).fill("45500");
    await edit.getByRole("button", { name: "Update Product" }).click();
    await expect(edit.getByText("Product updated successfully!")).toBeVisible();
    await expect(edit).toBeHidden({ timeout: 5000 });
    await expect(row).toContainText("RWF 45,500");

    const after = (await (
      await page.request.get(`/api/market/products/${product.id}/`)
    ).json()) as ApiProduct;
    expect(after.price).toBe("45500.00");
    expect(after.images.find((image) => image.is_primary)?.image).toBe(primary.image);

    // The shoppers' side: the product's details in the market show the new price.
    const market = await page.context().newPage();
    await market.goto(`/market?product=${product.id}`);
    const details = market.getByRole("dialog");
    await expect(details).toContainText(productName);
    await expect(details).toContainText("RWF 45,500");
    // And in the listing: a search for the name shows its card with the new price.
    await market.goto("/market");
    await searchMarket(market, productName);
    const card = marketCard(market, productName);
    await expect(card.getByText("RWF 45,500", { exact: true })).toBeVisible();
    await expect(card.locator("s")).toHaveText("Was RWF 52,000");
    await market.close();

    await page.getByRole("button", { name: `View ${productName}` }).click();
    const view = page.getByRole("dialog", { name: "Product details" });
    await expect(view).toContainText("A trough zither carved from one piece of wood.");
    await expect(view).toContainText(categoryName);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: `Delete ${productName}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this product?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No products found.")).toBeVisible();
    await expect(page.getByText("Try different filters")).toBeVisible();
    expect((await page.request.get(`/api/market/products/${product.id}/`)).status()).toBe(404);
    // Gone from the shoppers' search too.
    const shopper = await page.context().newPage();
    await shopper.goto("/market");
    await searchMarket(shopper, productName);
    await expect(shopper.getByText("No products found", { exact: true })).toBeVisible();
    await expect(marketCard(shopper, productName)).toHaveCount(0);
    await shopper.close();
  });

  test("the category can be deleted once empty, from its details", async ({ page }) => {
    await signInAsAdmin(page);
    await openSection(page, "Categories");
    const pager = page.getByRole("navigation", { name: "Category pages" });
    const view = page.getByRole("button", { name: `View ${categoryName}` });
    for (let p = 1; !(await view.isVisible()); p++)
      await pager.getByRole("button", { name: `Page ${p}` }).click();
    await view.click();
    const details = page.getByRole("dialog", { name: "Category details" });
    await details.getByRole("button", { name: "Delete" }).click();
    await details.getByRole("button", { name: "Yes, delete" }).click();
    await expect(details).toBeHidden();
    const all = await fetchCategories(page.request);
    expect(all.some((category) => category.name === categoryName)).toBe(false);
  });
});
