import { expect, test } from "@playwright/test";
import { expectFitsWidths, expectNoSidewaysScroll, registerAndLogin } from "./support.ts";

test("the six links go to /{page}, highlight the current one and store ViewPage", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const pages = [
    ["About Us", "/about", "about"],
    ["Resources", "/resources", "resources"],
    ["E-Learning", "/elearning", "elearning"],
    ["Get involved", "/involved", "involved"],
    ["Home", "/home", "home"],
    ["Marketplace", "/market", "market"],
  ] as const;
  for (const [label, path, viewPage] of pages) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    expect(await page.evaluate(() => localStorage.getItem("ViewPage"))).toBe(viewPage);
    if (path !== "/market") {
      await expect(page.locator('nav[aria-label="Main"] a[aria-current="page"]')).toHaveText(label);
      // The repository greets a new visitor with 'Join as Creator' once its screen has loaded (its own
      // chunk, after the bar is drawn): wait for it rather than glance, then close it to reach the bar.
      if (path === "/resources") {
        await expect(page.getByRole("dialog", { name: "Join as Creator" })).toBeVisible();
        await page.keyboard.press("Escape");
      }
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  }
});

test("the newsletter box says 'Subscribed!' for 3 seconds, then clears", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  const box = footer.getByLabel("Email address");
  const button = footer.getByRole("button", { name: "Subscribe" });
  // Empty: nothing happens.
  await button.click();
  await expect(button).toBeEnabled();

  let calls = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/")) calls += 1;
  });
  await box.fill("reader@example.rw");
  await button.click();
  const done = footer.getByRole("button", { name: "Subscribed!" });
  await expect(done).toBeDisabled();
  await page.waitForTimeout(2_000);
  await expect(done).toBeDisabled();
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeEnabled({ timeout: 3_000 });
  await expect(box).toHaveValue("");
  expect(calls).toBe(0);
});

test("footer links lead to real screens and back-to-top scrolls up", async ({ page }) => {
  // It visits every distinct footer destination, some of them full screens.
  test.setTimeout(120_000);
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Terms of use" }).first().click();
  await expect(page).toHaveURL(/\/about#terms$/);
  await expect(page.getByRole("heading", { name: "Terms of use" })).toBeInViewport();

  await page.getByRole("contentinfo").getByRole("button", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Each destination with its query and hash, so a mistyped path or category is caught.
  const hrefs = await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((a) => {
        const url = new URL((a as HTMLAnchorElement).href);
        return `${url.pathname}${url.search}${url.hash}`;
      }),
    );
  expect(hrefs.length).toBe(24);
  for (const href of new Set(hrefs)) {
    await page.goto(href);
    await expect(page.locator("h1").first(), href).toBeVisible();
    await expect(
      page.getByText("Oops! The page you're looking for doesn't exist or was moved."),
      href,
    ).toHaveCount(0);
  }

  // The two course links open the courses screen filtered to their own category.
  const courses = page.getByRole("navigation", { name: "Footer" });
  for (const [label, heading] of [
    ["Culture & history", "Most frequent in Rwandan History"],
    ["Kinyarwanda language", "Most frequent in Kinyarwanda Language"],
  ] as const) {
    await page.goto("/about");
    await courses.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/elearning");
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
});

test("the social icons say they are coming soon instead of linking to the networks' home pages", async ({
  page,
}) => {
  await page.goto("/about");
  const social = page.getByRole("contentinfo").getByRole("list", { name: "Social media, coming soon" });
  await expect(social.getByRole("listitem")).toHaveCount(4);
  await expect(social.getByRole("link")).toHaveCount(0);
  await expect(social).toContainText("Facebook, coming soon");
  await expect(page.getByRole("contentinfo").getByText("Our social pages are coming soon.")).toBeVisible();
  await expect(page.locator('footer a[href*="facebook.com"], footer a[href*="x.com"]')).toHaveCount(0);
});

test("landing, sign-in and sign-up at 375 and 1280 px: no sideways scroll, screenshots", async ({ page }) => {
  for (const path of ["/", "/login", "/register"]) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectFitsWidths(page, path === "/" ? "landing" : path.slice(1));
  }
});

test("the leadership carousel wraps around both ways", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Leadership quotes" });
  const visibleName = () =>
    carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) figcaption span').first();
  await expect(visibleName()).toHaveText("Aline Uwase");
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(visibleName()).toHaveText("Eric Nshimiyimana");
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(visibleName()).toHaveText("Aline Uwase");
  await carousel.getByRole("button", { name: "Go to slide 3" }).click();
  await expect(visibleName()).toHaveText("Grace Mukamana");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the collapsible menu works by keyboard", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    // Focus moved into the menu; Escape closes it and returns focus to the toggle.
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    // No sideways scrolling at phone width.
    await expectNoSidewaysScroll(page);
  });

  test("signed in, the phone menu offers Profile, Orders and Logout", async ({ page }) => {
    const user = await registerAndLogin(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toContainText(user.username);
    await menu.getByRole("button", { name: "Logout" }).click();
    await page
      .getByRole("alertdialog", { name: "Are you sure you want to log out?" })
      .getByRole("button", { name: "Log out" })
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
