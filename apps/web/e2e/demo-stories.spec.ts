import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support.ts";

/**
 * The small things a browser sees: a demo piece tells its maker's story, in the reader's
 * language, and the market behind a product opened by its link keeps the window's width.
 */

const CLASSIC = "Agaseke Peace Basket, Classic";
const FIRST_LOAD = { timeout: 45_000 };

async function classicId(request: import("@playwright/test").APIRequestContext): Promise<number> {
  const found = await request.get(`/api/market/products/?search=${encodeURIComponent(CLASSIC)}`);
  const { results } = (await found.json()) as { results: { id: number; name: string }[] };
  const product = results.find((p) => p.name === CLASSIC);
  expect(product).toBeDefined();
  return product!.id;
}

test("a demo piece opened by its link tells its maker's story in Kinyarwanda, the market full width behind", async ({
  page,
  request,
}) => {
  const id = await classicId(request);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/market?product=${id}&lang=rw`);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog");
    const story = dialog.getByRole("region", { name: "Inkuru y’iki gihangano" });
    await expect(story).toBeVisible(FIRST_LOAD);
    await expect(story.getByRole("link", { name: "Claudine Mukamana, ipaji y’umuhanzi" })).toBeVisible();
    await expect(story.getByText("Agaseke", { exact: true })).toBeVisible();
    // The gallery's work of the tradition, in Kinyarwanda (its translation, not the English title).
    const work = story.getByRole("link").nth(1);
    await expect(work).toHaveAttribute("lang", "rw");
    await expect(work).not.toHaveText("Agaseke, the Peace Basket");

    // The page behind the dialog keeps the window's width (it once collapsed to ~260 px).
    const widths = await page.evaluate(() =>
      ["header", "main"].map((selector) => document.querySelector(selector)!.getBoundingClientRect().width),
    );
    expect(widths).toEqual([width, width]);
  }
});
