import { messages } from "@heritage/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { insertTestCourses, testCourse } from "../../test/fixtures/learning-test-course.ts";
import { insertCourse } from "./course-writer.ts";

/** Decision 223: a course with nothing to read is not joined, whatever a page or a client sends. */
let t: TestApp;
let ids: { course: number; empty: number; quizOnly: number };
beforeAll(async () => {
  t = await buildTestApp();
  const { course } = await insertTestCourses(t.app.db);
  const picture = { image: "/media/c.webp", thumbnail: "/media/c-thumb.webp" };
  const empty = await insertCourse(t.app.db, { ...testCourse, slug: "empty", modules: [] }, picture);
  // Modules and a quiz, but not one lesson: still nothing to read.
  const quizOnly = await insertCourse(
    t.app.db,
    { ...testCourse, slug: "quiz-only", modules: testCourse.modules.map((m) => ({ ...m, lessons: [] })) },
    picture,
  );
  ids = { course, empty, quizOnly };
});
afterAll(async () => t.close());

const enrol = async (courseId: number, headers: Record<string, string>, language?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/learning/courses/${courseId}/enrol/`,
    headers: language ? { ...headers, "accept-language": language } : headers,
  });

describe("enrolling in a course without lessons", () => {
  it("answers 409 with a detail, for a course without modules and one with only a quiz", async () => {
    const learner = await signUpShopper(t.app);
    for (const courseId of [ids.empty, ids.quizOnly]) {
      const refused = await enrol(courseId, learner.headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: messages.learning.noLessonsYet });
      const outline = await t.app.inject({
        method: "GET",
        url: `/api/learning/courses/${courseId}/`,
        headers: learner.headers,
      });
      expect(outline.json()).toMatchObject({ first_lesson_id: null, enrolment: null });
    }
  });

  it("says why in the learner's language", async () => {
    const learner = await signUpShopper(t.app);
    const refused = await enrol(ids.empty, learner.headers, "fr");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).not.toBe(messages.learning.noLessonsYet);
    expect(refused.json().detail).toMatch(/leçon/);
  });

  it("still enrols in a course that has lessons", async () => {
    const learner = await signUpShopper(t.app);
    const joined = await enrol(ids.course, learner.headers);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().enrolment).not.toBeNull();
  });
});
