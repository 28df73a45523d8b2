import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll, keepScreenshot } from "./support.ts";

/** Every article of the library has a readable page with its own URL. */

type ApiArticle = { id: number; title: string; description: string };

test("an article opens on its own page from the library, at 375 px, and an unknown one says so", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const [first] = ((await (await request.get("/api/content/articles/")).json()) as { results: ApiArticle[] })
    .results;
  if (!first) throw new Error("the demo library has no article");

  await page.goto("/resources/library");
  await page.getByRole("link", { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/resources/articles/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  // A new page starts at its top, not where the library was scrolled to.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await keepScreenshot(page, { path: test.info().outputPath("article-375-top.png") });
  await expect(page.getByText(first.description.slice(0, 40))).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(first.title));
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, { path: test.info().outputPath("article-375.png") });

  // Its URL opens it directly (a shared link), and the way back leads to the library's articles.
  await page.goto(`/resources/articles/${first.id}`);
  await page.getByRole("link", { name: "Back to the library" }).click();
  await expect(page).toHaveURL(/\/resources\/library#articles$/);

  await page.goto("/resources/articles/999999");
  await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
});

test("an article's page reads in French", async ({ page, request }) => {
  const [first] = (
    (await (
      await request.get("/api/content/articles/", { headers: { "accept-language": "fr" } })
    ).json()) as { results: ApiArticle[] }
  ).results;
  if (!first) throw new Error("the demo library has no article");
  await page.goto(`/resources/articles/${first.id}?lang=fr`);
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour à la bibliothèque" })).toBeVisible();
});
