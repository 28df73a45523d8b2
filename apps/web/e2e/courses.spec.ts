import fs from "node:fs";
import type { QuizQuestion } from "@heritage/domain/learning";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { KINYARWANDA_COURSE } from "../../api/src/seed/courses/kinyarwanda-course.ts";
import { pdfTexts } from "../../api/src/test/pdf-text.ts";
import { enrolledLearner, learnOverApi, type Outline, passOverApi } from "./learning-helpers.ts";
import {
  expectNoSidewaysScroll,
  injectSession,
  keepScreenshot,
  signInThroughForm,
  uniqueUser,
} from "./support.ts";

/**
 * Courses end to end, at 375 px, in four journeys that each start where the one before ended:
 * outline → sign up → enrol; a module and its quiz on screen; sign out and in → resume at the
 * right lesson; finish → certificate PDF → verification. What a journey does not need on the
 * screen (the steps before it) is done over the API, so each test is short and stands alone.
 */
test.use({ viewport: { width: 375, height: 800 } });
// Pages and saves on a loaded two-core machine may take longer than the default 10 s (decision 141).
const expect = baseExpect.configure({ timeout: 30_000 });
// One module on screen is 3 lessons and a quiz: about 20 page loads and saves.
const JOURNEY_MS = 180_000;

const shot = (page: Page, name: string) =>
  keepScreenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });

type Module = (typeof KINYARWANDA_COURSE.modules)[number];
const [FIRST, SECOND, THIRD] = KINYARWANDA_COURSE.modules as [Module, Module, Module];
const TITLE = KINYARWANDA_COURSE.title.en;

/** Every lesson of a module through the lesson screens, from the one on screen, then its quiz's link. */
async function learnModule(page: Page, module: Module, from = 0) {
  for (const [index, lesson] of module.lessons.entries()) {
    if (index < from) continue;
    await expect(page.getByRole("heading", { level: 1, name: lesson.title.en, exact: true })).toBeVisible();
    // Read to the end: the button is there, and it opens only once the lesson's end was in view.
    const markDone = page.getByRole("button", { name: "Mark as done" });
    await markDone.scrollIntoViewIfNeeded();
    await markDone.click();
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

test("a visitor reads the outline and the first lesson, signs up and enrols", async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  await page.goto("/elearning");
  await page.getByRole("region", { name: "Most frequent" }).getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Course outline" })).toBeVisible();
  await expect(page.getByText("Free preview")).toBeVisible();
  await shot(page, "course-outline-375");
  await page.getByRole("link", { name: "Read the first lesson" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Muraho and Amakuru?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Muraho: hello at any hour" })).toBeVisible();
  // A bold word reads as the text around it, heavier, not as a link (links are clay and underlined).
  const emphasis = await page
    .locator(".lesson-prose strong")
    .first()
    .evaluate((strong) => {
      const own = getComputedStyle(strong);
      const around = getComputedStyle(strong.parentElement as Element);
      return {
        sameColour: own.color === around.color,
        underlined: own.textDecorationLine.includes("underline"),
      };
    });
  expect(emphasis).toEqual({ sameColour: true, underlined: false });
  await page.getByRole("link", { name: "See the course and enrol" }).click();
  await expect(page).toHaveURL(/\/elearning\/courses\/\d+$/);
  const coursePath = new URL(page.url()).pathname;

  const user = uniqueUser("learner");
  await page.getByRole("link", { name: "Sign up to enrol" }).click();
  await page.getByLabel("First Name").fill(user.first_name);
  await page.getByLabel("Last Name").fill(user.last_name);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "SIGN UP" }).click();
  // The course's sign-up link carries its way back (?next=) through sign-up to sign-in, and back to the course.
  await expect(page).toHaveURL(
    (url) => url.pathname === "/login" && url.searchParams.get("next") === coursePath,
  );
  await expect(page.getByLabel("Username or email")).toHaveValue(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page).toHaveURL((url) => url.pathname === coursePath);

  await page.getByRole("button", { name: "Enrol for free" }).click();
  await expect(page.getByText("0 of 12 steps done")).toBeVisible();
  await page.getByRole("link", { name: "Start the course" }).click();
  await expect(page.getByRole("heading", { level: 1, name: FIRST.lessons[0]!.title.en })).toBeVisible();
});

test("a learner goes through the first module and its quiz on screen, with feedback", async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  const { session, outline } = await enrolledLearner(page);
  await injectSession(page, session);
  await page.goto(`/elearning/lessons/${outline.modules[0]!.lessons[0]!.id}`);
  await learnModule(page, FIRST);
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
  await page.getByRole("link", { name: "Back to the course" }).first().click();
  await expect(page.getByText("4 of 12 steps done")).toBeVisible();
});

