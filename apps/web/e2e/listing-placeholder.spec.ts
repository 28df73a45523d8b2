import { expect, type Page, test } from "@playwright/test";

/**
 * "keep the skeletons the same size as what replaces them". While the market home's listing
 * code is on its way, its placeholder (toolbar, cards, pages) must start the cards where the listing
 * will and give them the cards' height, so someone who has scrolled down sees nothing jump. The
 * listing's chunk is held back here until the placeholder has been measured. Since decision 228 a
 * /market opened from its address comes drawn by the server, listing included; the placeholder is what
 * a person sees arriving from another page of the app, as here.
 */

type Box = { gridTop: number; cardHeight: number };

/** Where the recommended section's grid starts (from the section's top) and its first card's height. */
async function measure(page: Page, cardSelector: string): Promise<Box> {
  return page.evaluate((selector) => {
    const section = document.querySelector("#recommended-heading")?.closest("section");
    const card = section?.querySelector(selector);
    if (!section || !card) throw new Error(`no ${selector} in the recommended section`);
    const grid = card.parentElement as HTMLElement;
    return {
      gridTop: Math.round(grid.getBoundingClientRect().top - section.getBoundingClientRect().top),
      cardHeight: Math.round(card.getBoundingClientRect().height),
    };
  }, cardSelector);
}

for (const width of [375, 1280]) {
  test(`the listing's placeholder holds the listing's place at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/product-listing-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Visit the marketplace" }).click();

    const placeholder = page.locator("section:has(#recommended-heading) [role=status]");
    await expect(placeholder).toBeVisible();
    const before = await measure(page, "[role=status] .grid > div");

    release();
    await expect(page.locator("#products article").first()).toBeVisible();
    const after = await measure(page, "#products article");

    // The toolbar's placeholder wraps on the same lines as the toolbar: the cards start at the same place.
    expect(Math.abs(before.gridTop - after.gridTop)).toBeLessThanOrEqual(2);
    // A card's height follows its texts (a name on one line or two, an old price or none): within 10 %.
    expect(Math.abs(before.cardHeight - after.cardHeight) / after.cardHeight).toBeLessThanOrEqual(0.1);
  });
}
