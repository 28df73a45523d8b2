import { expect, type Page, test } from "@playwright/test";
import { expectFitsWidths, keepScreenshot, seriousAxeViolations } from "./support.ts";

/** The digital repository against the real server and its demo content (product §2, §4). */

const resultCount = (page: Page) => page.getByRole("heading", { name: /^\d+ artworks?$/ });

test("the repository starts with the creator dialog, real stats and five starting points", async ({
  page,
}) => {
  await page.goto("/resources");
  const dialog = page.getByRole("dialog", { name: "Join as Creator" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "No" }).click();
  await expect(dialog).toBeHidden();
  // Answered once, it is not asked again on this device (decision 166).
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome to the Digital Repository" }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome to the Digital Repository" }),
  ).toBeVisible();
  // The tiles count the repository's public items and its museums (decision 114).
  const stats = await page.request.get("/api/repository/stats/").then((r) => r.json());
  const tiles = page.getByRole("region", { name: "What the repository holds" });
  // Each figure read in its own tile: two tiles may hold the same number (a museum added by another test).
  const tile = (label: string) => tiles.locator("div", { has: page.getByText(label, { exact: true }) });
  await expect(tile("Artworks").getByText(String(stats.artworks), { exact: true })).toBeVisible();
  await expect(tile("Museums & memorials").getByText(String(stats.museums), { exact: true })).toBeVisible();

  const start = page.getByRole("region", { name: "Where would you like to start?" });
  await expect(start.getByRole("link")).toHaveCount(5);

  // 'Become A Creator' opens the dialog again.
  await page.getByRole("button", { name: "Become A Creator" }).click();
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Yes leads to the application, which asks a visitor to sign in first.
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the creator dialog never opens over a deep link", async ({ page }) => {
  await page.goto("/resources#start");
  await expect(page.getByRole("heading", { name: "Where would you like to start?" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Join as Creator" })).toHaveCount(0);
});

test("dropdown → gallery → filter and search → empty state → clear", async ({ page }) => {
  // Many steps and two accessibility scans: more than the default 45 s when the machine is busy.
  test.setTimeout(90_000);
  await page.goto("/resources");
  await page.getByRole("dialog", { name: "Join as Creator" }).getByRole("button", { name: "No" }).click();

  // A dropdown closes on an outside click.
  await page.getByRole("button", { name: "Galleries" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Paintings" })).toBeVisible();
  await page.getByRole("heading", { name: "Where would you like to start?" }).click();
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Galleries" }).click();
  await page.getByRole("menuitem", { name: "Paintings" }).click();
  await expect(page).toHaveURL(/\/resources\/gallery$/);
  await expect(page.getByRole("heading", { level: 1, name: "Paintings" })).toBeVisible();
  // Choosing a view hides the welcome hero.
  await expect(page.getByRole("heading", { name: "Welcome to the Digital Repository" })).toHaveCount(0);
  // The gallery shows the repository's artworks (decision 123), whoever holds them.
  const total = (await page.request.get("/api/repository/items/?type=artwork").then((r) => r.json())).count;
  await expect(resultCount(page)).toHaveText(`${total} artworks`);

  await page.getByRole("button", { name: /^Landscapes/ }).click();
  await expect(page).toHaveURL(/category=Landscapes/);
  await expect(resultCount(page)).toHaveText("5 artworks");

  await page.getByRole("searchbox", { name: "Search artworks" }).fill("kivu");
  await expect(page).toHaveURL(/q=kivu/);
  await expect(resultCount(page)).toHaveText("1 artwork");
  await expect(page.getByRole("heading", { level: 3, name: "Lake Kivu Evening" })).toBeVisible();

  // The filtered gallery is a link that can be shared.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search artworks" })).toHaveValue("kivu");
  await expect(page.getByRole("button", { name: /^Landscapes/ })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: /^Historical Art/ }).click();
  await expect(page.getByRole("heading", { name: "No artworks found" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(resultCount(page)).toHaveText(`${total} artworks`);
  await expect(page.getByRole("searchbox", { name: "Search artworks" })).toHaveValue("");

  // The back button returns to the previous filter.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "No artworks found" })).toBeVisible();
});

test("Museums dropdown → 'All Museums' shows the museum list and hides the welcome hero", async ({
  page,
}) => {
  await page.goto("/resources");
  await page.getByRole("dialog", { name: "Join as Creator" }).getByRole("button", { name: "No" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome to the Digital Repository" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Museums", exact: true }).click();
  await page.getByRole("menuitem", { name: "All Museums" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/resources/museums" && url.search === "");
  await expect(page.getByRole("heading", { level: 1, name: "Museums" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome to the Digital Repository" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "What the repository holds" })).toHaveCount(0);

  const museums = (
    await page.request.get("/api/repository/institutions/?kind=museum&page_size=100").then((r) => r.json())
  ).results as { name: string }[];
  expect(museums.length).toBeGreaterThanOrEqual(8);
  for (const name of ["King's Palace Museum", "Ethnographic Museum", "Kigali Genocide Memorial"]) {
    expect(museums.map((m) => m.name)).toContain(name);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByRole("link", { name: `Visit ${name}` })).toBeVisible();
  }
});

for (const path of ["/resources/museums", "/resources/library"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test("gallery selection bar counts, offers a visitor no Edit or Delete, and clears", async ({ page }) => {
  await page.goto("/resources/gallery?category=Handicrafts");
  await page
    .getByRole("checkbox", { name: /^Select / })
    .first()
    .check();
  await page
    .getByRole("checkbox", { name: /^Select / })
    .nth(1)
    .check();
  const bar = page.getByRole("region", { name: "Selected artworks" });
  await expect(bar.getByText("2 selected")).toBeVisible();
  // Artworks are edited in the admin portal; a visitor is offered no control that does nothing.
  await expect(bar.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(bar.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await bar.getByRole("button", { name: "Clear selection" }).click();
  await expect(bar).toBeHidden();
});

test("museum list → detail → tabs → back", async ({ page }) => {
  // Many steps and two accessibility scans: more than the default 45 s when the machine is busy.
  test.setTimeout(90_000);
  await page.goto("/resources/museums");
  await expect(page.getByRole("heading", { level: 1, name: "Museums" })).toBeVisible();
  // Each chip counts the museums of its category (the category facet).
  await page.getByRole("button", { name: /^Memorial \d+$/ }).click();
  await expect(page).toHaveURL(/\/resources\/museums\?category=Memorial$/);
  await expect(page.getByRole("heading", { level: 2, name: "Kigali Genocide Memorial" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "King's Palace Museum" })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search museums" }).fill("atlantis");
  await expect(page.getByRole("heading", { name: "No museums found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();

  await page.getByRole("link", { name: "Visit King's Palace Museum" }).click();
  await expect(page).toHaveURL(/\/resources\/museums\/kings-palace-museum$/);
  await expect(page.getByRole("heading", { level: 1, name: "King's Palace Museum" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("9:00 AM - 5:00 PM")).toBeVisible();
  await expect(page.getByRole("heading", { name: "You may also like these" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  for (const tab of ["Gallery", "Artifacts", "Cultural Heritage", "Natural History", "Virtual Exhibitions"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  }
  await expect(page.getByRole("tabpanel").getByText("Inside the royal enclosure")).toBeVisible();
  await page.getByRole("tab", { name: "Natural History" }).click();
  await expect(page).toHaveURL(/\/resources\/museums\/kings-palace-museum\?tab=natural$/);
  // The museum's objects are repository items: each opens its own page.
  await page.getByRole("link", { name: "Inyambo cattle: open its page" }).click();
  await expect(page).toHaveURL(/\/resources\/items\/inyambo-cattle$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inyambo cattle" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Natural History" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: "Back to Museums" }).click();
  await expect(page).toHaveURL(/\/resources\/museums$/);
  await expect(page.getByRole("heading", { level: 1, name: "Museums" })).toBeVisible();
});

test("the memorial offers no tab with nothing in it (an empty Natural History)", async ({ page }) => {
  await page.goto("/resources/museums/kigali-genocide-memorial?tab=natural");
  await expect(page.getByRole("heading", { level: 1, name: "Kigali Genocide Memorial" })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "About this museum" }).getByRole("tab");
  await expect(tabs).toHaveText(["Overview", "Gallery", "Artifacts", "Virtual Exhibitions"]);
  // The address named the empty tab: the overview opens instead.
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Artifacts" }).click();
  await expect(page.getByRole("tabpanel").getByRole("link").first()).toBeVisible();
});

test("an unknown museum link says so", async ({ page }) => {
  await page.goto("/resources/museums/no-such-museum");
  await expect(page.getByText("This museum could not be found.")).toBeVisible();
  await page.getByRole("button", { name: "Back to Museums" }).click();
  await expect(page).toHaveURL(/\/resources\/museums$/);
});

for (const [width, perSlide] of [
  [375, 1],
  [1280, 4],
] as const) {
  test(`partner carousel shows ${perSlide} per slide at ${width} px, and the heritage page's events`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/resources/heritage");
    const carousel = page.getByRole("region", { name: "Partners", exact: true });
    const active = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(active.getByRole("listitem")).toHaveCount(perSlide);
    const partners = (await page.request.get("/api/content/partners/?page_size=50").then((r) => r.json()))
      .count;
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(
      Math.ceil(partners / perSlide),
    );

    const events = page.getByRole("region", { name: "Historical events" });
    await expect(events.getByRole("article")).toHaveCount(3);
    for (const badge of ["Featured", "Popular", "New"])
      await expect(events.getByText(badge, { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: test.info().outputPath(`heritage-${width}.png`), fullPage: true });
  });
}

test("home sections: masterpieces pages by width, testimonials wrap", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/resources/home");
  const carousel = page.getByRole("region", { name: "Newest artworks" });
  await expect(carousel.getByRole("button", { name: /^Go to page/ })).toHaveCount(2);
  await expect(carousel.getByRole("listitem")).toHaveCount(5);
  await expect(carousel.getByRole("button", { name: "Previous page" })).toBeDisabled();
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(carousel.getByRole("button", { name: /^Go to page/ })).toHaveCount(4);
  await expect(carousel.getByRole("listitem")).toHaveCount(2);

  const testimonials = page.getByRole("region", { name: "Testimonials", exact: true });
  await testimonials.scrollIntoViewIfNeeded();
  await testimonials.getByRole("button", { name: "Previous slide" }).click();
  await expect(testimonials.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("repository screens at 375 and 1280 px have no horizontal scroll", async ({ page }) => {
  test.slow();
  for (const path of [
    "/resources/gallery",
    "/resources/museums",
    "/resources/museums/ethnographic-museum",
    "/resources/home",
    "/resources/library",
  ]) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectFitsWidths(page, path);
  }
});
