import { messages } from "@heritage/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { setUpCourseAdmin } from "../../test/fixtures/course-admin-setup.ts";

let t: TestApp;
let admin: Record<string, string>;
let cover: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, cover } = await setUpCourseAdmin(t.app));
});
afterAll(async () => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin/learning${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const courseInput = (over: Record<string, unknown> = {}) => ({
  title: { en: "Basket weaving", rw: "Kuboha ibiseke", fr: "" },
  description: { en: "Agaseke from the first coil.", fr: "L’agaseke dès la première spirale." },
  category: "kinyarwanda",
  level: "beginner",
  teaching_language: "en",
  duration: "2 weeks",
  instructor_name: "Mukamana Jeanne",
  image: cover,
  price_rwf: null,
  published: false,
  ...over,
});
const lessonInput = (over: Record<string, unknown> = {}) => ({
  title: { en: "The first coil", fr: "La première spirale" },
  body: {
    en: "## Start\n\nWind **sisal** round a bundle of grass.",
    fr: "## Début\n\nEnroulez le **sisal**.",
  },
  minutes: 6,
  media: [
    {
      kind: "audio",
      src: "/media/coil.ogg",
      caption: { en: "A weaver explains" },
      transcript: { en: "First you wind…" },
    },
  ],
  ...over,
});
const quizInput = (over: Record<string, unknown> = {}) => ({
  title: { en: "Quiz: coils" },
  pass_mark: 50,
  questions: [
    {
      id: "fibre",
      kind: "single",
      prompt: { en: "What is wound?" },
      options: [
        { id: "a", text: { en: "Sisal" } },
        { id: "b", text: { en: "Wire" } },
      ],
      correct: "a",
      explanation: { en: "Sisal." },
    },
    {
      id: "word",
      kind: "typed",
      prompt: { en: "The basket's name?" },
      accepted: ["agaseke"],
      accepted_in: { fr: ["l’agaseke"] },
      explanation: { en: "Agaseke." },
    },
  ],
  ...over,
});

describe("admin courses: only administrators", () => {
  it.each([
    ["GET", "/courses"],
    ["POST", "/courses"],
    ["GET", "/courses/1"],
    ["PUT", "/courses/1"],
    ["POST", "/courses/1/modules"],
    ["PUT", "/modules/1"],
    ["POST", "/modules/1/lessons"],
    ["PUT", "/modules/1/lesson-order"],
    ["POST", "/modules/1/quizzes"],
    ["PUT", "/lessons/1"],
    ["DELETE", "/lessons/1"],
    ["PUT", "/quizzes/1"],
  ] as const)("%s %s is 401 without a token and 403 for a shopper", async (method, url) => {
    expect((await call(method, url, {}, {})).statusCode).toBe(401);
    const shopper = await signUpShopper(t.app);
    expect((await call(method, url, shopper.headers, {})).statusCode).toBe(403);
  });
});

describe("admin courses: writing a course", () => {
  it("refuses bad input with field messages and writes nothing", async () => {
    const before = (await call("GET", "/courses", admin)).json().length;
    const bad = await call(
      "POST",
      "/courses",
      admin,
      courseInput({
        title: { en: " " },
        level: "expert",
        image: "/media/nothing.webp",
        price_rwf: -5,
        quiz_attempts: 0,
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["level", "price_rwf", "quiz_attempts", "title.en"]);
    expect(bad.json().quiz_attempts).toEqual([messages.learning.quizAttemptsInvalid]);
    const noCover = await call(
      "POST",
      "/courses",
      admin,
      courseInput({ image: "/media/00000000-0000-4000-8000-000000000000.webp" }),
    );
    expect(noCover.json()).toEqual({ image: ["Upload a cover image."] });
    const quiz = await call(
      "POST",
      "/modules/1/quizzes",
      admin,
      quizInput({ questions: [{ ...quizInput().questions[0], correct: "z" }] }),
    );
    expect(quiz.json()).toEqual({ "questions.0.correct": ["Choose the right option(s) among the options."] });
    const media = await call(
      "POST",
      "/modules/1/lessons",
      admin,
      lessonInput({ media: [{ kind: "video", src: "/media/v.mp4", caption: { en: "A dance" } }] }),
    );
    expect(media.json()).toEqual({
      "media.0.transcript": [
        "Each medium needs a file and a caption; audio and video need a transcript too.",
      ],
    });
    expect((await call("GET", "/courses", admin)).json().length).toBe(before);
  });

  it("creates a course, a module, lessons and a quiz, publishes it, and a learner takes it", async () => {
    const created = await call("POST", "/courses", admin, courseInput());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      title: { en: "Basket weaving", rw: "Kuboha ibiseke" },
      published: false,
      quiz_attempts: 3,
      version: 1,
    });
    expect((await t.app.inject({ method: "GET", url: `/api/learning/courses/${id}/` })).statusCode).toBe(404);

    const withModule = (
      await call("POST", `/courses/${id}/modules`, admin, { title: { en: "Coils", fr: "Spirales" } })
    ).json();
    const moduleId = withModule.modules[0].id;
    await call("POST", `/modules/${moduleId}/lessons`, admin, lessonInput());
    const two = (
      await call(
        "POST",
        `/modules/${moduleId}/lessons`,
        admin,
        lessonInput({ title: { en: "Closing the rim" } }),
      )
    ).json();
    const [first, second] = two.modules[0].lessons;
    const quizzed = await call("POST", `/modules/${moduleId}/quizzes`, admin, quizInput());
    expect(quizzed.statusCode).toBe(201);
    const reordered = (
      await call("PUT", `/modules/${moduleId}/lesson-order`, admin, { lessons: [second.id, first.id] })
    ).json();
    expect(reordered.modules[0].lessons.map((l: { id: number }) => l.id)).toEqual([second.id, first.id]);
    expect(
      (await call("PUT", `/modules/${moduleId}/lesson-order`, admin, { lessons: [second.id] })).json(),
    ).toEqual({ lessons: ["Send every lesson of the module once, in the new order."] });

    const published = await call(
      "PUT",
      `/courses/${id}`,
      admin,
      courseInput({ published: true, quiz_attempts: 5, version: reordered.version }),
    );
    expect(published.statusCode).toBe(200);
    expect(published.json().quiz_attempts).toBe(5);
    const list = (await t.app.inject({ method: "GET", url: "/api/content/courses/?page_size=50" })).json();
    expect(list.results.map((c: { title: string }) => c.title)).toContain("Basket weaving");

    const learner = await signUpShopper(t.app);
    await t.app.inject({
      method: "POST",
      url: `/api/learning/courses/${id}/enrol/`,
      headers: learner.headers,
    });
    const lesson = (
      await t.app.inject({
        method: "GET",
        url: `/api/learning/lessons/${first.id}/?lang=fr`,
        headers: learner.headers,
      })
    ).json();
    expect(lesson).toMatchObject({
      title: "La première spirale",
      translated: true,
      media: [{ kind: "audio", transcript: "First you wind…" }],
    });
    const quizId = quizzed.json().modules[0].quizzes[0].id;
    const served = (
      await t.app.inject({
        method: "GET",
        url: `/api/learning/quizzes/${quizId}/?lang=fr`,
        headers: learner.headers,
      })
    ).json();
    expect(JSON.stringify(served)).not.toContain("agaseke");
    expect(served.translated).toBe(false);
    expect(served.attempts_allowed).toBe(5);
    const answered = await t.app.inject({
      method: "POST",
      url: `/api/learning/quizzes/${quizId}/attempts/?lang=fr`,
      headers: learner.headers,
      payload: { answers: { fibre: "a", word: "L'agaseke" } },
    });
    expect(answered.json()).toMatchObject({ score: 100, passed: true });

    const rows = (await call("GET", "/courses", admin)).json();
    if (!Array.isArray(rows)) throw new Error(JSON.stringify(rows));
    expect(rows.find((r: { id: number }) => r.id === id)).toMatchObject({
      lessons: 2,
      enrolments: 1,
      completions: 0,
      published: true,
    });
  });

  it("answers 409 with the current course to a stale version, and 400 without one", async () => {
    const id = (await call("POST", "/courses", admin, courseInput())).json().id;
    const moduleId = (await call("POST", `/courses/${id}/modules`, admin, { title: { en: "One" } })).json()
      .modules[0].id;
    const lesson = (await call("POST", `/modules/${moduleId}/lessons`, admin, lessonInput())).json()
      .modules[0].lessons[0];
    const saved = await call(
      "PUT",
      `/lessons/${lesson.id}`,
      admin,
      lessonInput({ minutes: 9, version: lesson.version }),
    );
    expect(saved.json().modules[0].lessons[0]).toMatchObject({ minutes: 9, version: lesson.version + 1 });
    const stale = await call(
      "PUT",
      `/lessons/${lesson.id}`,
      admin,
      lessonInput({ minutes: 3, version: lesson.version }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: "This lesson changed since you opened it",
      current: { id },
    });
    expect(stale.json().current.modules[0].lessons[0].minutes).toBe(9);
    expect((await call("PUT", `/courses/${id}`, admin, courseInput())).json()).toEqual({
      version: ["Send the version you loaded"],
    });
    expect((await call("PUT", `/courses/${id}`, admin, courseInput({ version: 99 }))).statusCode).toBe(409);
    expect((await call("PUT", "/courses/987654", admin, courseInput({ version: 1 }))).statusCode).toBe(404);
    expect((await call("PUT", "/lessons/abc", admin, lessonInput({ version: 1 }))).statusCode).toBe(404);
  });
});
