import type { Course, CourseCategory, Instructor } from "@heritage/domain/content";
import type { Paginated } from "@heritage/domain/paging";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** 'Most frequent' shows ten courses, then 'Load More Content' asks the server for the next ten. */
export const COURSES_PAGE_SIZE = 10;

type CourseQuery = {
  category?: string;
  level?: string;
  language?: string;
  ordering?: "popular" | "newest";
  page_size?: number;
};
export type CourseFilters = { category?: string; level?: string; language?: string };

const getCourses = (query: CourseQuery & { page?: number }, signal?: AbortSignal) =>
  api.get<Paginated<Course>>("/content/courses/", { query, signal });

/** GET /api/content/courses/ page by page, most followed first. */
export function useCoursePages(filters: CourseFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.content("courses-infinite", filters),
    queryFn: ({ pageParam, signal }) =>
      getCourses({ ...filters, ordering: "popular", page: pageParam, page_size: COURSES_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.next ? all.length + 1 : undefined),
    staleTime: 5 * 60_000,
  });
}

export function useLatestCourses(count: number) {
  return useQuery({
    queryKey: queryKeys.content("courses", { ordering: "newest", page_size: count }),
    queryFn: ({ signal }) => getCourses({ ordering: "newest", page_size: count }, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCourseCategories() {
  return useQuery({
    queryKey: queryKeys.content("course-categories"),
    queryFn: ({ signal }) =>
      api.get<Paginated<CourseCategory>>("/content/course-categories/", { query: { page_size: 50 }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useInstructors(count: number) {
  return useQuery({
    queryKey: queryKeys.content("instructors", { page_size: count }),
    queryFn: ({ signal }) =>
      api.get<Paginated<Instructor>>("/content/instructors/", { query: { page_size: count }, signal }),
    staleTime: 5 * 60_000,
  });
}
