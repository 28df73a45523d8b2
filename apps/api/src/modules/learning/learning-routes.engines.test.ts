import { messages } from "@heritage/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates, courses } from "../../db/schema/courses.ts";
import { signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { insertTestCourses } from "../../test/fixtures/learning-test-course.ts";
import { readLessonToTheEnd } from "../../test/lesson-read.ts";
import { pdfTexts } from "../../test/pdf-text.ts";

let t: TestApp;
let ids: Awaited<ReturnType<typeof insertTestCourses>>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await insertTestCourses(t.app.db);
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const call = (method: "GET" | "POST", url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const outline = async (headers: Headers = {}, id = ids.course) =>
  (await call("GET", `/api/learning/courses/${id}/`, headers)).json();
const lessonIds = (o: { modules: { lessons: { id: number }[] }[] }) =>
  o.modules.flatMap((m) => m.lessons.map((l) => l.id));
const quizIds = (o: { modules: { quizzes: { id: number }[] }[] }) =>
  o.modules.flatMap((m) => m.quizzes.map((q) => q.id));

async function enrolled() {
  const user = await signUpShopper(t.app);
  expect((await call("POST", `/api/learning/courses/${ids.course}/enrol/`, user.headers)).statusCode).toBe(
    200,
  );
  return user;
}

/** The right answers, worked out from what the learner sees (as a person would). */
async function rightAnswers(headers: Headers, quizId: number) {
  const quiz = (await call("GET", `/api/learning/quizzes/${quizId}/`, headers)).json();
  const right = (text: string) => quiz.questions[2].right.find((r: { text: string }) => r.text === text).id;
  return {
    q1: "a",
    q2: ["c", "a"],
    q3: { p1: right("Yes"), p2: right("No"), p3: right("Thank you") },
    q4: "N'UMUGABO",
  };
}

describe("course outline and preview", () => {
  it("shows the outline and the first lesson to a visitor, and nothing more", async () => {
    const body = await outline();
    expect(body.title).toBe("Greetings");
    expect(body.modules.map((m: { title: string }) => m.title)).toEqual(["Hello", "Goodbye"]);
    expect(body.enrolment).toBeNull();
    expect(body.first_lesson_id).toBe(lessonIds(body)[0]);
    const first = await call("GET", `/api/learning/lessons/${body.first_lesson_id}/`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      title: "Muraho",
      body: "Say **muraho**.",
      next_lesson_id: lessonIds(body)[1],
    });
    const second = await call("GET", `/api/learning/lessons/${lessonIds(body)[1]}/`);
    expect(second.statusCode).toBe(401);
    const stranger = await signUpShopper(t.app);
    const refused = await call("GET", `/api/learning/lessons/${lessonIds(body)[1]}/`, stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(messages.learning.notEnrolled);
  });

  it("answers 404 for unknown and unpublished courses and their lessons", async () => {
    expect((await call("GET", "/api/learning/courses/987654/")).statusCode).toBe(404);
    expect((await call("GET", `/api/learning/courses/${ids.hidden}/`)).statusCode).toBe(404);
    const hiddenLesson = (await t.app.db.execute(
      `select l.id from lessons l join course_modules m on m.id = l.module_id where m.course_id = ${ids.hidden} limit 1`,
    )) as unknown as { rows: { id: number }[] };
    const lessonId = hiddenLesson.rows[0]!.id;
    expect((await call("GET", `/api/learning/lessons/${lessonId}/`)).statusCode).toBe(404);
    expect(
      (await call("GET", "/api/content/courses/")).json().results.map((c: { slug: string }) => c.slug),
    ).not.toContain("hidden");
  });

  it("serves the texts in the asked language, saying when a lesson is not yet translated", async () => {
    const fr = await outline({ "accept-language": "fr" });
    expect(fr.title).toBe("Salutations");
    const rw = (await call("GET", `/api/learning/lessons/${fr.first_lesson_id}/?lang=rw`)).json();
    expect(rw).toMatchObject({ body: "Vuga **muraho**.", translated: true, language: "rw" });
    const frLesson = (await call("GET", `/api/learning/lessons/${fr.first_lesson_id}/?lang=fr`)).json();
    expect(frLesson).toMatchObject({ body: "Say **muraho**.", translated: false, language: "en" });
  });
});

describe("enrolment and progress", () => {
  it("needs a sign-in, refuses priced courses, and counts an enrolment once", async () => {
    expect((await call("POST", `/api/learning/courses/${ids.course}/enrol/`)).statusCode).toBe(401);
    const user = await signUpShopper(t.app);
    const priced = await call("POST", `/api/learning/courses/${ids.priced}/enrol/`, user.headers);
    expect(priced.statusCode).toBe(409);
    expect(priced.json().detail).toBe(messages.learning.comingSoon);
    const before = (await t.app.db.select().from(courses).where(eq(courses.id, ids.course)))[0]!.followers;
    await Promise.all(
      [1, 2, 3].map(() => call("POST", `/api/learning/courses/${ids.course}/enrol/`, user.headers)),
    );
    const after = (await t.app.db.select().from(courses).where(eq(courses.id, ids.course)))[0]!.followers;
    expect(after).toBe(before + 1);
    expect((await outline(user.headers)).enrolment).toMatchObject({
      progress: { done: 0, total: 4 },
      completed: false,
    });
  });

  it("keeps lessons done and the resume point on the server", async () => {
    const user = await enrolled();
    const [first, second, third] = lessonIds(await outline(user.headers));
    expect((await outline(user.headers)).enrolment.resume_lesson_id).toBe(first);
    await call("GET", `/api/learning/lessons/${second}/`, user.headers);
    expect((await outline(user.headers)).enrolment.resume_lesson_id).toBe(second);
    const done = await readLessonToTheEnd(t.app, user.headers, second!);
    expect(done.json()).toEqual({ completed: true, progress: { done: 1, total: 4 } });
    // Done with the lesson last opened: the next lesson not done is where to pick up.
    expect((await outline(user.headers)).enrolment.resume_lesson_id).toBe(third);
    const body = await outline(user.headers);
    expect(body.modules[0].progress).toEqual({ done: 1, total: 3 });
    expect(body.modules[0].lessons.map((l: { completed: boolean }) => l.completed)).toEqual([false, true]);
    const stranger = await signUpShopper(t.app);
    expect((await readLessonToTheEnd(t.app, stranger.headers, first!)).statusCode).toBe(403);
  });
});

describe("quizzes", () => {
  it("never sends the answers before a submission", async () => {
    const user = await enrolled();
    const [quizId] = quizIds(await outline(user.headers));
    const response = await call("GET", `/api/learning/quizzes/${quizId}/`, user.headers);
    expect(response.statusCode).toBe(200);
    const text = response.body;
    for (const leak of ["correct", "accepted", "umugabo", "explanation", 'p1","text":"Yes']) {
      expect(text).not.toContain(leak);
    }
    const match = response.json().questions[2];
    expect(match.left.map((l: { id: string }) => l.id)).toEqual(["p1", "p2", "p3"]);
    expect(match.right.map((r: { id: string }) => r.id)).toEqual(["r1", "r2", "r3"]);
    expect((await call("GET", `/api/learning/quizzes/${quizId}/`)).statusCode).toBe(401);
  });

  it("refuses answers of the wrong shape with field messages, and keeps nothing", async () => {
    const user = await enrolled();
    const [quizId] = quizIds(await outline(user.headers));
    const url = `/api/learning/quizzes/${quizId}/attempts/`;
    const bad = await call("POST", url, user.headers, {
      answers: { q1: ["a"], q2: ["a", "a"], q3: { p1: "r9" }, q9: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      "answers.q1": [messages.learning.answerShape],
      "answers.q2": [messages.learning.answerShape],
      "answers.q3": [messages.learning.answerShape],
      "answers.q4": [messages.learning.answerRequired],
      "answers.q9": [messages.learning.unknownQuestion],
    });
    expect((await call("POST", url, user.headers, { answers: "all" })).statusCode).toBe(400);
    expect((await call("GET", `/api/learning/quizzes/${quizId}/`, user.headers)).json().attempts).toBe(0);
  });

  it("scores on the server, accepts typed variants, explains, and keeps every retry", async () => {
    const user = await enrolled();
    const [quizId] = quizIds(await outline(user.headers));
    const url = `/api/learning/quizzes/${quizId}/attempts/`;
    const right = await rightAnswers(user.headers, quizId!);
    const half = await call("POST", `${url}?lang=fr`, user.headers, {
      answers: { ...right, q1: "b", q4: "umugabo" },
    });
    expect(half.statusCode).toBe(200);
    expect(half.json()).toMatchObject({
      score: 50,
      passed: false,
      pass_mark: 75,
      attempts: 1,
      answers_revealed: false,
    });
    expect(half.json().results[0]).toEqual({ id: "q1", correct: false });
    for (const variant of ["N'UMUGABO", "n`umugabo ", "n’umugábo.", "na  umugabo"]) {
      const result = (await call("POST", url, user.headers, { answers: { ...right, q4: variant } })).json();
      expect(result.results[3], variant).toMatchObject({ correct: true });
      expect(result).toMatchObject({ score: 100, passed: true });
    }
    const last = (
      await call("POST", `${url}?lang=fr`, user.headers, { answers: { ...right, q1: "b" } })
    ).json();
    expect(last).toMatchObject({ score: 75, passed: true, best_score: 100, attempts: 6 });
    // Passed: the answer key and every explanation come with the results.
    expect(last.results[0]).toEqual({
      id: "q1",
      correct: false,
      expected: "a",
      explanation: "Mwaramutse se dit jusqu’à midi.",
    });
    expect((await outline(user.headers)).modules[0].quizzes[0].passed).toBe(true);
  });
});

describe("the answer key", () => {
  it("is not sent with a failed attempt, so a blind first try teaches nothing to copy", async () => {
    const user = await enrolled();
    const [quizId] = quizIds(await outline(user.headers));
    const url = `/api/learning/quizzes/${quizId}/attempts/`;
    const blind = await call("POST", url, user.headers, {
      answers: { q1: "b", q2: ["b"], q3: { p1: "r1", p2: "r1", p3: "r1" }, q4: "nonsense" },
    });
    expect(blind.statusCode).toBe(200);
    expect(blind.json()).toMatchObject({ passed: false, answers_revealed: false });
    for (const leak of ["expected", "umugabo", "Mwaramutse"]) expect(blind.body).not.toContain(leak);
    // Only what was wrong: no way to rebuild the key from the answer.
    for (const result of blind.json().results) expect(Object.keys(result).sort()).toEqual(["correct", "id"]);

    // A second failure after the first: still no key.
    const again = await call("POST", url, user.headers, {
      answers: { ...(await rightAnswers(user.headers, quizId!)), q1: "b", q2: ["b"] },
    });
    expect(again.json()).toMatchObject({ passed: false, attempts: 2, answers_revealed: false });
    expect(again.body).not.toContain("expected");
    // The answers it got right keep their explanation.
    expect(again.json().results[3]).toMatchObject({
      id: "q4",
      correct: true,
      explanation: expect.any(String),
    });
  });
});

describe("certificates", () => {
  it("is issued once under concurrent requests, as a PDF with the name, and verified publicly", async () => {
    const user = await enrolled();
    const body = await outline(user.headers);
    const early = await call("POST", `/api/learning/courses/${ids.course}/certificate/`, user.headers);
    expect(early.statusCode).toBe(409);
    for (const id of lessonIds(body)) await readLessonToTheEnd(t.app, user.headers, id);
    const [quizId] = quizIds(body);
    await call("POST", `/api/learning/quizzes/${quizId}/attempts/`, user.headers, {
      answers: await rightAnswers(user.headers, quizId!),
    });
    expect((await outline(user.headers)).enrolment).toMatchObject({
      completed: true,
      certificate_code: null,
    });

    const issued = await Promise.all(
      Array.from({ length: 8 }, () =>
        call("POST", `/api/learning/courses/${ids.course}/certificate/`, user.headers),
      ),
    );
    expect(issued.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const codes = new Set(issued.map((r) => r.json().code));
    expect(codes.size).toBe(1);
    const rows = await t.app.db.select().from(certificates).where(eq(certificates.user_id, user.user.id));
    expect(rows).toHaveLength(1);
    const certificate = issued[0]!.json();
    expect(certificate).toMatchObject({ full_name: "Aline Uwase", course_title: "Greetings" });
    // No PUBLIC_URL: the configured local address, whatever Host the request named.
    expect(certificate.verification_url).toBe(`http://localhost:3000/certificates/${certificate.code}`);
    const hostile = { ...user.headers, host: "evil.example", "x-forwarded-host": "evil.example" };
    for (const url of [
      `/api/learning/courses/${ids.course}/certificate/`,
      `/api/learning/certificates/${certificate.code}/pdf/`,
    ]) {
      const answer = await call(url.endsWith("pdf/") ? "GET" : "POST", url, hostile);
      expect(answer.statusCode).toBe(200);
      const text = url.endsWith("pdf/") ? pdfTexts(answer.rawPayload).join(" ") : answer.body;
      expect(text).not.toContain("evil.example");
      expect(text).toContain(`http://localhost:3000/certificates/${certificate.code}`);
    }

    const pdf = await call("GET", `/api/learning/certificates/${certificate.code}/pdf/`, user.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const texts = pdfTexts(pdf.rawPayload);
    expect(texts).toContain("Aline Uwase");
    expect(texts).toContain("Greetings");
    expect(texts).toContain(`Verification code: ${certificate.code}`);

    const stranger = await signUpShopper(t.app);
    expect(
      (await call("GET", `/api/learning/certificates/${certificate.code}/pdf/`, stranger.headers)).statusCode,
    ).toBe(404);
    const verified = await call("GET", `/api/learning/certificates/${certificate.code.toLowerCase()}/`);
    expect(verified.json()).toEqual({
      valid: true,
      code: certificate.code,
      full_name: "Aline Uwase",
      course_title: "Greetings",
      issued_at: certificate.issued_at,
    });
    const unknown = await call("GET", "/api/learning/certificates/AAAAA-BBBBB/");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(messages.learning.certificateNotFound);
    expect((await call("GET", "/api/learning/certificates/", user.headers)).json()).toHaveLength(1);
    expect((await outline(user.headers)).enrolment.certificate_code).toBe(certificate.code);
  });
});
