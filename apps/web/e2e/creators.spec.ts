import { expect, type Page, test } from "@playwright/test";
import { openSection, pngOf } from "./admin-helpers.ts";
import {
  expectNoSeriousAxeViolations,
  injectSession,
  keepScreenshot,
  type LoginAnswer,
  loginAsAdmin,
  registerAndLogin,
} from "./support.ts";

/**
 * The creator journey against the real server: apply → an admin approves → the creator drafts
 * an item with a picture and submits it → the admin returns it with a comment → the creator fixes it
 * and submits again → the admin publishes → it is on the maker's page. Image processing on a loaded
 * machine is slow, hence the longer timeout.
 */
test.describe.configure({ timeout: 900_000 });
// Each step waits on the server (image processing) and on lazily loaded screens: generous waits.
const slow = expect.configure({ timeout: 45_000 });

const shots = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await keepScreenshot(page, { path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const stamp = Date.now().toString(36);
const makerName = `Mukamana Odile ${stamp}`;
const itemTitle = `Imigongo panel ${stamp}`;

async function asAdmin(page: Page) {
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await slow(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  await openSection(page, "Creators");
}

test("a creator applies, is approved, submits an item with a picture, fixes it and sees it published", async ({
  page,
}) => {
  const creator: LoginAnswer = await registerAndLogin(page);

  // The repository's dialog leads to the application; the server's field messages show at the fields.
  await page.goto("/resources");
  await page.getByRole("dialog", { name: "Join as Creator" }).getByRole("button", { name: "Yes" }).click();
  await slow(page).toHaveURL(/\/creators\/apply$/);
  await slow(page.getByRole("heading", { level: 1, name: "Join as Creator" })).toBeVisible();
  await page.getByLabel("Display name").fill(makerName);
  await page.getByLabel("Community").fill("Nyakarambi");
  await page.getByLabel("What you make, keep or study").fill("Imigongo panels");
  await page.getByLabel("Short statement").fill("Too short");
  await page.getByRole("button", { name: "Send my application" }).click();
  await slow(page.getByText("Write a short statement (at least 20 characters)")).toBeVisible();
  await page
    .getByLabel("Short statement")
    .fill("I paint Imigongo panels with the cooperative of Nyakarambi, as my mother taught me.");
  await page.getByLabel("Links (optional)").fill("https://example.rw/imigongo");
  await shot(page, "creator-apply");
  await page.getByRole("button", { name: "Send my application" }).click();
  await slow(page.getByText("Your application to become a creator is waiting for a decision.")).toBeVisible();

  // The user menu says it waits; the dialog is not asked again.
  await page.goto("/resources");
  await slow(
    page.getByRole("heading", { level: 1, name: "Welcome to the Digital Repository" }),
  ).toBeVisible();
  await slow(page.getByRole("dialog", { name: "Join as Creator" })).toHaveCount(0);
  await page.getByRole("button", { name: /^User menu for/ }).click();
  await slow(page.getByRole("menuitem", { name: "Creator application: waiting" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The admin approves it.
  await asAdmin(page);
  const application = page.getByRole("article", { name: makerName });
  await slow(application).toBeVisible();
  await shot(page, "admin-applications");
  await application.getByRole("button", { name: "Approve" }).click();
  await slow(application).toBeHidden();

  // The creator is told on /profile, and drafts an item in My Content.
  await injectSession(page, creator);
  await page.goto("/profile");
  // A lazily loaded screen on a loaded machine: its first render may take a while.
  await slow(page.getByText("Your application was approved: you are a creator.")).toBeVisible();
  await page.getByRole("link", { name: "Open My Content" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "My Content" })).toBeVisible();
  await page.getByRole("link", { name: "New item" }).first().click();
  await page.getByLabel("Type").selectOption("artwork");
  await page.getByLabel("Collection").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Create draft" }).click();
  await slow(page.getByText("An item needs a title")).toBeVisible();
  await page.getByLabel("Title").fill(itemTitle);
  await page.getByLabel("Description").fill("A panel of cow-dung relief in black, white and red.");
  await page.getByRole("button", { name: "Create draft" }).click();
  await slow(page.getByText("Draft created. Add pictures, then submit it for review.")).toBeVisible();
  await page.getByLabel("Add a picture").setInputFiles(await pngOf(page, "#b5562f", "panel.png"));
  await slow(page.getByRole("img", { name: `${itemTitle}, picture 1` })).toBeVisible({ timeout: 60_000 });
  await shot(page, "creator-draft");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await slow(page.getByText("Submitted. An administrator will review it.")).toBeVisible();

  // The admin returns it with a comment, after reading its history.
  await asAdmin(page);
  await page.getByRole("tab", { name: "Review queue" }).click();
  await page.getByRole("button", { name: `Open: ${itemTitle}` }).click();
  let review = page.getByRole("dialog", { name: `Review: ${itemTitle}` });
  await slow(review.getByText("Submitted for review")).toBeVisible();
  await review.getByRole("button", { name: "Return to the creator" }).click();
  await slow(review.getByText("Tell the creator what to change")).toBeVisible();
  await review.getByLabel("Comment for the creator").fill("Please name the cooperative in the description.");
  await shot(page, "admin-review");
  await review.getByRole("button", { name: "Return to the creator" }).click();
  await slow(review).toBeHidden();

  // The creator sees the comment, fixes the item and submits it again.
  await injectSession(page, creator);
  await page.goto("/my-content");
  const row = page.getByRole("link", { name: new RegExp(itemTitle) });
  await slow(row.getByText("Returned to you")).toBeVisible();
  await slow(row.getByText("Please name the cooperative in the description.")).toBeVisible();
  await shot(page, "my-content");
  await row.click();
  await page.getByLabel("Description").fill("A panel of cow-dung relief by the Nyakarambi cooperative.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await slow(page.getByText("Draft saved.")).toBeVisible();
  await page.getByRole("button", { name: "Submit for review" }).click();
  await slow(page.getByText("Submitted. An administrator will review it.")).toBeVisible();

  // The admin sees the whole history and publishes.
  await asAdmin(page);
  await page.getByRole("tab", { name: "Review queue" }).click();
  await page.getByRole("button", { name: `Open: ${itemTitle}` }).click();
  review = page.getByRole("dialog", { name: `Review: ${itemTitle}` });
  await slow(review.getByText("Returned with a comment")).toBeVisible();
  await slow(review.getByText(/Changed: .*description/)).toBeVisible();
  await review.getByRole("button", { name: "Publish" }).click();
  await slow(review).toBeHidden();
  await slow(page.getByRole("button", { name: `Open: ${itemTitle}` })).toHaveCount(0);

  // It is on the maker's page, for anyone.
  await injectSession(page, creator);
  await page.goto("/my-content");
  await slow(page.getByRole("link", { name: new RegExp(itemTitle) }).getByText("Published")).toBeVisible();
  await page.goto("/profile");
  await page.getByRole("link", { name: "See my maker page" }).click();
  await slow(page.getByRole("heading", { level: 1, name: makerName })).toBeVisible();
  const published = page.getByRole("link", { name: new RegExp(itemTitle) });
  await slow(published).toHaveAttribute("href", /^\/resources\/items\/imigongo-panel-/);
  await slow(page.getByText("Nyakarambi", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, "maker-page");
});
