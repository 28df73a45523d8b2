import type { QuizQuestion, Texts } from "@heritage/domain/learning";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseModules, courses, lessons, quizzes } from "../../db/schema/courses.ts";
import { signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { seedContent } from "../content-seed.ts";
import { SEEDED_COURSES, seedCourses } from "./seed-courses.ts";
import { translateSeededCourses } from "./translate-seeded.ts";
import { LESSON_TRANSLATIONS, QUIZ_TRANSLATIONS } from "./translations/index.ts";

// one engine: reads and writes seeded rows one at a time; no race, lock, plan or engine error code

const inAll = (text: Texts) => Boolean(text.en && text.rw && text.fr);

function questionTexts(question: QuizQuestion): Texts[] {
  const base = [question.prompt, question.explanation];
  if (question.kind === "single" || question.kind === "multiple")
    return [...base, ...question.options.map((o) => o.text)];
  if (question.kind === "match") return [...base, ...question.pairs.flatMap((p) => [p.left, p.right])];
  return base;
}

describe("the seeded courses in Kinyarwanda and French (decision 133)", () => {
  it.each(SEEDED_COURSES.map((c) => [c.slug, c] as const))(
    "%s: every lesson body and question in three languages",
    (_s, course) => {
      for (const module of course.modules) {
        for (const lesson of module.lessons) {
          expect(inAll(lesson.body), lesson.title.en).toBe(true);
          // A translation is a lesson of its own, not a few lines: at least half the English length.
          for (const language of ["rw", "fr"] as const)
            expect(lesson.body[language]!.length, `${language} ${lesson.title.en}`).toBeGreaterThan(
              lesson.body.en.length / 2,
            );
        }
        for (const quiz of module.quizzes)
          for (const question of quiz.questions)
            for (const text of questionTexts(question))
              expect(inAll(text), `${quiz.title.en} ${question.id}`).toBe(true);
      }
    },
  );

  it("names no lesson, quiz, question, option or pair the courses do not have", () => {
    for (const [slug, byLanguage] of Object.entries(LESSON_TRANSLATIONS)) {
      const course = SEEDED_COURSES.find((c) => c.slug === slug)!;
      const titles = new Set(course.modules.flatMap((m) => m.lessons.map((l) => l.title.en)));
      for (const translation of Object.values(byLanguage))
        expect(Object.keys(translation.lessons).filter((title) => !titles.has(title))).toEqual([]);
    }
    const allQuizzes = SEEDED_COURSES.flatMap((c) => c.modules.flatMap((m) => m.quizzes));
    for (const translations of Object.values(QUIZ_TRANSLATIONS)) {
      for (const [title, questions] of Object.entries(translations)) {
        const quiz = allQuizzes.find((q) => q.title.en === title);
        expect(quiz, title).toBeDefined();
        for (const [id, texts] of Object.entries(questions)) {
          const question = quiz!.questions.find((q) => q.id === id);
          expect(question, `${title} ${id}`).toBeDefined();
          if (texts.options)
            expect(texts.options.length).toBe("options" in question! ? question.options.length : -1);
          for (const pair of Object.keys(texts.pairs ?? {}))
            expect(question!.kind === "match" && question!.pairs.some((p) => p.id === pair), pair).toBe(true);
          if (texts.accepted) expect(question!.kind).toBe("typed");
        }
      }
    }
  });
});

describe("served in the reader's language", () => {
  let t: TestApp;
  let courseId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedContent(t.app.db, t.app.mediaStore, new Date());
    await seedCourses(t.app.db);
    const [row] = await t.app.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "music-and-dance-intore-inanga-ingoma"));
    courseId = row!.id;
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("gives the lesson body in French and Kinyarwanda, translated, and English when asked", async () => {
    const outline = (await get(`/api/learning/courses/${courseId}/`)).json();
    const first = outline.first_lesson_id;
    const fr = (await get(`/api/learning/lessons/${first}/?lang=fr`)).json();
    expect(fr).toMatchObject({ language: "fr", translated: true, title: "Tambour et royaume" });
    expect(fr.body).toContain("## Un mot, deux sens");
    const rw = (await get(`/api/learning/lessons/${first}/`, { "accept-language": "rw-RW" })).json();
    expect(rw).toMatchObject({ language: "rw", translated: true });
    expect(rw.body).toContain("## Ijambo rimwe, ibisobanuro bibiri");
    expect((await get(`/api/learning/lessons/${first}/?lang=en`)).json().body).toContain(
      "## One word, two meanings",
    );
  });

  it("serves quizzes translated, and accepts a language's own typed variants only from its readers", async () => {
    const user = await signUpShopper(t.app);
    await t.app.inject({
      method: "POST",
      url: `/api/learning/courses/${courseId}/enrol/`,
      headers: user.headers,
    });
    const outline = (await get(`/api/learning/courses/${courseId}/`, user.headers)).json();
    const quizId = outline.modules[2].quizzes[0].id;
    const fr = (await get(`/api/learning/quizzes/${quizId}/?lang=fr`, user.headers)).json();
    expect(fr).toMatchObject({ translated: true, language: "fr" });
    expect(fr.questions[0].prompt).toBe("Quelle danse porte un nom qui signifie « les élus » ?");
    expect(fr.questions[1].options.map((o: { text: string }) => o.text)).toContain("Un bouclier");
    const answers = { intore: "les intore", objects: ["a", "b", "c"], arms: "a" };
    const submit = (lang: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/learning/quizzes/${quizId}/attempts/?lang=${lang}`,
        headers: user.headers,
        payload: { answers },
      });
    const inFrench = (await submit("fr")).json();
    expect(inFrench.results[0]).toMatchObject({ correct: true, explanation: "Intore, de gutora, choisir." });
    expect((await submit("en")).json().results[0].correct).toBe(false);
    expect((await submit("rw")).json().results[0].explanation).toBe("Intore, bikomoka kuri gutora.");
  });

  it("fills an older database's missing texts without replacing an administrator's", async () => {
    const [module] = await t.app.db
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(and(eq(courseModules.course_id, courseId), eq(courseModules.position, 0)));
    const [first, second] = await t.app.db
      .select()
      .from(lessons)
      .where(eq(lessons.module_id, module!.id))
      .orderBy(lessons.position);
    const [quiz] = await t.app.db.select().from(quizzes).where(eq(quizzes.module_id, module!.id));
    // As migration 0018's seed left them: titles translated, bodies and questions English only.
    await t.app.db
      .update(lessons)
      .set({ translations: { fr: { title: "Tambour et royaume" } } })
      .where(eq(lessons.id, first!.id));
    await t.app.db
      .update(lessons)
      .set({ translations: { fr: { title: "L’ensemble", body: "Texte revu par une éditrice." } } })
      .where(eq(lessons.id, second!.id));
    const english = quiz!.questions.map((q) => ({ ...q, prompt: { en: q.prompt.en } }));
    await t.app.db
      .update(quizzes)
      .set({ questions: english as QuizQuestion[] })
      .where(eq(quizzes.id, quiz!.id));

    expect(await translateSeededCourses(t.app.db, SEEDED_COURSES)).toBeGreaterThanOrEqual(3);
    const [firstAfter] = await t.app.db.select().from(lessons).where(eq(lessons.id, first!.id));
    expect(firstAfter!.translations.fr?.body).toContain("## Un mot, deux sens");
    expect(firstAfter!.translations.rw?.body).toContain("## Ijambo rimwe");
    const [secondAfter] = await t.app.db.select().from(lessons).where(eq(lessons.id, second!.id));
    expect(secondAfter!.translations.fr).toEqual({
      title: "L’ensemble",
      body: "Texte revu par une éditrice.",
    });
    expect(secondAfter!.translations.rw?.body).toContain("## Ingoma z’ingano zitandukanye");
    const [quizAfter] = await t.app.db.select().from(quizzes).where(eq(quizzes.id, quiz!.id));
    expect(quizAfter!.questions[0]!.prompt.fr).toBe(
      "Que signifie le mot ingoma ? (Cochez toutes les bonnes réponses.)",
    );
    expect(await translateSeededCourses(t.app.db, SEEDED_COURSES)).toBe(0);
  });
});
