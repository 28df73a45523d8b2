import type { QuizQuestion } from "@heritage/domain/learning";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseModules, courses, lessons, quizzes } from "../../db/schema/courses.ts";
import type { Translations } from "../../lib/content-language.ts";
import type { CourseDefinition } from "../../modules/learning/course-writer.ts";

const LANGUAGES = ["rw", "fr"] as const;

/** Adds the translated body a lesson row lacks; keeps every text already there (an admin's edit). */
function lessonTranslations(
  current: Translations,
  source: CourseDefinition["modules"][number]["lessons"][number],
) {
  const next: Translations = { ...current };
  for (const language of LANGUAGES) {
    const body = source.body[language];
    if (!body || current[language]?.body) continue;
    const title = source.title[language];
    next[language] = { ...(title ? { title } : {}), ...current[language], body };
  }
  return next;
}

/** The stored questions with the languages they lack taken from the seed, matched by question id. */
function questionsWithTexts(stored: QuizQuestion[], seeded: QuizQuestion[]): QuizQuestion[] {
  return stored.map((question) => {
    const source = seeded.find((q) => q.id === question.id && q.kind === question.kind);
    if (!source) return question;
    const missing = LANGUAGES.filter((language) => !question.prompt[language]);
    if (missing.length === 0) return question;
    // The seed's question carries every language; keep what was stored, add only the missing ones.
    const pick = <T extends { en: string; rw?: string; fr?: string }>(mine: T, theirs: T | undefined): T => {
      const out = { ...mine };
      for (const language of missing)
        if (theirs?.[language] && !out[language]) out[language] = theirs[language];
      return out;
    };
    const merged = {
      ...question,
      prompt: pick(question.prompt, source.prompt),
      explanation: pick(question.explanation, source.explanation),
    };
    if ((merged.kind === "single" || merged.kind === "multiple") && "options" in source)
      merged.options = merged.options.map((o) => ({
        ...o,
        text: pick(o.text, source.options.find((s) => s.id === o.id)?.text),
      }));
    if (merged.kind === "match" && source.kind === "match")
      merged.pairs = merged.pairs.map((p) => {
        const other = source.pairs.find((s) => s.id === p.id);
        return { ...p, left: pick(p.left, other?.left), right: pick(p.right, other?.right) };
      });
    if (merged.kind === "typed" && source.kind === "typed" && source.accepted_in)
      merged.accepted_in = { ...source.accepted_in, ...merged.accepted_in };
    return merged;
  });
}

/**
 * Existing databases (seeded before the lesson bodies and quizzes were translated): fills the
 * Kinyarwanda and French texts the seeded courses' rows lack, found by course slug and positions.
 * Texts already there are never replaced, so an administrator's edits stay. Returns rows changed.
 */
export async function translateSeededCourses(db: Db, seeded: CourseDefinition[]): Promise<number> {
  const rows = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(
      inArray(
        courses.slug,
        seeded.map((c) => c.slug),
      ),
    );
  let changed = 0;
  for (const row of rows) {
    const course = seeded.find((c) => c.slug === row.slug)!;
    const modules = await db
      .select({ id: courseModules.id, position: courseModules.position })
      .from(courseModules)
      .where(eq(courseModules.course_id, row.id))
      .orderBy(asc(courseModules.position));
    for (const module of modules) {
      const definition = course.modules[module.position];
      if (!definition) continue;
      const lessonRows = await db.select().from(lessons).where(eq(lessons.module_id, module.id));
      for (const lesson of lessonRows) {
        const source = definition.lessons[lesson.position];
        if (!source || source.title.en !== lesson.title) continue;
        const next = lessonTranslations(lesson.translations, source);
        if (JSON.stringify(next) === JSON.stringify(lesson.translations)) continue;
        await db.update(lessons).set({ translations: next }).where(eq(lessons.id, lesson.id));
        changed++;
      }
      const quizRows = await db.select().from(quizzes).where(eq(quizzes.module_id, module.id));
      for (const quiz of quizRows) {
        const source = definition.quizzes[quiz.position];
        if (!source) continue;
        const next = questionsWithTexts(quiz.questions, source.questions);
        if (JSON.stringify(next) === JSON.stringify(quiz.questions)) continue;
        await db.update(quizzes).set({ questions: next }).where(eq(quizzes.id, quiz.id));
        changed++;
      }
    }
  }
  return changed;
}
