import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { insertTestCourses } from "../../test/fixtures/learning-test-course.ts";
import { readLessonToTheEnd } from "../../test/lesson-read.ts";
import { pdfLinks, pdfQrText, pdfTexts } from "../../test/pdf-text.ts";

/** Decision 253: the certificate is a designed page in the learner's language, with a QR code and a link. */
let t: TestApp;
let certificate: { code: string; verification_url: string };
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: "https://heritage.example.rw" });
  const { course } = await insertTestCourses(t.app.db);
  const user = await signUpShopper(t.app);
  headers = user.headers;
  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  await call("POST", `/api/learning/courses/${course}/enrol/`);
  const outline = (await call("GET", `/api/learning/courses/${course}/`)).json();
  for (const module of outline.modules)
    for (const lesson of module.lessons) await readLessonToTheEnd(t.app, headers, lesson.id);
  const quizId = outline.modules[0].quizzes[0].id;
  const quiz = (await call("GET", `/api/learning/quizzes/${quizId}/`)).json();
  const right = (text: string) => quiz.questions[2].right.find((r: { text: string }) => r.text === text).id;
  const answers = {
    q1: "a",
    q2: ["a", "c"],
    q3: { p1: right("Yes"), p2: right("No"), p3: right("Thank you") },
  };
  await call("POST", `/api/learning/quizzes/${quizId}/attempts/`, {
    answers: { ...answers, q4: "n'umugabo" },
  });
  const issued = await call("POST", `/api/learning/courses/${course}/certificate/`);
  expect(issued.statusCode).toBe(200);
  certificate = issued.json();
});
afterAll(async () => t.close());

const pdfIn = async (lang: string) => {
  const answer = await t.app.inject({
    method: "GET",
    url: `/api/learning/certificates/${certificate.code}/pdf/?lang=${lang}`,
    headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
};

describe("the certificate PDF", () => {
  it("is an A4 landscape page with the platform's name, the instructor, a QR code and a link", async () => {
    const pdf = await pdfIn("en");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(doc.getAuthor()).toBe("Digital Heritage Platform");
    const texts = pdfTexts(pdf);
    for (const text of [
      "Digital Heritage Platform",
      "Certificate of completion",
      "Aline Uwase",
      "Greetings",
      "Instructor",
      `Verification code: ${certificate.code}`,
      certificate.verification_url,
    ])
      expect(texts).toContain(text);
    expect(texts.join(" ")).not.toContain("Rwandan Heritage Hub");
    expect(certificate.verification_url).toBe(`https://heritage.example.rw/certificates/${certificate.code}`);
    expect(pdfQrText(pdf)).toBe(certificate.verification_url);
    const links = await pdfLinks(pdf);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set([certificate.verification_url]));
  });

  it("speaks the learner's language: Kinyarwanda and French", async () => {
    const rw = pdfTexts(await pdfIn("rw"));
    expect(rw).toContain("Impamyabumenyi yo kurangiza isomo");
    expect(rw).toContain("Indamukanyo");
    expect(rw).toContain("Umwarimu");
    expect(rw).toContain(`Kode yo kugenzura: ${certificate.code}`);
    expect(
      rw.some((text) =>
        /^\d{1,2} (Mutarama|Gashyantare|Werurwe|Mata|Gicurasi|Kamena|Nyakanga|Kanama|Nzeri|Ukwakira|Ugushyingo|Ukuboza) \d{4}$/.test(
          text,
        ),
      ),
    ).toBe(true);
    const fr = pdfTexts(await pdfIn("fr"));
    expect(fr).toContain("Certificat de réussite");
    expect(fr).toContain("Salutations");
    expect(fr).toContain("Formateur");
    expect(fr).toContain("Digital Heritage Platform");
    expect(pdfQrText(await pdfIn("fr"))).toBe(certificate.verification_url);
  });
});
