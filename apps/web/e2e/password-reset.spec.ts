import { type APIRequestContext, expect, test } from "@playwright/test";
import { openSection } from "./admin-helpers.ts";
import {
  ADMIN,
  expectNoSeriousAxeViolations,
  keepScreenshot,
  loginAsAdmin,
  loginViaApi,
  registerViaApi,
  uniqueUser,
} from "./support.ts";

/**
 * 'Forgot password?' for real. With no SMTP server configured (the e2e server), the email
 * lands in the outbox the admin portal reads; its link resets the password once, and every earlier
 * session of the account ends.
 */

// A screen's first visit loads its chunk and texts: on a loaded machine that takes longer than 10 s.
const FIRST_LOAD = { timeout: 45_000 };

async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const admin = await loginViaApi(request, ADMIN.username, ADMIN.password);
  let link = "";
  // The email is written just after the answer (decision 172): wait for it.
  await expect
    .poll(async () => {
      const outbox = await request.get("/api/admin/outbox/?page_size=100", {
        headers: { Authorization: `Bearer ${admin.access}` },
      });
      const mails = ((await outbox.json()) as { results: { to: string; body: string }[] }).results;
      link =
        /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(
          mails.find((m) => m.to === email)?.body ?? "",
        )?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

// One journey across both widths (it ran once per width): the person asks and resets on a
// 375 px phone, the administrator reads the Outbox on a 1280 px laptop, and the used link is tried
// again on a laptop.
const PHONE = { width: 375, height: 850 };
const LAPTOP = { width: 1280, height: 850 };

test("forgot password on a phone, the outbox on a laptop, reset, sign in, the link refused the second time", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const user = await registerViaApi(request, uniqueUser("forgot"));
  const otherDevice = await loginViaApi(request, user.username, user.password);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click(FIRST_LOAD);
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible(FIRST_LOAD);
  await page.getByLabel("Email").fill("not an email");
  await page.getByRole("button", { name: "SEND THE LINK" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill(user.email.toUpperCase());
  await page.getByRole("button", { name: "SEND THE LINK" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("If an account uses this email address");
  await keepScreenshot(page, { path: test.info().outputPath("forgot-sent-375.png") });

  // The admin portal's Outbox shows the email.
  const adminPage = await browser.newPage({ viewport: LAPTOP });
  await loginAsAdmin(adminPage);
  await adminPage.goto("/admin/dashboard");
  await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
  await openSection(adminPage, "Outbox");
  const mail = adminPage.getByRole("listitem").filter({ hasText: user.email });
  await expect(mail.getByRole("heading", { name: /Choose a new password/ })).toBeVisible(FIRST_LOAD);
  await expect(mail.getByRole("link", { name: /\/reset-password\?token=/ })).toBeVisible();
  await keepScreenshot(adminPage, { path: test.info().outputPath("outbox-1280.png") });
  await adminPage.close();

  const link = new URL(await resetLinkFor(request, user.email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible(FIRST_LOAD);
  // Sign-up's rules and messages (product §5).
  await page.getByLabel("New password").fill("abc");
  await page.getByRole("button", { name: "SAVE THE NEW PASSWORD" }).click();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await page.getByLabel("New password").fill("Imigongo#2027");
  await keepScreenshot(page, { path: test.info().outputPath("reset-form-375.png") });
  await page.getByRole("button", { name: "SAVE THE NEW PASSWORD" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();

  // Every earlier session ended.
  const refreshed = await request.post("/api/login/refresh/", { data: { refresh: otherDevice.refresh } });
  expect(refreshed.status()).toBe(401);

  await page.getByLabel("Username or email").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill("Imigongo#2027");
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page).toHaveURL(/\/$/, FIRST_LOAD);

  // The link worked once.
  // A context of its own: the accessibility check needs one (browser.newPage has none).
  const context = await browser.newContext({ viewport: LAPTOP });
  const again = await context.newPage();
  await again.goto(`${link.pathname}${link.search}`);
  // Said as the page opens, before any password is typed.
  await expect(again.getByRole("alert")).toHaveText(
    "This reset link is invalid, already used or expired. Ask for a new one.",
    FIRST_LOAD,
  );
  await expect(again.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  await expect(again.getByLabel("New password")).toHaveCount(0);
  await expectNoSeriousAxeViolations(again);
  await context.close();
});
