import { ArrowLeft, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { useCourseCategories } from "../../elearning/index.ts";
import { SectionHeader } from "../shared/section-header.tsx";
import { useAdminCourse, useInstructorChoices } from "./api/admin-courses.ts";
import { CourseForm } from "./course-form.tsx";
import { COURSE_EDITOR_TEXT, COURSE_LIST_TEXT } from "./courses-texts.ts";
import { shownText } from "./form-kit.tsx";
import { ModuleList } from "./module-list.tsx";

/** One course: its own form, then (once it exists) its modules, lessons and quizzes. */
export function CourseEditor({
  id,
  onBack,
  onCreated,
}: {
  id?: number;
  onBack: () => void;
  onCreated: (id: number) => void;
}) {
  const t = COURSE_EDITOR_TEXT;
  const course = useAdminCourse(id);
  const categories = useCourseCategories();
  // Like the topics, the instructor select needs its options before the form sets its value.
  const instructors = useInstructorChoices();
  const back = (
    <Button variant="secondary" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t.back}
    </Button>
  );
  const loading = (id !== undefined && course.isPending) || categories.isPending || instructors.isPending;
  const failed = (id !== undefined && course.isError) || categories.isError || instructors.isError;
  return (
    <>
      <SectionHeader
        title={course.data ? shownText(course.data.title) : t.newTitle}
        actions={
          <>
            {back}
            {course.data?.published && (
              <Link
                to={`/elearning/courses/${course.data.id}`}
                className="inline-flex min-h-11 items-center gap-2 px-2 text-sm font-semibold text-clay underline"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t.openPublic}
              </Link>
            )}
          </>
        }
      />
      {loading ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-96 w-full" />
        </LoadingRegion>
      ) : failed ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void Promise.all([course.refetch(), categories.refetch(), instructors.refetch()])}
          retrying={course.isFetching || categories.isFetching || instructors.isFetching}
          retryLabel={COURSE_LIST_TEXT.retry}
        />
      ) : (
        <>
          {/* Keyed by id: a created course opens its own form with its version. */}
          <CourseForm key={course.data?.id ?? "new"} course={course.data} onCreated={onCreated} />
          {course.data && <ModuleList course={course.data} />}
        </>
      )}
    </>
  );
}
