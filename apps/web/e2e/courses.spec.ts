import fs from "node:fs";
import type { QuizQuestion } from "@heritage/domain/learning";
import { expect, type Page, test } from "@playwright/test";
import { KINYARWANDA_COURSE } from "../../api/src/db/seed/courses/kinyarwanda-course.ts";
import { pdfTexts } from "../../api/src/modules/learning/pdf-text.ts";
import { signInThroughForm, uniqueUser } from "./support.ts";

/**
 * Issue 17 end to end, at 375 px: outline → sign up → enrol → a module and its quiz through the
 * screens → sign out and in → resume at the right lesson → finish → certificate PDF → verification.
 */
test.use({ viewport: { width: 375, height: 800 } });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The seeded answers of a quiz, by question id, in the shape the API takes. */
function rightAnswers(
  questions: QuizQuestion[],
  served: { id: string; right?: { id: string; text: string }[] }[],
) {
  return Object.fromEntries(
    questions.map((q) => {
      if (q.kind === "single" || q.kind === "multiple") return [q.id, q.correct];
      if (q.kind === "typed") return [q.id, q.accepted[0]];
      const right = served.find((s) => s.id === q.id)?.right ?? [];
      return [
        q.id,
        Object.fromEntries(q.pairs.map((p) => [p.id, right.find((r) => r.text === p.right.en)?.id])),
      ];
    }),
  );
}

test("a learner reads the outline, enrols, learns, resumes, finishes and gets a verifiable certificate", async ({
  page,
}) => {
  test.setTimeout(120_000);
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
  for (const lesson of ["Muraho and Amakuru?", "Morning and afternoon", "Taking leave"]) {
    await expect(page.getByRole("heading", { level: 1, name: lesson })).toBeVisible();
    await page.getByRole("button", { name: "Mark as done" }).click();
    await expect(page.getByText("Lesson done")).toBeVisible();
    if (lesson !== "Taking leave") await page.getByRole("link", { name: "Next lesson" }).click();
  }
  await shot(page, "lesson-375");
  await page.getByRole("link", { name: "Take the quiz: Quiz: greetings" }).click();
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
  // Signing out ends the session in this browser (the menu's Logout is tested in auth.spec.ts).
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInThroughForm(page, user.username, user.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`/elearning/courses/${courseId}`);
  await page.getByRole("link", { name: "Continue where you stopped" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, sorry, yes and no" })).toBeVisible();

  // The rest of the course through the API with the learner's token, then the certificate on screen.
  const token = await page.evaluate(
    () => localStorage.getItem("authToken") ?? sessionStorage.getItem("authToken"),
  );
  const headers = { authorization: `Bearer ${token}` };
  const outline = await (await page.request.get(`/api/learning/courses/${courseId}/`, { headers })).json();
  for (const module of outline.modules) {
    for (const lesson of module.lessons)
      await page.request.post(`/api/learning/lessons/${lesson.id}/complete/`, { headers });
  }
  for (const [index, module] of outline.modules.entries()) {
    for (const quiz of module.quizzes) {
      if (quiz.passed) continue;
      const served = await (await page.request.get(`/api/learning/quizzes/${quiz.id}/`, { headers })).json();
      const answers = rightAnswers(
        KINYARWANDA_COURSE.modules[index]!.quizzes[0]!.questions,
        served.questions,
      );
      const result = await page.request.post(`/api/learning/quizzes/${quiz.id}/attempts/`, {
        headers,
        data: { answers },
      });
      expect((await result.json()).passed).toBe(true);
    }
  }
  await page.goto(`/elearning/courses/${courseId}`);
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
