import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support.ts";

for (const path of ["/", "/login", "/register", "/about", "/involved"]) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
