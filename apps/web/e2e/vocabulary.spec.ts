import { expect as baseExpect, test } from "@playwright/test";
import { expectNoSidewaysScroll, keepScreenshot, registerAndLogin } from "./support.ts";

/** A vocabulary review session by keyboard only, at 375 px. */
test.use({ viewport: { width: 375, height: 800 } });
// Pages and saves on a loaded two-core machine may take longer than the default 10 s (decision 141).
const expect = baseExpect.configure({ timeout: 30_000 });

test("a learner reviews Kinyarwanda words with Space and 1-4, and the streak starts", async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogin(page);
  await page.goto("/elearning/vocabulary");
  await expect(page.getByRole("heading", { level: 1, name: "Everyday Kinyarwanda" })).toBeVisible();
  await expect(page.getByText("10 cards due today")).toBeVisible();
  await expect(page.getByText("Streak: 0 days")).toBeVisible();
  await expect(page.getByText("muraho", { exact: true })).toBeVisible();
  await expect(page.getByText("hello (any time)")).toBeHidden();
  await page.keyboard.press("Space");
  await expect(page.getByText("hello (any time)")).toBeVisible();
  // The word in a sentence, with its meaning.
  await expect(page.getByText("Muraho, nitwa Keza.")).toBeVisible();
  await expect(page.getByText("Hello, my name is Keza.")).toBeVisible();
  await page.keyboard.press("3");
  await expect(page.getByText("mwaramutse", { exact: true })).toBeVisible();
  await expect(page.getByText("9 cards due today")).toBeVisible();
  await expect(page.getByText("Streak: 1 day")).toBeVisible();
  await page.keyboard.press("Space");
  await page.keyboard.press("1");
  await expect(page.getByText("mwiriwe", { exact: true })).toBeVisible();
  await keepScreenshot(page, { path: test.info().outputPath("vocabulary-375.png"), fullPage: true });
  await expectNoSidewaysScroll(page);
  // The schedule is on the server: the word answered Again comes back, the Good one does not yet.
  await page.reload();
  await expect(page.getByText("muraho", { exact: true })).toBeHidden();
});
