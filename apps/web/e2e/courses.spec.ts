import fs from "node:fs";
import type { QuizQuestion } from "@heritage/domain/learning";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { KINYARWANDA_COURSE } from "../../api/src/db/seed/courses/kinyarwanda-course.ts";
import { pdfTexts } from "../../api/src/modules/learning/pdf-text.ts";
import { signInThroughForm, uniqueUser } from "./support.ts";

/**
 * Issue 17 end to end, at 375 px: outline → sign up → enrol → a module and its quiz through the
 * screens → sign out and in → resume at the right lesson → finish → certificate PDF → verification.
 */
test.use({ viewport: { width: 375, height: 800 } });
// Pages and saves on a loaded two-core machine may take longer than the default 10 s (decision 141).
const expect = baseExpect.configure({ timeout: 30_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

type Module = (typeof KINYARWANDA_COURSE.modules)[number];

/** Every lesson of a module through the lesson screens, then its quiz's link. */
async function learnModule(page: Page, module: Module) {
  for (const [index, lesson] of module.lessons.entries()) {
    await expect(page.getByRole("heading", { level: 1, name: lesson.title.en, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Mark as done" }).click();
    await expect(page.getByText("Lesson done")).toBeVisible();
    if (index < module.lessons.length - 1) await page.getByRole("link", { name: "Next lesson" }).click();
  }
  await page.getByRole("link", { name: `Take the quiz: ${module.quizzes[0]!.title.en}` }).click();
}

/** Answers every question of a quiz on its screen with the seeded right answer, as a learner would. */
async function answerRightly(page: Page, questions: QuizQuestion[]) {
  for (const [index, question] of questions.entries()) {
    const group = page.getByRole("group", { name: `Question ${index + 1}`, exact: true });
    const option = (id: string) =>
      "options" in question ? (question.options.find((o) => o.id === id)?.text.en ?? id) : id;
    if (question.kind === "single")
      await group.getByRole("radio", { name: option(question.correct), exact: true }).check();
    if (question.kind === "multiple")
      for (const id of question.correct)
        await group.getByRole("checkbox", { name: option(id), exact: true }).check();
    if (question.kind === "match")
      for (const pair of question.pairs)
        await group.getByLabel(`Match for ${pair.left.en}`).selectOption({ label: pair.right.en });
    if (question.kind === "typed") await group.getByLabel("Your answer").fill(question.accepted[0]!);
  }
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.getByText("Your score: 100%")).toBeVisible();
  await expect(page.getByText("Passed! Well done.")).toBeVisible();
}

/** Signing out through the phone menu's Logout and its confirmation. */
async function signOut(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("a learner reads the outline, enrols, learns, resumes, finishes and gets a verifiable certificate", async ({
  page,
}) => {
  test.setTimeout(720_000);
  const title = KINYARWANDA_COURSE.title.en;
  await page.goto("/elearning");
  await page.getByRole("region", { name: "Most frequent" }).getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Course outline" })).toBeVisible();
  await expect(page.getByText("Free preview")).toBeVisible();
  await shot(page, "course-outline-375");
  await page.getByRole("link", { name: "Read the first lesson" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Muraho and Amakuru?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Muraho: hello at any hour" })).toBeVisible();
  const courseUrl = page.url().replace(/\/elearning\/lessons\/.*/, "");
  await page.getByRole("link", { name: "See the course and enrol" }).click();
  const courseId = Number(new URL(page.url()).pathname.split("/").pop());

  // Sign up, sign in.
  const user = uniqueUser("learner");
  await page.getByRole("link", { name: "Sign up to enrol" }).click();
  await page.getByLabel("First Name").fill(user.first_name);
  await page.getByLabel("Last Name").fill(user.last_name);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "SIGN UP" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Username or email")).toHaveValue(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  // Enrol and go through the first module on screen.
  await page.goto(`${courseUrl}/elearning/courses/${courseId}`);
  await page.getByRole("button", { name: "Enrol for free" }).click();
  await expect(page.getByText("0 of 12 steps done")).toBeVisible();
  await page.getByRole("link", { name: "Start the course" }).click();
  const [first, second, third] = KINYARWANDA_COURSE.modules;
  await learnModule(page, first!);
  await shot(page, "lesson-375");
  await page.getByRole("radio", { name: "Mwaramutse" }).check();
  await page.getByRole("checkbox", { name: "Muraho" }).check();
  await page.getByRole("checkbox", { name: "Mwiriwe" }).check();
  await page.getByLabel("Match for Amakuru?").selectOption({ label: "How are you?" });
  await page.getByLabel("Match for Ni meza").selectOption({ label: "I am fine" });
  await page.getByLabel("Match for Muramuke").selectOption({ label: "Good night" });
  await page.getByLabel("Match for Murabeho").selectOption({ label: "Goodbye (for a long time)" });
  await page.getByLabel("Your answer").fill("ni mbi");
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.getByText("Your score: 75%")).toBeVisible();
  await expect(page.getByText("Passed! Well done.")).toBeVisible();
  await expect(page.getByText("Right answer: ni meza")).toBeVisible();
  await expect(page.getByText("Ni meza: it is good.")).toBeVisible();
  await shot(page, "quiz-feedback-375");

  // Open the next module's first lesson, then sign out.
  await page.getByRole("link", { name: "Back to the course" }).first().click();
  await expect(page.getByText("4 of 12 steps done")).toBeVisible();
  await page.getByRole("link", { name: "Continue where you stopped" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, sorry, yes and no" })).toBeVisible();
  await signOut(page);
  await signInThroughForm(page, user.username, user.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`/elearning/courses/${courseId}`);
  await expect(page.getByText("4 of 12 steps done")).toBeVisible();
  await page.getByRole("link", { name: "Continue where you stopped" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, sorry, yes and no" })).toBeVisible();

  // The second and third modules and their quizzes, all on screen.
  await learnModule(page, second!);
  await answerRightly(page, second!.quizzes[0]!.questions);
  await page.getByRole("link", { name: "Back to the course" }).first().click();
  await page.getByRole("link", { name: "Continue where you stopped" }).click();
  await learnModule(page, third!);
  await answerRightly(page, third!.quizzes[0]!.questions);
  await page.getByRole("link", { name: "Back to the course" }).first().click();
  await expect(page.getByText("You have finished this course.")).toBeVisible();
  await page.getByRole("button", { name: "Get your certificate" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download certificate (PDF)" }).click();
  const file = await (await downloading).path();
  const pdf = fs.readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdfTexts(pdf)).toContain(`${user.first_name} ${user.last_name}`);
  await shot(page, "course-finished-375");

  await page.getByRole("link", { name: "Public verification page" }).click();
  await expect(page.getByText("This certificate is genuine.")).toBeVisible();
  await expect(page.getByText(`${user.first_name} ${user.last_name}`)).toBeVisible();
  await shot(page, "certificate-check-375");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto("/profile");
  const mine = page.getByRole("region", { name: "My certificates" });
  await expect(mine.getByText(title)).toBeVisible();
  await page.goto("/certificates/AAAAA-BBBBB");
  await expect(page.getByText("No certificate has this code.")).toBeVisible();
});
