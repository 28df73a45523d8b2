import type {
  AnswerValue,
  Certificate,
  CertificateVerification,
  CourseOutline,
  Lesson,
  LessonCompletion,
  MyCourse,
  Quiz,
  QuizResult,
} from "@heritage/domain/learning";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, buildUrl } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { activeLanguage } from "../../../lib/i18n/localized.ts";
import { getAccessToken } from "../../../lib/session.ts";
import { useSession } from "../../../lib/use-session.ts";

/** Learning reads depend on who is signed in (enrolment, progress): the username is part of the key. */
const learningKey = (username: string | null, ...parts: (string | number)[]) => [
  "learning",
  username ?? "",
  ...parts,
];

export function useCourseOutline(id: number) {
  const { username } = useSession();
  return useQuery({
    queryKey: learningKey(username, "course", id),
    queryFn: ({ signal }) => api.get<CourseOutline>(`/learning/courses/${id}/`, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useLesson(id: number) {
  const { username } = useSession();
  return useQuery({
    queryKey: learningKey(username, "lesson", id),
    queryFn: ({ signal }) => api.get<Lesson>(`/learning/lessons/${id}/`, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useQuiz(id: number) {
  const { username } = useSession();
  return useQuery({
    queryKey: learningKey(username, "quiz", id),
    queryFn: ({ signal }) => api.get<Quiz>(`/learning/quizzes/${id}/`, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** After any write the learner's outline, lessons and quizzes are read again. */
function useLearningWrite<V, R>(write: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: ["learning"] }),
  });
}

export const useEnrol = (courseId: number) =>
  useLearningWrite(() => api.post<CourseOutline>(`/learning/courses/${courseId}/enrol/`));
/** The done mark carries the lesson's read token and how the page saw it read (decision 253). */
export const useCompleteLesson = (lessonId: number) =>
  useLearningWrite((completion: LessonCompletion) =>
    api.post(`/learning/lessons/${lessonId}/complete/`, completion),
  );
export const useSubmitQuiz = (quizId: number) =>
  useLearningWrite((answers: Record<string, AnswerValue>) =>
    api.post<QuizResult>(`/learning/quizzes/${quizId}/attempts/`, { answers }),
  );
export const useIssueCertificate = (courseId: number) =>
  useLearningWrite(() => api.post<Certificate>(`/learning/courses/${courseId}/certificate/`));

export function useMyCourses() {
  const { username } = useSession();
  return useQuery({
    queryKey: learningKey(username, "my-courses"),
    queryFn: ({ signal }) => api.get<MyCourse[]>("/learning/my-courses/", { signal }),
  });
}

export function useMyCertificates() {
  const { username } = useSession();
  return useQuery({
    queryKey: learningKey(username, "certificates"),
    queryFn: ({ signal }) => api.get<Certificate[]>("/learning/certificates/", { signal }),
  });
}

export function useVerification(code: string) {
  return useQuery({
    queryKey: ["certificate-check", code],
    queryFn: ({ signal }) => api.get<CertificateVerification>(`/learning/certificates/${code}/`, { signal }),
    retry: false,
  });
}

/** Fetches the PDF, in the reader's language, with the access token and hands it to the browser as a download. */
export async function downloadCertificate(code: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(buildUrl(`/learning/certificates/${code}/pdf/`), {
    headers: { "Accept-Language": activeLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `certificate-${code}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
