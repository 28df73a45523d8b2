import type { QuizQuestion, Texts } from "@heritage/domain/learning";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { seedContent } from "../content-seed.ts";
import { SEEDED_COURSES, seedCourses } from "./seed-courses.ts";

const translated = (text: Texts) => Boolean(text.en && text.rw && text.fr);

/** Every question can be answered right: its answers point at what it offers. */
function answerable(question: QuizQuestion): boolean {
  switch (question.kind) {
    case "single":
      return question.options.some((o) => o.id === question.correct);
    case "multiple":
      return (
        question.correct.length > 0 &&
        question.correct.every((id) => question.options.some((o) => o.id === id))
      );
    case "match":
      return (
        question.pairs.length >= 2 &&
        new Set(question.pairs.map((p) => p.right.en)).size === question.pairs.length
      );
    case "typed":
      return question.accepted.length > 0;
  }
}

describe("the seeded courses", () => {
  it.each(SEEDED_COURSES.map((course) => [course.slug, course] as const))(
    "%s is a whole course",
    (_slug, course) => {
      expect(course.modules.length).toBeGreaterThanOrEqual(3);
      const lessons = course.modules.flatMap((m) => m.lessons);
      const quizzes = course.modules.flatMap((m) => m.quizzes);
      expect(lessons.length).toBeGreaterThanOrEqual(8);
      expect(quizzes.length).toBeGreaterThanOrEqual(2);
      // Titles and summaries in three languages (bodies and questions: course-translations.test.ts).
      expect([course.title, course.description].every(translated)).toBe(true);
      for (const module of course.modules)
        expect([module.title, module.summary].every(translated)).toBe(true);
      for (const lesson of lessons) {
        expect(translated(lesson.title), lesson.title.en).toBe(true);
        expect(lesson.body.en.length).toBeGreaterThan(400);
      }
      for (const quiz of quizzes) {
        expect(translated(quiz.title)).toBe(true);
        const ids = quiz.questions.map((q) => q.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const question of quiz.questions) expect(answerable(question), question.id).toBe(true);
      }
    },
  );
});

describe("seedCourses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedContent(t.app.db, t.app.mediaStore, new Date());
  });
  afterAll(async () => t.close());

  it("adds the three courses once and lists them first, replacing the demo cards of the same subjects", async () => {
    expect(await seedCourses(t.app.db)).toBe(3);
    expect(await seedCourses(t.app.db)).toBe(0);
    const list = (await t.app.inject({ method: "GET", url: "/api/content/courses/?page_size=50" })).json();
    expect(
      list.results
        .slice(0, 3)
        .map((c: { slug: string }) => c.slug)
        .sort(),
    ).toEqual(SEEDED_COURSES.map((c) => c.slug).sort());
    const titles = list.results.map((c: { title: string }) => c.title);
    expect(titles).not.toContain("Kinyarwanda for Beginners");
    expect(titles).toContain("Playing the Inanga");
    const rw = (
      await t.app.inject({ method: "GET", url: "/api/content/courses/?lang=rw&level=beginner&language=en" })
    ).json();
    expect(rw.results.map((c: { title: string }) => c.title)).toContain("Imigongo: amateka n’uko ikorwa");
  });
});
