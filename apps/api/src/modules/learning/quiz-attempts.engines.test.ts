import { messages } from "@heritage/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../db/schema/courses.ts";
import { signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { insertTestCourses, testCourse } from "../../test/fixtures/learning-test-course.ts";
import { insertCourse } from "./course-writer.ts";

/**
 * Decision 253: a quiz's choices come in another order at each attempt, the course's attempts are
 * counted (3 when it says nothing), and the answer key comes with a pass or the last attempt only.
 */
let t: TestApp;
let courseId: number;
let quizId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await insertTestCourses(t.app.db);
  const { quiz_attempts: _ten, ...withDefault } = testCourse;
  courseId = await insertCourse(
    t.app.db,
    { ...withDefault, slug: "limited" },
    { image: "/i", thumbnail: "/t" },
  );
  const outline = (await t.app.inject({ method: "GET", url: `/api/learning/courses/${courseId}/` })).json();
  quizId = outline.modules[0].quizzes[0].id;
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
async function learner() {
  const user = await signUpShopper(t.app);
  const enrol = await t.app.inject({
    method: "POST",
    url: `/api/learning/courses/${courseId}/enrol/`,
    headers: user.headers,
  });
  expect(enrol.statusCode).toBe(200);
  return user.headers;
}
const readQuiz = async (headers: Headers) =>
  (await t.app.inject({ method: "GET", url: `/api/learning/quizzes/${quizId}/`, headers })).json();
const submit = (headers: Headers, answers: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/learning/quizzes/${quizId}/attempts/`,
    headers,
    payload: { answers },
  });
const choiceIds = (quiz: { questions: { id: string; options?: { id: string }[] }[] }, question: string) =>
  quiz.questions.find((q) => q.id === question)!.options!.map((o) => o.id);
const wrong = { q1: "b", q2: ["b"], q3: { p1: "r1", p2: "r2", p3: "r3" }, q4: "nonsense" };

describe("the order of the choices", () => {
  it("changes from one attempt to the next, stays put on a reload, and scoring goes by choice id", async () => {
    const headers = await learner();
    const first = await readQuiz(headers);
    expect(choiceIds(await readQuiz(headers), "q2")).toEqual(choiceIds(first, "q2"));
    expect((await submit(headers, wrong)).json()).toMatchObject({ passed: false, attempts: 1 });
    const second = await readQuiz(headers);
    expect(choiceIds(second, "q1")).not.toEqual(choiceIds(first, "q1"));
    expect(choiceIds(second, "q2")).not.toEqual(choiceIds(first, "q2"));
    expect(choiceIds(second, "q2").sort()).toEqual(["a", "b", "c"]);
    // The same ids are right whatever their place on screen.
    const right = (text: string) =>
      second.questions[2].right.find((r: { text: string }) => r.text === text).id;
    const passed = await submit(headers, {
      q1: "a",
      q2: ["c", "a"],
      q3: { p1: right("Yes"), p2: right("No"), p3: right("Thank you") },
      q4: "n'umugabo",
    });
    expect(passed.json()).toMatchObject({ score: 100, passed: true, attempts: 2 });
  });
});

describe("the course's attempts", () => {
  it("are 3 by default: the third failure shows the key, a fourth is refused with 409", async () => {
    const headers = await learner();
    expect(await readQuiz(headers)).toMatchObject({ attempts: 0, attempts_allowed: 3 });
    for (const attempt of [1, 2]) {
      const failed = await submit(headers, wrong);
      expect(failed.json()).toMatchObject({
        attempts: attempt,
        attempts_allowed: 3,
        answers_revealed: false,
      });
      expect(failed.body).not.toContain("expected");
    }
    const last = (await submit(headers, wrong)).json();
    expect(last).toMatchObject({ passed: false, attempts: 3, answers_revealed: true });
    expect(last.results[0]).toMatchObject({ id: "q1", correct: false, expected: "a" });
    expect(last.results[1]).toMatchObject({ expected: ["a", "c"], explanation: "Amazi means water." });

    const refused = await submit(headers, wrong);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(messages.learning.noAttemptsLeft);
    const inKinyarwanda = await submit({ ...headers, "accept-language": "rw" }, wrong);
    expect(inKinyarwanda.statusCode).toBe(409);
    expect(inKinyarwanda.json().detail).toBe("Wakoresheje inshuro zose iri somo ryemera kuri iri suzuma.");
    expect(await readQuiz(headers)).toMatchObject({ attempts: 3, attempts_allowed: 3, passed: false });
  });

  it("follow what the course says, and count attempts sent at once", async () => {
    await t.app.db.update(courses).set({ quiz_attempts: 2 }).where(eq(courses.id, courseId));
    try {
      const headers = await learner();
      const answers = await Promise.all(Array.from({ length: 5 }, () => submit(headers, wrong)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
      expect(await readQuiz(headers)).toMatchObject({ attempts: 2, attempts_allowed: 2 });
    } finally {
      await t.app.db.update(courses).set({ quiz_attempts: 3 }).where(eq(courses.id, courseId));
    }
  });
});
