import { expect, type Page, test } from "@playwright/test";
import {
  approvedCreatorViaApi,
  expectNoSeriousAxeViolations,
  injectSession,
  loginAsAdmin,
  registerAndLogin,
} from "./support.ts";

/**
 * The first slice against the real server, on a phone: an approved creator asks to sell (the
 * shared rules at the fields), the admin declines with a reason, the maker reads it and asks again,
 * the admin approves, and the maker's seller area shows the open shop. A shopper who is no creator
 * is sent to "Join as Creator" instead.
 */
test.describe.configure({ timeout: 240_000 });
const slow = expect.configure({ timeout: 30_000 });
const stamp = Date.now().toString(36);
const shopName = `Odile's baskets ${stamp}`;

async function asAdminOnSelling(page: Page) {
  await loginAsAdmin(page);
  // Every admin section has its own address (decision 222); the admin portal fits a phone too.
  await page.goto("/admin/creators");
  await slow(page.getByRole("heading", { level: 1, name: "Creators" })).toBeVisible();
  await page.getByRole("tab", { name: "Selling" }).click();
}

test("a maker asks to sell, is declined with a reason, asks again and opens a shop", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const maker = await approvedCreatorViaApi(page.request, {
    display_name: `Mukamana Odile ${stamp}`,
    community: "Nyakarambi",
    practice: "Agaseke baskets",
    statement: "I weave Agaseke baskets with the cooperative of Nyakarambi, as my mother taught me.",
  });

  // My Content leads to the seller area; the shared rules answer at the fields.
  await injectSession(page, maker.session);
  await page.goto("/my-content");
  await slow(page.getByRole("heading", { level: 1, name: "My Content" })).toBeVisible();
  await page.getByRole("link", { name: "Sell in the market" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Sell in the market" })).toBeVisible();
  await page.getByLabel("Shop name").fill(shopName);
  await page.getByLabel("Mobile money number to be paid on").fill("0252 123 456");
  await page.getByRole("button", { name: "Send my request" }).click();
  await slow(page.getByText("Enter an MTN or Airtel Rwanda number, like 078 123 4567")).toBeVisible();
  await expect(page.getByText("Choose the districts you ship from")).toBeVisible();
  await expect(page.getByText("Accept the terms for makers to sell")).toBeVisible();
  await page.getByLabel("Mobile money number to be paid on").fill("0731 234 567");
  await page.getByRole("checkbox", { name: "Kirehe" }).check();
  await page.getByRole("checkbox", { name: "I accept the terms for makers" }).check();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Send my request" }).click();
  await slow(
    page.getByText("Your request to sell is waiting for an administrator's decision."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Send my request" })).toHaveCount(0);

  // The admin declines it with a reason.
  await asAdminOnSelling(page);
  let request = page.getByRole("article", { name: shopName });
  await slow(request).toBeVisible();
  await expect(request.getByText("Airtel Money · +250731234567")).toBeVisible();
  await request.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: `Decline ${shopName}` });
  await dialog.getByLabel("Reason").fill("Please be paid on an MTN number registered in your own name.");
  await dialog.getByRole("button", { name: "Decline request" }).click();
  await slow(request).toBeHidden();

  // The maker reads the reason; the request comes back filled in, to correct and send again.
  await injectSession(page, maker.session);
  await page.goto("/selling");
  await slow(page.getByText("Your request to sell was declined.")).toBeVisible();
  await expect(page.getByText("Please be paid on an MTN number registered in your own name.")).toBeVisible();
  await expect(page.getByLabel("Shop name")).toHaveValue(shopName);
  await expect(page.getByRole("checkbox", { name: "Kirehe" })).toBeChecked();
  await page.getByLabel("Mobile money number to be paid on").fill("078 123 4567");
  await page.getByRole("checkbox", { name: "Ngoma" }).check();
  await page.getByRole("checkbox", { name: "I accept the terms for makers" }).check();
  await page.getByRole("button", { name: "Send my request" }).click();
  await slow(
    page.getByText("Your request to sell is waiting for an administrator's decision."),
  ).toBeVisible();

  // The admin approves: the shop opens.
  await asAdminOnSelling(page);
  request = page.getByRole("article", { name: shopName });
  await slow(request.getByText("MTN MoMo · +250781234567")).toBeVisible();
  await request.getByRole("button", { name: "Approve and open the shop" }).click();
  await slow(request).toBeHidden();

  await injectSession(page, maker.session);
  await page.goto("/selling");
  await slow(page.getByText("Your shop is open")).toBeVisible();
  await expect(page.getByRole("heading", { name: shopName })).toBeVisible();
  await expect(page.getByText("Kirehe, Ngoma")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("link", { name: "See my maker page" }).click();
  await slow(page).toHaveURL(new RegExp(`/makers/${maker.slug}$`));
});

test("a shopper who is no creator is asked to join as a creator first", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await registerAndLogin(page);
  await page.goto("/selling");
  await slow(page.getByText(/Selling is for approved creators/)).toBeVisible();
  await expect(page.getByLabel("Shop name")).toHaveCount(0);
  await page.getByRole("link", { name: "Join as Creator" }).click();
  await slow(page).toHaveURL(/\/creators\/apply$/);
});
