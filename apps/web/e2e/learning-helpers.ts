import type { QuizQuestion } from "@heritage/domain/learning";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { KINYARWANDA_COURSE } from "../../api/src/seed/courses/kinyarwanda-course.ts";
import { loginViaApi, registerViaApi, uniqueUser } from "./support.ts";

/** The course journeys' steps done over the API (courses.spec.ts, learning-integrity.spec.ts). */
const TITLE = KINYARWANDA_COURSE.title.en;

export type Outline = { id: number; modules: { lessons: { id: number }[]; quizzes: { id: number }[] }[] };

/** A signed-in learner made over the API: their token's headers, enrolled in the course. */
export async function enrolledLearner(page: Page) {
  const user = await registerViaApi(page.request, uniqueUser("learner"));
  const session = await loginViaApi(page.request, user.username, user.password);
  const headers = { authorization: `Bearer ${session.access}` };
  const list = await (await page.request.get("/api/content/courses/?page_size=100")).json();
  const courseId = (list.results as { id: number; title: string }[]).find((c) => c.title === TITLE)!.id;
  const enrolled = await page.request.post(`/api/learning/courses/${courseId}/enrol`, { headers });
  expect(enrolled.status(), await enrolled.text()).toBeLessThan(300);
  const outline = (await (
    await page.request.get(`/api/learning/courses/${courseId}`, { headers })
  ).json()) as Outline;
  return { user, session, headers, courseId, outline };
}

/** What a learner does on the lesson and quiz screens, done over the API for the steps a journey skips. */
export async function learnOverApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  lessons: { id: number }[],
) {
  for (const lesson of lessons) {
    // As the lesson page does it: open the lesson, then the done mark with its read token (decision 253).
    const opened = await (await request.get(`/api/learning/lessons/${lesson.id}`, { headers })).json();
    const done = await request.post(`/api/learning/lessons/${lesson.id}/complete`, {
      headers,
      data: { read_token: opened.read_token, evidence: "end_reached" },
    });
    expect(done.status(), await done.text()).toBeLessThan(300);
  }
}

export async function passOverApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  quizId: number,
  questions: QuizQuestion[],
) {
  const served = await (await request.get(`/api/learning/quizzes/${quizId}`, { headers })).json();
  const answers = Object.fromEntries(
    questions.map((question) => {
      if (question.kind === "single" || question.kind === "multiple") return [question.id, question.correct];
      if (question.kind === "typed") return [question.id, question.accepted[0]!];
      // Matching: the served right-hand ids say nothing of the pairs; find each by its text.
      const right = served.questions.find((q: { id: string }) => q.id === question.id).right as {
        id: string;
        text: string;
      }[];
      return [
        question.id,
        Object.fromEntries(question.pairs.map((p) => [p.id, right.find((r) => r.text === p.right.en)!.id])),
      ];
    }),
  );
  const result = await request.post(`/api/learning/quizzes/${quizId}/attempts`, {
    headers,
    data: { answers },
  });
  expect(result.status(), await result.text()).toBe(200);
  expect((await result.json()).passed).toBe(true);
}
