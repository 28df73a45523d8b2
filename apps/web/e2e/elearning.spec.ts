import { expect, test } from "@playwright/test";
import { expectFitsWidths, expectNoSeriousAxeViolations } from "./support.ts";

/** The courses landing screen against the real server and its demo content (product §2). */

test("courses landing: categories, ten most followed, Load More Content, students and instructors", async ({
  page,
}) => {
  await page.goto("/elearning");
  await expect(
    page.getByRole("heading", { level: 1, name: "Learn all about Rwandan & African culture" }),
  ).toBeVisible();

  const categories = page.getByRole("region", { name: "Cultural categorization" });
  await expect(categories.getByRole("link")).toHaveCount(8);

  const frequent = page.getByRole("region", { name: "Most frequent" });
  const cards = frequent.getByRole("article");
  await expect(cards).toHaveCount(10);
  const total = (await page.request.get("/api/content/courses/").then((r) => r.json())).count;
  expect(total).toBeGreaterThan(10);
  // Most followed first, as the API orders them.
  const first = (await page.request.get("/api/content/courses/?page_size=1").then((r) => r.json()))
    .results[0];
  await expect(cards.first().getByRole("heading")).toHaveText(first.title);

  const more = frequent.getByRole("button", { name: "Load More Content" });
  const nextPage = page.waitForResponse(
    (r) => r.url().includes("/api/content/courses/") && r.url().includes("page=2"),
  );
  await more.click();
  expect((await nextPage).status()).toBe(200);
  await expect(cards).toHaveCount(Math.min(total, 20));
  if (total <= 20) await expect(more).toBeHidden();
  await expect(frequent.getByText(`Showing ${Math.min(total, 20)} of ${total} courses`)).toBeVisible();

  await expect(page.getByRole("region", { name: "Last discovered" }).getByRole("article")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Become a student" }).getByRole("listitem")).toHaveCount(4);
  const instructors = page.getByRole("region", { name: "Top instructor of the month" });
  await expect(instructors.getByRole("img", { name: /^Portrait placeholder for / })).toHaveCount(5);

  await expectNoSeriousAxeViolations(page, "e-learning");
});

test("a category tile filters 'Most frequent' through a shareable URL", async ({ page }) => {
  await page.goto("/elearning");
  await page.getByRole("link", { name: /^Music & Instruments/ }).click();
  await expect(page).toHaveURL(/\/elearning\?category=music/);
  const frequent = page.getByRole("region", { name: "Most frequent in Music & Instruments" });
  // Two demo courses, and those admin-courses.spec adds in this run.
  const inMusic = (await page.request.get("/api/content/courses/?category=music").then((r) => r.json()))
    .count;
  expect(inMusic).toBeGreaterThanOrEqual(2);
  await expect(frequent.getByRole("article")).toHaveCount(Math.min(inMusic, 10));
  await expect(frequent.getByRole("button", { name: "Load More Content" })).toHaveCount(inMusic > 10 ? 1 : 0);
  await page.goBack();
  await expect(page.getByRole("region", { name: "Most frequent" }).getByRole("article")).toHaveCount(10);
});

test("courses landing at 375 and 1280 px has no horizontal scroll", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/elearning");
  await expect(page.getByRole("region", { name: "Most frequent" }).getByRole("article")).toHaveCount(10);
  await page.waitForLoadState("networkidle");
  await expectFitsWidths(page, "elearning");
});
