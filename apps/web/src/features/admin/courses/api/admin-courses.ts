import type {
  AdminCourse,
  AdminCourseRow,
  AdminInstructorChoice,
  CourseInput,
  LessonInput,
  ModuleInput,
  QuizInput,
} from "@heritage/domain/learning-admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";

/** The admin's course reads (/api/admin/learning, decision 134); kept apart from the shared keys. */
const KEYS = {
  all: ["admin", "learning"] as const,
  list: () => ["admin", "learning", "list"] as const,
  course: (id: number) => ["admin", "learning", "course", id] as const,
  instructors: () => ["admin", "learning", "instructors"] as const,
};
const BASE = "/admin/learning";

export function useAdminCourses() {
  return useQuery({
    queryKey: KEYS.list(),
    queryFn: ({ signal }) => api.get<AdminCourseRow[]>(`${BASE}/courses`, { signal }),
  });
}

/** Approved creators who may be named as instructor (decision 136). */
export function useInstructorChoices() {
  return useQuery({
    queryKey: KEYS.instructors(),
    queryFn: ({ signal }) => api.get<AdminInstructorChoice[]>(`${BASE}/instructors`, { signal }),
  });
}

export function useAdminCourse(id: number | undefined) {
  return useQuery({
    queryKey: KEYS.course(id ?? 0),
    queryFn: ({ signal }) => api.get<AdminCourse>(`${BASE}/courses/${id}`, { signal }),
    enabled: id !== undefined,
    // The forms keep the versions they loaded; a background refetch must not move them under the admin.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Every write answers the whole course as it now is: it replaces the cached course (new ids and
 * versions at once), and the list, the public catalogue and learners' reads are asked for again.
 */
function useCourseWrite<V>(write: (value: V) => Promise<AdminCourse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (course) => {
      client.setQueryData(KEYS.course(course.id), course);
      return Promise.all([
        client.invalidateQueries({ queryKey: KEYS.list() }),
        client.invalidateQueries({ queryKey: ["content"] }),
        client.invalidateQueries({ queryKey: ["learning"] }),
      ]);
    },
  });
}

export const useSaveCourse = () =>
  useCourseWrite(({ id, input }: { id?: number; input: CourseInput }) =>
    id === undefined
      ? api.post<AdminCourse>(`${BASE}/courses`, input)
      : api.put<AdminCourse>(`${BASE}/courses/${id}`, input),
  );

/** A module is added to a course (`courseId`) or replaced (`id`). */
export const useSaveModule = () =>
  useCourseWrite(({ courseId, id, input }: { courseId: number; id?: number; input: ModuleInput }) =>
    id === undefined
      ? api.post<AdminCourse>(`${BASE}/courses/${courseId}/modules`, input)
      : api.put<AdminCourse>(`${BASE}/modules/${id}`, input),
  );

export const useSaveLesson = () =>
  useCourseWrite(({ moduleId, id, input }: { moduleId: number; id?: number; input: LessonInput }) =>
    id === undefined
      ? api.post<AdminCourse>(`${BASE}/modules/${moduleId}/lessons`, input)
      : api.put<AdminCourse>(`${BASE}/lessons/${id}`, input),
  );

export const useDeleteLesson = () =>
  useCourseWrite((id: number) => api.delete<AdminCourse>(`${BASE}/lessons/${id}`));

export const useReorderLessons = () =>
  useCourseWrite(({ moduleId, lessons }: { moduleId: number; lessons: number[] }) =>
    api.put<AdminCourse>(`${BASE}/modules/${moduleId}/lesson-order`, { lessons }),
  );

/** Every module of the course once, in the new order (decision 137). */
export const useReorderModules = () =>
  useCourseWrite(({ courseId, modules }: { courseId: number; modules: number[] }) =>
    api.put<AdminCourse>(`${BASE}/courses/${courseId}/module-order`, { modules }),
  );

export const useSaveQuiz = () =>
  useCourseWrite(({ moduleId, id, input }: { moduleId: number; id?: number; input: QuizInput }) =>
    id === undefined
      ? api.post<AdminCourse>(`${BASE}/modules/${moduleId}/quizzes`, input)
      : api.put<AdminCourse>(`${BASE}/quizzes/${id}`, input),
  );

/** POST /api/media: a picture as a data URL in, the stored WebP's URL out (covers, lesson pictures). */
export const uploadPicture = (dataUrl: string) =>
  api.post<{ id: string; url: string; thumbnail_url: string }>("/media", { image: dataUrl });
