import type { Language } from "@heritage/domain/languages";
import type { CourseOutline } from "@heritage/domain/learning";
import { localized, servedTexts } from "../../lib/content-language.ts";
import type { CourseRow, CourseStructure, LearnerState } from "./learning-repository.ts";

/** Lessons done + quizzes passed, out of all of them. */
export function progressOf(structure: CourseStructure, state: LearnerState | null) {
  const total = structure.lessons.length + structure.quizzes.length;
  if (!state) return { done: 0, total };
  const done =
    structure.lessons.filter((l) => state.completed.has(l.id)).length +
    structure.quizzes.filter((q) => state.passed.has(q.id)).length;
  return { done, total };
}

/**
 * Where the learner picks up: the lesson last opened while it is not done; once it is done,
 * the first lesson not done after it (then from the start); the last opened when all are done.
 */
export function resumeLesson(structure: CourseStructure, state: LearnerState): number | null {
  const ids = structure.lessons.map((l) => l.id);
  if (ids.length === 0) return null;
  const last = state.enrolment?.last_lesson_id ?? null;
  const from = last === null ? 0 : Math.max(ids.indexOf(last), 0);
  const ordered = [...ids.slice(from), ...ids.slice(0, from)];
  return ordered.find((id) => !state.completed.has(id)) ?? last ?? ids[0]!;
}

export function servedCourseHead(course: CourseRow, language: Language) {
  const { category_original_language, category_translations, price_rwf, ...rest } = course;
  const category = servedTexts(
    {
      name: course.category,
      original_language: category_original_language,
      translations: category_translations,
    },
    ["name"],
    language,
  ).name;
  return { ...localized(rest, language), category, price_rwf, is_free: price_rwf === null };
}

export function buildOutline(
  course: CourseRow,
  structure: CourseStructure,
  state: LearnerState | null,
  certificateCode: string | null,
  language: Language,
): CourseOutline {
  const done = (set: Set<number> | undefined, id: number) => Boolean(set?.has(id));
  const modules = structure.modules.map((module) => {
    const own = structure.lessons.filter((l) => l.module_id === module.id);
    const quizzes = structure.quizzes.filter((q) => q.module_id === module.id);
    const lessonsDone = own.filter((l) => done(state?.completed, l.id)).length;
    const quizzesDone = quizzes.filter((q) => done(state?.passed, q.id)).length;
    const served = localized(module, language);
    return {
      id: module.id,
      title: served.title,
      summary: served.summary,
      lessons: own.map((lesson) => ({
        id: lesson.id,
        title: localized(lesson, language).title,
        minutes: lesson.minutes,
        completed: done(state?.completed, lesson.id),
      })),
      quizzes: quizzes.map((quiz) => ({
        id: quiz.id,
        title: localized(quiz, language).title,
        passed: done(state?.passed, quiz.id),
      })),
      progress: { done: lessonsDone + quizzesDone, total: own.length + quizzes.length },
    };
  });
  const progress = progressOf(structure, state);
  const enrolment = state?.enrolment
    ? {
        enrolled_at: state.enrolment.created_at.toISOString(),
        resume_lesson_id: resumeLesson(structure, state),
        progress,
        completed: progress.total > 0 && progress.done === progress.total,
        certificate_code: certificateCode,
      }
    : null;
  return {
    ...servedCourseHead(course, language),
    first_lesson_id: structure.lessons[0]?.id ?? null,
    modules,
    enrolment,
  };
}
