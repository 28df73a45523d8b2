import { expect, test } from "@playwright/test";
import { keepScreenshot } from "./support.ts";

/** A one-letter slip still finds the baskets, as suggestions while typing and as results. */
test("typing 'baskte' suggests a basket under the search box, and Enter shows basket results", async ({
  page,
}, testInfo) => {
  await page.goto("/market");
  const box = page.getByRole("searchbox", { name: "Search products" });
  await box.fill("baskte");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option", { name: /Basket/ }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("combobox", { name: "Search products" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(
    page.getByRole("status").filter({ hasText: /suggestions?, use the up and down arrows/ }),
  ).toHaveCount(1);
  // The arrows move through the options with the focus kept in the box.
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);
  await box.press("Escape");
  await expect(list).toBeHidden();

  await box.press("Enter");
  const results = page.getByRole("region", { name: "Results for “baskte”" });
  await expect(results.getByRole("button", { name: /^View details of .*Basket/ }).first()).toBeVisible({
    timeout: 20_000,
  });

  // At phone width the list fits under the box (looked at by eye: test-results screenshot).
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/market");
  await page.getByRole("searchbox", { name: "Search products" }).fill("agaseke");
  await expect(list.getByRole("option").first()).toBeVisible({ timeout: 20_000 });
  const box375 = await list.boundingBox();
  expect(box375?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box375?.x ?? 0) + (box375?.width ?? 999)).toBeLessThanOrEqual(375);
  await keepScreenshot(page, { path: testInfo.outputPath("suggestions-375.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(page, { path: testInfo.outputPath("suggestions-1280.png") });
});
