import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { insertTestCourses } from "../../test/fixtures/learning-test-course.ts";
import { readLessonToTheEnd } from "../../test/lesson-read.ts";

/** "My courses" says how far a learner is and which lesson to continue with. */
let t: TestApp;
let ids: Awaited<ReturnType<typeof insertTestCourses>>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await insertTestCourses(t.app.db);
});
afterAll(async () => t.close());

const call = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers });

describe("GET /api/learning/my-courses/", () => {
  it("needs a sign-in", async () => {
    expect((await call("GET", "/api/learning/my-courses/")).statusCode).toBe(401);
  });

  it("is empty for a learner who joined nothing", async () => {
    const learner = await signUpShopper(t.app);
    const answer = await call("GET", "/api/learning/my-courses/", learner.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([]);
  });

  it("lists a joined course with its progress and the next lesson not done", async () => {
    const learner = await signUpShopper(t.app);
    await call("POST", `/api/learning/courses/${ids.course}/enrol/`, learner.headers);
    const outline = (await call("GET", `/api/learning/courses/${ids.course}/`, learner.headers)).json();
    const lessonIds: number[] = outline.modules.flatMap((m: { lessons: { id: number }[] }) =>
      m.lessons.map((l) => l.id),
    );
    await readLessonToTheEnd(t.app, learner.headers, lessonIds[0]!);

    const [course, ...others] = (await call("GET", "/api/learning/my-courses/", learner.headers)).json();
    expect(others).toEqual([]);
    expect(course).toMatchObject({
      id: ids.course,
      title: "Greetings",
      enrolment: {
        progress: { done: 1, total: outline.enrolment.progress.total },
        resume_lesson_id: lessonIds[1],
        completed: false,
      },
    });
    const inFrench = (await call("GET", "/api/learning/my-courses/?lang=fr", learner.headers)).json();
    expect(inFrench[0].title).toBe("Salutations");
  });
});
