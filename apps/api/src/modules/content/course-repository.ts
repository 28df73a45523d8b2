import type { CourseQuery } from "@heritage/domain/content";
import type { Language } from "@heritage/domain/languages";
import { and, asc, count, desc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseCategories, courses, instructors } from "../../db/schema/learning.ts";
import { servedTexts } from "../../lib/content-language.ts";
import { localized } from "./content-language.ts";
import type { PageRequest } from "./content-pagination.ts";
import { pageWindow } from "./content-pagination.ts";
import { matchEveryWord, searchWords, titleRank } from "./content-search.ts";

const courseColumns = {
  id: courses.id,
  category: courseCategories.name,
  category_slug: courseCategories.slug,
  title: courses.title,
  description: courses.description,
  duration: courses.duration,
  followers: courses.followers,
  image: courses.image,
  thumbnail: courses.thumbnail,
  original_language: courses.original_language,
  translations: courses.translations,
  category_original_language: courseCategories.original_language,
  category_translations: courseCategories.translations,
};

type CourseRow = Awaited<ReturnType<typeof findCourse>> & {};

/** A course in the reader's language, its category's name included (decision 105). */
export function servedCourse(row: CourseRow, language: Language) {
  const { category_original_language, category_translations, ...course } = row;
  const category = { name: row.category, original_language: category_original_language };
  return {
    ...localized(course, language),
    category: servedTexts({ ...category, translations: category_translations }, ["name"], language).name,
  };
}

/** Most followed first by default ('Most frequent'); `newest` for 'Last discovered'. */
export async function listCourses(db: Db, query: CourseQuery) {
  const words = searchWords(query.search);
  const where = and(
    query.category ? eq(courseCategories.slug, query.category.toLowerCase()) : undefined,
    matchEveryWord(words, courses.title, [courses.description, courses.translated_text]),
  );
  const order =
    query.ordering === "newest"
      ? [desc(courses.created_at), desc(courses.id)]
      : words.length > 0 && !query.ordering
        ? [...titleRank(words, courses.title), asc(courses.id)]
        : [desc(courses.followers), asc(courses.id)];
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
    .where(eq(courses.id, id));
  return row;
}

export async function listCourseCategories(db: Db, query: PageRequest) {
  const { position: _position, ...columns } = getTableColumns(courseCategories);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...columns, course_count: count(courses.id) })
      .from(courseCategories)
      .leftJoin(courses, eq(courses.category_id, courseCategories.id))
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

export async function countCourses(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courses);
  return row?.total ?? 0;
}