test("a learner resumes at the right lesson after signing out and in", async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  const { user, session, headers, courseId, outline } = await enrolledLearner(page);
  const [one, two] = outline.modules as [Outline["modules"][number], Outline["modules"][number]];
  await learnOverApi(page.request, headers, one.lessons);
  await passOverApi(page.request, headers, one.quizzes[0]!.id, FIRST.quizzes[0]!.questions);
  await injectSession(page, session);
  await page.goto(`/elearning/courses/${courseId}`);
  await expect(page.getByText("4 of 12 steps done")).toBeVisible();
  await page.getByRole("link", { name: "Continue where you stopped" }).click();
  await expect(page).toHaveURL(new RegExp(`/elearning/lessons/${two.lessons[0]!.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: SECOND.lessons[0]!.title.en })).toBeVisible();

  await signOut(page);
  await signInThroughForm(page, user.username, user.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`/elearning/courses/${courseId}`);
  await expect(page.getByText("4 of 12 steps done")).toBeVisible();
  await page.getByRole("link", { name: "Continue where you stopped" }).click();
  await expect(page.getByRole("heading", { level: 1, name: SECOND.lessons[0]!.title.en })).toBeVisible();
});

test("a learner finishes the course and gets a certificate that the public page confirms", async ({
  page,
}) => {
  test.setTimeout(JOURNEY_MS);
  const { user, session, headers, courseId, outline } = await enrolledLearner(page);
  const seeded = [FIRST, SECOND];
  for (const [index, module] of outline.modules.slice(0, 2).entries()) {
    await learnOverApi(page.request, headers, module.lessons);
    await passOverApi(page.request, headers, module.quizzes[0]!.id, seeded[index]!.quizzes[0]!.questions);
  }
  const last = outline.modules[2]!;
  await learnOverApi(page.request, headers, last.lessons.slice(0, -1));

  // The last lesson and the last quiz on screen.
  await injectSession(page, session);
  await page.goto(`/elearning/lessons/${last.lessons.at(-1)!.id}`);
  await learnModule(page, THIRD, THIRD.lessons.length - 1);
  await answerRightly(page, THIRD.quizzes[0]!.questions);
  await page.getByRole("link", { name: "Back to the course" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/elearning/courses/${courseId}$`));
  await expect(page.getByText("You have finished this course.")).toBeVisible();
  await page.getByRole("button", { name: "Get your certificate" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download certificate (PDF)" }).click();
  const pdf = fs.readFileSync(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdfTexts(pdf)).toContain(`${user.first_name} ${user.last_name}`);
  await shot(page, "course-finished-375");

  await page.getByRole("link", { name: "Public verification page" }).click();
  await expect(page.getByText("This certificate is genuine.")).toBeVisible();
  await expect(page.getByText(`${user.first_name} ${user.last_name}`)).toBeVisible();
  await shot(page, "certificate-check-375");
  await expectNoSidewaysScroll(page);

  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "My certificates" }).getByText(TITLE)).toBeVisible();
  await page.goto("/certificates/AAAAA-BBBBB");
  await expect(page.getByText("No certificate has this code.")).toBeVisible();
});
