import { messages } from "@heritage/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { insertTestCourses, testCourse } from "../../test/fixtures/learning-test-course.ts";
import { insertCourse } from "./course-writer.ts";

/**
 * Decision 253: a lesson is done only with the read token its page was given when it opened the
 * lesson, and the page's word that its end was reached (or its recording played out).
 */
let t: TestApp;
let lessonIds: number[];
let recordedLesson: number;
let courses: { text: number; recorded: number };
beforeAll(async () => {
  t = await buildTestApp();
  const { course } = await insertTestCourses(t.app.db);
  const outline = (await t.app.inject({ method: "GET", url: `/api/learning/courses/${course}/` })).json();
  lessonIds = outline.modules.flatMap((m: { lessons: { id: number }[] }) => m.lessons.map((l) => l.id));
  const [first, ...rest] = testCourse.modules;
  const recording = {
    kind: "audio" as const,
    src: "/media/lessons/muraho.ogg",
    caption: { en: "Muraho, said slowly." },
    transcript: { en: "Muraho." },
  };
  const withMedia = await insertCourse(
    t.app.db,
    {
      ...testCourse,
      slug: "recorded",
      modules: [{ ...first!, lessons: [{ ...first!.lessons[0]!, media: [recording] }] }, ...rest],
    },
    { image: "/i", thumbnail: "/t" },
  );
  const recorded = (await t.app.inject({ method: "GET", url: `/api/learning/courses/${withMedia}/` })).json();
  recordedLesson = recorded.first_lesson_id;
  courses = { text: course, recorded: withMedia };
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
async function learner(...courseIds: number[]) {
  const user = await signUpShopper(t.app);
  for (const id of courseIds) {
    await t.app.inject({ method: "POST", url: `/api/learning/courses/${id}/enrol/`, headers: user.headers });
  }
  return user.headers;
}
const open = async (headers: Headers, id: number) =>
  (await t.app.inject({ method: "GET", url: `/api/learning/lessons/${id}/`, headers })).json();
const markDone = (headers: Headers, id: number, payload?: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/learning/lessons/${id}/complete/`,
    headers,
    ...(payload ? { payload } : {}),
  });
const doneCount = async (headers: Headers) =>
  (await t.app.inject({ method: "GET", url: `/api/learning/courses/${courses.text}/`, headers })).json()
    .enrolment.progress.done;

describe("marking a lesson done", () => {
  it("is refused as one click without the lesson opened and read", async () => {
    const headers = await learner(courses.text);
    const [first, second] = lessonIds as [number, number];
    const bare = await markDone(headers, first);
    expect(bare.statusCode).toBe(400);
    const made = await markDone(headers, first, {
      read_token: `1.${first}.1.forged`,
      evidence: "end_reached",
    });
    expect(made.statusCode).toBe(409);
    expect(made.json().detail).toBe(messages.learning.lessonNotRead);
    // The token of another lesson does not mark this one.
    const other = await open(headers, second);
    const swapped = await markDone(headers, first, { read_token: other.read_token, evidence: "end_reached" });
    expect(swapped.statusCode).toBe(409);
    expect(await doneCount(headers)).toBe(0);
  });

  it("needs the learner's own token, and a recording only for a lesson that has one", async () => {
    const headers = await learner(courses.text, courses.recorded);
    const [first] = lessonIds as [number];
    const lesson = await open(headers, first);
    expect(lesson.read_token).toEqual(expect.any(String));
    const someoneElse = await learner(courses.text);
    expect(
      (await markDone(someoneElse, first, { read_token: lesson.read_token, evidence: "end_reached" }))
        .statusCode,
    ).toBe(409);
    const noRecording = await markDone(headers, first, {
      read_token: lesson.read_token,
      evidence: "media_ended",
    });
    expect(noRecording.statusCode).toBe(409);
    const read = await markDone(headers, first, { read_token: lesson.read_token, evidence: "end_reached" });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ completed: true, progress: { done: 1 } });
    expect((await open(headers, first)).read_token).toBeNull();

    const recorded = await open(headers, recordedLesson);
    const played = await markDone(headers, recordedLesson, {
      read_token: recorded.read_token,
      evidence: "media_ended",
    });
    expect(played.statusCode).toBe(200);
  });

  it("gives a visitor reading the preview no token", async () => {
    expect((await open({}, lessonIds[0]!)).read_token).toBeNull();
  });
});
