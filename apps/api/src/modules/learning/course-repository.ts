import type { CourseQuery } from "@heritage/domain/content";
import type { Language } from "@heritage/domain/languages";
import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  courseCategories,
  courseModules,
  courses,
  enrolments,
  instructors,
  lessons,
} from "../../db/schema/courses.ts";
import { matchEveryWord, titleRank } from "../../db/word-search.ts";
import { localized, servedTexts } from "../../lib/content-language.ts";
import type { PageRequest } from "../../lib/pagination.ts";
import { pageWindow } from "../../lib/pagination.ts";
import { searchWords } from "../../lib/search-words.ts";

/** The course's lessons, counted in SQL (a correlated count over two small indexed tables). */
const lessonCount = sql<number>`(select count(*)::int from ${lessons} join ${courseModules} on ${courseModules.id} = ${lessons.module_id} where ${courseModules.course_id} = ${courses.id})`;

/**
 * The followers a card shows are the course's learners, counted where they are kept (decision 223):
 * the stored `courses.followers` began as invented demo figures and drifts when an account is deleted.
 */
const enrolmentCount = sql<number>`(select count(*)::int from ${enrolments} where ${enrolments.course_id} = ${courses.id})`;

const courseColumns = {
  id: courses.id,
  category: courseCategories.name,
  category_slug: courseCategories.slug,
  title: courses.title,
  description: courses.description,
  duration: courses.duration,
  followers: enrolmentCount,
  image: courses.image,
  thumbnail: courses.thumbnail,
  slug: courses.slug,
  level: courses.level,
  teaching_language: courses.teaching_language,
  instructor_name: courses.instructor_name,
  price_rwf: courses.price_rwf,
  lesson_count: lessonCount,
  original_language: courses.original_language,
  translations: courses.translations,
  category_original_language: courseCategories.original_language,
  category_translations: courseCategories.translations,
};

type CourseRow = Awaited<ReturnType<typeof findCourse>> & {};

/** A course in the reader's language, its category's name included (decision 105). */
export function servedCourse(row: CourseRow, language: Language) {
  const { category_original_language, category_translations, price_rwf, ...rest } = row;
  const course = { ...rest, is_free: price_rwf === null };
  const category = { name: row.category, original_language: category_original_language };
  return {
    ...localized(course, language),
    category: servedTexts({ ...category, translations: category_translations }, ["name"], language).name,
  };
}

/**
 * Published courses only. Courses with lessons first, then most followed by default ('Most
 * frequent'); `newest` for 'Last discovered'. Filters: category (topic), level, teaching language.
 */
export async function listCourses(db: Db, query: CourseQuery) {
  const words = searchWords(query.search);
  const where = and(
    eq(courses.published, true),
    query.level ? eq(courses.level, query.level) : undefined,
    query.language ? eq(courses.teaching_language, query.language) : undefined,
    query.category ? eq(courseCategories.slug, query.category.toLowerCase()) : undefined,
    matchEveryWord(words, courses.title, [courses.description, courses.translated_text]),
  );
  const order =
    query.ordering === "newest"
      ? [desc(courses.created_at), desc(courses.id)]
      : words.length > 0 && !query.ordering
        ? [...titleRank(words, courses.title), asc(courses.id)]
        : [sql`${lessonCount} > 0 desc`, sql`${enrolmentCount} desc`, asc(courses.id)];
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(courseColumns)
      .from(courses)
      .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(courses)
      .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findCourse(db: Db, id: number) {
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(and(eq(courses.id, id), eq(courses.published, true)));
  return row;
}

export async function listCourseCategories(db: Db, query: PageRequest) {
  const { position: _position, ...columns } = getTableColumns(courseCategories);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...columns, course_count: count(courses.id) })
      .from(courseCategories)
      .leftJoin(courses, and(eq(courses.category_id, courseCategories.id), eq(courses.published, true)))
      .groupBy(courseCategories.id)
      .orderBy(asc(courseCategories.position), asc(courseCategories.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(courseCategories),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** In their set order; `?search=` matches every word in the name or the role. */
export async function listInstructors(db: Db, query: PageRequest & { search?: string }) {
  const { position: _position, ...columns } = getTableColumns(instructors);
  const { limit, offset } = pageWindow(query);
  const where = matchEveryWord(searchWords(query.search), instructors.name, [
    instructors.role,
    instructors.translated_text,
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(instructors)
      .where(where)
      .orderBy(asc(instructors.position), asc(instructors.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(instructors).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
