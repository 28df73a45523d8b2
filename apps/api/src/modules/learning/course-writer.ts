import type { Language } from "@heritage/domain/languages";
import type { CourseLevel, LessonMedia, QuizQuestion, Texts } from "@heritage/domain/learning";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseCategories, courseModules, courses, lessons, quizzes } from "../../db/schema/courses.ts";
import type { Translations } from "../../lib/content-language.ts";

/** A whole course as written (seed and tests): English first, Kinyarwanda and French where written. */
export interface CourseDefinition {
  slug: string;
  category: string;
  title: Texts;
  description: Texts;
  duration: string;
  level: CourseLevel;
  teaching_language: Language;
  instructor_name: string;
  price_rwf?: number;
  published?: boolean;
  /** Attempts at each quiz; the column's default (3) when not said. */
  quiz_attempts?: number;
  modules: {
    title: Texts;
    summary: Texts;
    lessons: { title: Texts; body: Texts; minutes: number; media?: LessonMedia[] }[];
    quizzes: { title: Texts; pass_mark: number; questions: QuizQuestion[] }[];
  }[];
}

/**
 * The English texts become the plain columns; the other languages go to `translations` field by
 * field (decision 105). A language missing one field (a lesson body not yet translated) leaves
 * that field out, and the reader gets the English text with the 'Not yet translated' note.
 */
export function translationsOf(fields: Record<string, Texts>): Translations {
  const out: Translations = {};
  for (const language of ["rw", "fr"] as const) {
    const texts = Object.fromEntries(
      Object.entries(fields).flatMap(([field, text]) => (text[language] ? [[field, text[language]]] : [])),
    );
    if (Object.keys(texts).length > 0) out[language] = texts;
  }
  return out;
}

export async function insertCourse(
  db: Db,
  course: CourseDefinition,
  picture: { image: string; thumbnail: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: courseCategories.id })
      .from(courseCategories)
      .where(eq(courseCategories.slug, course.category));
    if (!category) throw new Error(`no course category ${course.category}`);
    const [row] = await tx
      .insert(courses)
      .values({
        category_id: category.id,
        slug: course.slug,
        title: course.title.en,
        description: course.description.en,
        duration: course.duration,
        level: course.level,
        teaching_language: course.teaching_language,
        instructor_name: course.instructor_name,
        price_rwf: course.price_rwf ?? null,
        published: course.published ?? true,
        ...(course.quiz_attempts === undefined ? {} : { quiz_attempts: course.quiz_attempts }),
        followers: 0,
        ...picture,
        translations: translationsOf({ title: course.title, description: course.description }),
      })
      .returning({ id: courses.id });
    const courseId = row!.id;
    for (const [position, module] of course.modules.entries()) {
      const [moduleRow] = await tx
        .insert(courseModules)
        .values({
          course_id: courseId,
          position,
          title: module.title.en,
          summary: module.summary.en,
          translations: translationsOf({ title: module.title, summary: module.summary }),
        })
        .returning({ id: courseModules.id });
      const moduleId = moduleRow!.id;
      if (module.lessons.length > 0) {
        await tx.insert(lessons).values(
          module.lessons.map((lesson, i) => ({
            module_id: moduleId,
            position: i,
            title: lesson.title.en,
            body: lesson.body.en,
            minutes: lesson.minutes,
            media: lesson.media ?? [],
            translations: translationsOf({ title: lesson.title, body: lesson.body }),
          })),
        );
      }
      if (module.quizzes.length > 0) {
        await tx.insert(quizzes).values(
          module.quizzes.map((quiz, i) => ({
            module_id: moduleId,
            position: i,
            title: quiz.title.en,
            pass_mark: quiz.pass_mark,
            questions: quiz.questions,
            translations: translationsOf({ title: quiz.title }),
          })),
        );
      }
    }
    return courseId;
  });
}
