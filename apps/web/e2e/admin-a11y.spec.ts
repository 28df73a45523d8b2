import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { openSection, signInAsAdmin } from "./admin-helpers.ts";
import { registerViaApi, uniqueUser } from "./support.ts";

const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), "heritage-e2e-screens");

async function expectNoSeriousViolations(page: Page, label: string) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.html.slice(0, 160)}`).join(", ")}`,
    );
  expect(serious, `${label}: ${serious.join("\n")}`).toEqual([]);
}

for (const width of [1280, 375]) {
  test.describe(`admin portal at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 812 } });
    // Fourteen axe runs and full-page screenshots in one test.
    test.setTimeout(180_000);

    test("sign-in page and every section: no serious axe violations; screenshots", async ({ page }) => {
      await page.goto("/dhp/admin/login");
      await expect(page.getByRole("button", { name: "Sign In Securely" })).toBeVisible();
      await expectNoSeriousViolations(page, "sign-in");
      await page.screenshot({ path: path.join(SHOTS, `admin-sign-in-${width}.png`), fullPage: true });

      await signInAsAdmin(page);
      await expect(page.getByText("Value in carts")).toBeVisible();
      await expectNoSeriousViolations(page, "dashboard");
      await page.screenshot({ path: path.join(SHOTS, `admin-dashboard-${width}.png`), fullPage: true });

      for (const section of ["Categories", "Products", "Customers", "Orders", "Carts", "Settings"]) {
        await openSection(page, section);
        await page.waitForLoadState("networkidle");
        await expectNoSeriousViolations(page, section);
        await page.screenshot({
          path: path.join(SHOTS, `admin-${section.toLowerCase()}-${width}.png`),
          fullPage: true,
        });
      }

      await openSection(page, "Products");
      await page.getByRole("button", { name: "Add Product" }).click();
      await expect(page.getByRole("dialog", { name: "Add Product" })).toBeVisible();
      await expectNoSeriousViolations(page, "product form");
      await page.screenshot({ path: path.join(SHOTS, `admin-product-form-${width}.png`) });
      await page.keyboard.press("Escape");

      await openSection(page, "Categories");
      await page.getByRole("button", { name: "Add Category" }).click();
      await expect(page.getByRole("dialog", { name: "Add Category" })).toBeVisible();
      await expectNoSeriousViolations(page, "category form");
      await page.keyboard.press("Escape");
      await page
        .getByRole("button", { name: /^View / })
        .first()
        .click();
      const details = page.getByRole("dialog", { name: "Category details" });
      await expect(details).toBeVisible();
      await expectNoSeriousViolations(page, "category details");
      await details.getByRole("button", { name: "Delete" }).click();
      await expect(details.getByRole("button", { name: "Yes, delete" })).toBeVisible();
      await expectNoSeriousViolations(page, "category delete confirmation");
      await details.getByRole("button", { name: "Cancel" }).click();
      await page.keyboard.press("Escape");

      const customer = await registerViaApi(page.request, uniqueUser("axe"));
      await openSection(page, "Customers");
      await page.getByRole("searchbox", { name: "Search customers" }).fill(customer.username);
      await page.getByRole("button", { name: `Edit ${customer.username}` }).click();
      await expect(page.getByRole("dialog", { name: "Edit Customer" })).toBeVisible();
      await expectNoSeriousViolations(page, "customer edit");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: `Delete ${customer.username}` }).click();
      const confirm = page.getByRole("alertdialog", {
        name: "Are you sure you want to delete this customer?",
      });
      await expect(confirm).toBeVisible();
      await expectNoSeriousViolations(page, "customer delete confirmation");
      await confirm.getByRole("button", { name: "Cancel" }).click();

      if (width < 768) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(
          page.getByRole("dialog").getByRole("navigation", { name: "Admin sections" }),
        ).toBeVisible();
        await expectNoSeriousViolations(page, "phone menu");
        await page.screenshot({ path: path.join(SHOTS, `admin-menu-${width}.png`) });
      }
    });
  });
}
