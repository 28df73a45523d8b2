import fs from "node:fs";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { KINYARWANDA_COURSE } from "../../api/src/seed/courses/kinyarwanda-course.ts";
import { pdfLinks, pdfQrText, pdfTexts } from "../../api/src/test/pdf-text.ts";
import courseRw from "../src/features/elearning/course-texts.rw.ts";
import { enrolledLearner, learnOverApi, passOverApi } from "./learning-helpers.ts";
import { injectSession, keepScreenshot } from "./support.ts";

/**
 * Decision 253: certificates that are hard to game. A lesson is done only once
 * read to its end; a quiz shows its choices in a new order at each attempt, keeps the right answers
 * until a pass or the last of the course's 3 attempts, then takes no more; the certificate is an A4
 * landscape PDF in the learner's language with the platform's name, the instructor, a QR code and a
 * link to its verification page.
 */
test.use({ viewport: { width: 375, height: 640 } });
const expect = baseExpect.configure({ timeout: 30_000 });
const JOURNEY_MS = 180_000;
const [FIRST] = KINYARWANDA_COURSE.modules;

const shot = (page: Page, name: string) =>
  keepScreenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The choices of every single and multiple choice question, in the order on screen. */
async function choiceOrder(page: Page): Promise<string[][]> {
  const groups = page.getByRole("group", { name: /^Question \d+$/ });
  const orders: string[][] = [];
  for (const group of await groups.all()) {
    const labels = await group.locator("label").allInnerTexts();
    if ((await group.getByRole("radio").count()) + (await group.getByRole("checkbox").count()) > 0)
      orders.push(labels.map((label) => label.trim()));
  }
  return orders;
}

/** Answers the greetings quiz wrongly on screen (every question), and checks it. */
async function failGreetingsQuiz(page: Page) {
  const question = (n: number) => page.getByRole("group", { name: `Question ${n}`, exact: true });
  await question(1).getByRole("radio", { name: "Muramuke", exact: true }).check();
  await question(2).getByRole("checkbox", { name: "Murabeho", exact: true }).check();
  for (const left of ["Amakuru?", "Ni meza", "Muramuke", "Murabeho"])
    await question(3).getByLabel(`Match for ${left}`).selectOption({ label: "How are you?" });
  await question(4).getByLabel("Your answer").fill("ndabizi");
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.getByText("Your score: 0%")).toBeVisible();
}

test("a lesson is done once read to its end, and a quiz shuffles, keeps its key and stops after 3 attempts", async ({
  page,
}) => {
  test.setTimeout(JOURNEY_MS);
  const { session, outline } = await enrolledLearner(page);
  await injectSession(page, session);

  // The lesson: "Mark as done" opens only once its end has been on screen.
  await page.goto(`/elearning/lessons/${outline.modules[0]!.lessons[0]!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: FIRST!.lessons[0]!.title.en })).toBeVisible();
  const markDone = page.getByRole("button", { name: "Mark as done" });
  await expect(markDone).toBeDisabled();
  await expect(markDone).toHaveAccessibleDescription(/to the end of the lesson/);
  await markDone.scrollIntoViewIfNeeded();
  await expect(markDone).toBeEnabled();
  await markDone.click();
  await expect(page.getByText("Lesson done")).toBeVisible();

  // The quiz: three attempts, a new order each time, no key before the last.
  const quizId = outline.modules[0]!.quizzes[0]!.id;
  await page.goto(`/elearning/quizzes/${quizId}`);
  await expect(page.getByText("3 of 3 attempts left")).toBeVisible();
  let before = await choiceOrder(page);
  for (const left of [2, 1]) {
    await failGreetingsQuiz(page);
    await expect(page.getByText(/^Not yet: you need 60% to pass/)).toBeVisible();
    await expect(page.getByText(/^Right answer:/)).toHaveCount(0);
    await expect(page.getByText(`${left} of 3 attempts left`)).toBeVisible();
    await page.getByRole("button", { name: "Try again" }).first().click();
    const previous = before;
    await expect.poll(() => choiceOrder(page)).not.toEqual(previous);
    before = await choiceOrder(page);
    for (const [index, order] of before.entries()) expect(order).not.toEqual(previous[index]);
  }
  await failGreetingsQuiz(page);
  await expect(
    page.getByText("Not passed: you needed 60% and that was your last attempt.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("Right answer: Mwaramutse")).toBeVisible();
  await expect(page.getByText("Right answer: ni meza")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await shot(page, "quiz-last-attempt-375");
  await page.reload();
  await expect(page.getByText("You have used your 3 attempts at this quiz.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check my answers" })).toHaveCount(0);
});

test("a learner who reads in Kinyarwanda gets a Kinyarwanda certificate with a QR code and a link", async ({
  page,
}) => {
  test.setTimeout(JOURNEY_MS);
  const { user, session, headers, courseId, outline } = await enrolledLearner(page);
  for (const [index, module] of outline.modules.entries()) {
    await learnOverApi(page.request, headers, module.lessons);
    const questions = KINYARWANDA_COURSE.modules[index]!.quizzes[0]!.questions;
    await passOverApi(page.request, headers, module.quizzes[0]!.id, questions);
  }
  await injectSession(page, session);
  await page.goto(`/elearning/courses/${courseId}?lang=rw`);
  await expect(page.getByText(courseRw.course.completed)).toBeVisible();
  await page.getByRole("button", { name: courseRw.course.getCertificate }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: courseRw.course.downloadCertificate }).click();
  const pdf = fs.readFileSync(await (await downloading).path());
  const texts = pdfTexts(pdf);
  expect(texts).toContain("Digital Heritage Platform");
  expect(texts).toContain("Impamyabumenyi yo kurangiza isomo");
  expect(texts).toContain(`${user.first_name} ${user.last_name}`);
  expect(texts).toContain(KINYARWANDA_COURSE.title.rw);
  expect(texts).toContain("Umwarimu");
  expect(texts).toContain(KINYARWANDA_COURSE.instructor_name);
  expect(texts.join(" ")).not.toContain("Rwandan Heritage Hub");
  const verification = texts.find((text) => /\/certificates\/[A-Z0-9-]+$/.test(text))!;
  expect(pdfQrText(pdf)).toBe(verification);
  expect(await pdfLinks(pdf)).toContain(verification);

  // The link in the PDF opens the public page, which confirms the certificate.
  await page.goto(`${new URL(verification).pathname}?lang=en`);
  await expect(page.getByText("This certificate is genuine.")).toBeVisible();
  await expect(page.getByText(`${user.first_name} ${user.last_name}`)).toBeVisible();
});
