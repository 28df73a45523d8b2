import { expect, type Page, test } from "@playwright/test";
import { openSection, pngOf } from "./admin-helpers.ts";
import { expectNoSidewaysScroll, keepScreenshot, loginAsAdmin } from "./support.ts";

/**
 * The admin Courses section at 375 px: a course with a module, a lesson (Markdown and its
 * preview), a quiz; field messages from the server at their fields; published, then on /elearning.
 */
test.use({ viewport: { width: 375, height: 800 } });

const stamp = Date.now().toString(36);
const title = `Inanga songs ${stamp}`;
const shot = (page: Page, name: string) =>
  keepScreenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });
const noSideScroll = async (page: Page) => await expectNoSidewaysScroll(page);

test("an admin creates, fills and publishes a course that learners then find", async ({ page }) => {
  // Uploads, saves and the public pages on a loaded two-core machine are slow.
  test.setTimeout(300_000);
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  // The admin chunk on a loaded machine may take a while.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 30_000 });
  await openSection(page, "Courses");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  // The seeded courses with their enrolment figures.
  await expect(
    page.getByRole("list", { name: "Courses" }).getByText(/Kinyarwanda for beginners/),
  ).toBeVisible();

  // The course: a refused save says what is wrong at the field, then it is created.
  await page.getByRole("button", { name: "Add course" }).click();
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("How the inanga zither accompanies sung stories.");
  await page.getByRole("tab", { name: /Français/ }).click();
  await page.getByLabel("Title").fill(`Les chants de l’inanga ${stamp}`);
  await page.getByLabel("Topic").selectOption({ label: "Music & Instruments" });
  await page.getByLabel("Level").selectOption("intermediate");
  await page.getByLabel("Taught in").selectOption("en");
  await page.getByLabel("Duration").fill("1 week");
  await page.getByLabel("Instructor").fill("Mariya Uwase");
  await page.locator('input[type="file"]').setInputFiles(await pngOf(page, "#7a4a1c", "inanga.png"));
  await expect(page.getByText("Change the picture")).toBeVisible();
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await shot(page, "admin-course-form-375");

  // A module.
  await page.getByRole("button", { name: "Add module" }).click();
  let dialog = page.getByRole("dialog", { name: "Add module" });
  await dialog.getByLabel("Module title").fill("Listening to the inanga");
  await dialog.getByRole("button", { name: "Add module" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Module 1: Listening to the inanga" })).toBeVisible();

  // A lesson, its Markdown previewed as learners will read it (raw HTML stays text).
  await page.getByRole("button", { name: "Add lesson" }).click();
  dialog = page.getByRole("dialog", { name: "New lesson" });
  await dialog.getByLabel("Lesson title").fill("The instrument");
  await dialog
    .getByLabel("Lesson text (Markdown)")
    .fill("## Eight strings\n\nThe **inanga** is a trough zither.\n\n<script>alert(1)</script>");
  const preview = dialog.getByRole("region", { name: "Preview, as learners see it" });
  await expect(preview.getByRole("heading", { name: "Eight strings" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("inanga");
  await expect(preview.getByText("<script>alert(1)</script>")).toBeVisible();
  await shot(page, "admin-lesson-form-375");
  await noSideScroll(page);
  await dialog.getByRole("button", { name: "Add lesson" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("1. The instrument")).toBeVisible();

  // A quiz: a typed question with two accepted spellings; a missing explanation is named at its field.
  await page.getByRole("button", { name: "Add quiz" }).click();
  dialog = page.getByRole("dialog", { name: "New quiz" });
  await dialog.getByLabel("Quiz title").fill("Quiz: the inanga");
  await dialog.getByLabel("Kind of question").selectOption("typed");
  await dialog.getByLabel("Question", { exact: true }).fill("How many strings has this inanga?");
  await dialog.getByLabel(/Accepted answers, in every language/).fill("eight\n8");
  await dialog.getByRole("button", { name: "Add quiz" }).click();
  const explanation = dialog.getByLabel("Explanation (shown after the answer)");
  await expect(explanation).toHaveAttribute("aria-invalid", "true");
  await explanation.fill("Eight strings, tuned by the player.");
  await dialog.getByRole("button", { name: "Add quiz" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Quiz: the inanga")).toBeVisible();

  // Publish, then a visitor finds it on /elearning.
  await page.getByLabel("Published: learners can find it on /elearning.").check();
  await page.getByRole("button", { name: "Save course" }).click();
  await expect(page.getByRole("link", { name: "Open the course page" })).toBeVisible();
  await shot(page, "admin-course-editor-375");
  await noSideScroll(page);

  await page.goto("/elearning?level=intermediate");
  await page
    .getByRole("region", { name: /Most frequent/ })
    .getByRole("link", { name: title })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Mariya Uwase")).toBeVisible();
  await page.getByRole("link", { name: "Read the first lesson" }).click();
  await expect(page.getByRole("heading", { name: "Eight strings" })).toBeVisible();
});
