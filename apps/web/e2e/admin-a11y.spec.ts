import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { openSection, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoSeriousAxeViolations, keepScreenshot, registerViaApi, uniqueUser } from "./support.ts";

const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), "heritage-e2e-screens");
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/**
 * The screen as it stands, on the laptop and then on the phone (the window resized in place, the
 * way a person turns a tablet): axe at each width, and a picture for a person when asked. It ends
 * on the laptop, where the portal goes on. One sign-in and one visit per screen serve both widths
 * (the whole tour ran once per width); every check of the two runs is still made.
 */
async function checkBothWidths(page: Page, label: string, fullPage = true) {
  for (const viewport of [LAPTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoSeriousAxeViolations(page, `${label} at ${viewport.width} px`);
    const name = `admin-${label.toLowerCase().replace(/\W+/g, "-")}-${viewport.width}.png`;
    await keepScreenshot(page, { path: path.join(SHOTS, name), fullPage });
  }
  await page.setViewportSize(LAPTOP);
}

test.use({ viewport: LAPTOP });

// Two tests, the screens and then the dialogs, so that the two workers share the 29 axe runs.
test("admin portal at 1280 and 375 px: sign-in page and every section, no serious axe violations; screenshots", async ({
  page,
}) => {
  // Sixteen axe runs and full-page screenshots in one test.
  test.setTimeout(240_000);
  await page.goto("/dhp/admin/login");
  await expect(page.getByRole("button", { name: "Sign In Securely" })).toBeVisible();
  await checkBothWidths(page, "sign-in");

  await signInAsAdmin(page);
  await expect(page.getByText("Value in carts")).toBeVisible();
  await checkBothWidths(page, "dashboard");

  for (const section of ["Categories", "Products", "Customers", "Orders", "Carts", "Settings"]) {
    await openSection(page, section);
    await page.waitForLoadState("networkidle");
    await checkBothWidths(page, section);
  }
});

test("admin portal at 1280 and 375 px: the forms, details and confirmations, and the phone menu, no serious axe violations", async ({
  page,
}) => {
  // Thirteen axe runs in one test.
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  await expect(page.getByText("Value in carts")).toBeVisible();
  await openSection(page, "Products");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByRole("dialog", { name: "Add Product" })).toBeVisible();
  await checkBothWidths(page, "product form", false);
  await page.keyboard.press("Escape");

  await openSection(page, "Categories");
  await page.getByRole("button", { name: "Add Category" }).click();
  await expect(page.getByRole("dialog", { name: "Add Category" })).toBeVisible();
  await checkBothWidths(page, "category form", false);
  await page.keyboard.press("Escape");
  await page
    .getByRole("button", { name: /^View / })
    .first()
    .click();
  const details = page.getByRole("dialog", { name: "Category details" });
  await expect(details).toBeVisible();
  await checkBothWidths(page, "category details", false);
  await details.getByRole("button", { name: "Delete" }).click();
  await expect(details.getByRole("button", { name: "Yes, delete" })).toBeVisible();
  await checkBothWidths(page, "category delete confirmation", false);
  await details.getByRole("button", { name: "Cancel" }).click();
  await page.keyboard.press("Escape");

  const customer = await registerViaApi(page.request, uniqueUser("axe"));
  await openSection(page, "Customers");
  await page.getByRole("searchbox", { name: "Search customers" }).fill(customer.username);
  await page.getByRole("button", { name: `Edit ${customer.username}` }).click();
  await expect(page.getByRole("dialog", { name: "Edit Customer" })).toBeVisible();
  await checkBothWidths(page, "customer edit", false);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: `Delete ${customer.username}` }).click();
  const confirm = page.getByRole("alertdialog", {
    name: "Are you sure you want to delete this customer?",
  });
  await expect(confirm).toBeVisible();
  await checkBothWidths(page, "customer delete confirmation", false);
  await confirm.getByRole("button", { name: "Cancel" }).click();

  // The phone's own menu.
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog").getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "phone menu");
  await keepScreenshot(page, { path: path.join(SHOTS, "admin-menu-375.png") });
});
