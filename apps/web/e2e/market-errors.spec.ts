import { expect, type Page, test } from "@playwright/test";
import { openMarketInTheBrowser } from "./support.ts";

/**
 * product §8's market error states, provoked with route interception: the home grid, the details
 * modal's category block and the failed featured fetch. (Category sections: market.spec.ts.) The server
 * draws /market with its products (decision 228), so the market is reached by the app's own navigation,
 * whose requests the browser makes and the route fails.
 */

type ApiProduct = { id: number; name: string; category: number };

const recommended = (page: Page) => page.getByRole("region", { name: "Recommended Items" });

/** The home grid's own request: products with no category, no featured flag and no search. */
const homeGrid = (url: URL) =>
  url.pathname === "/api/market/products/" &&
  !url.searchParams.has("category") &&
  !url.searchParams.has("is_featured") &&
  !url.searchParams.has("search");

test("home grid: 'Failed to load products. Please try again later.' with a button that reloads", async ({
  page,
}) => {
  await page.route(homeGrid, (route) => route.fulfill({ status: 500, json: { detail: "Server error" } }));
  await openMarketInTheBrowser(page);
  const section = recommended(page);
  // Server errors are tried three times (with backoff) before the state shows.
  await expect(section.getByText("Failed to load products. Please try again later.")).toBeVisible({
    timeout: 20_000,
  });
  await expect(section.getByRole("article")).toHaveCount(0);

  await page.unroute(homeGrid);
  const reloaded = page.waitForEvent("load");
  await section.getByRole("button", { name: "Reload page" }).click();
  await reloaded;
  await expect(recommended(page).getByRole("article")).toHaveCount(8);
});

test("details modal: 'Failed to load category information' when the category cannot be read", async ({
  page,
  request,
}) => {
  const listing = await request.get("/api/market/products/?ordering=featured&page_size=1");
  const [product] = ((await listing.json()) as { results: ApiProduct[] }).results;
  if (!product) throw new Error("the demo catalogue is empty");
  const categoryDetail = `**/api/market/categories/${product.category}/`;
  await page.route(categoryDetail, (route) => route.fulfill({ status: 500, json: { detail: "x" } }));
  await page.goto(`/market?product=${product.id}`);
  const dialog = page.getByRole("dialog", { name: product.name });
  await expect(dialog.getByRole("alert")).toHaveText("Failed to load category information", {
    timeout: 20_000,
  });
  // The rest of the product is still there.
  await expect(dialog.getByRole("heading", { name: "Description" })).toBeVisible();
});

test("a failed featured fetch reads 'No Featured Products' / 'Exciting products coming soon!'", async ({
  page,
}) => {
  const featured = (url: URL) =>
    url.pathname === "/api/market/products/" && url.searchParams.get("is_featured") === "true";
  await page.route(featured, (route) => route.fulfill({ status: 500, json: { detail: "Server error" } }));
  await openMarketInTheBrowser(page);
  const hero = page.getByRole("region", { name: "Featured pieces" });
  await expect(hero.getByRole("heading", { name: "No Featured Products" })).toBeVisible({ timeout: 20_000 });
  await expect(hero.getByText("Exciting products coming soon!")).toBeVisible();
  // The rest of the market works.
  await expect(recommended(page).getByRole("article")).toHaveCount(8);
});
