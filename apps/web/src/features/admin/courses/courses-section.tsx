import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { SECTION_LABELS } from "../admin-texts.ts";
import { SectionHeader } from "../shared/section-header.tsx";
import { useAdminCourses } from "./api/admin-courses.ts";
import { CourseEditor } from "./course-editor.tsx";
import { CourseList } from "./course-list.tsx";
import { COURSE_LIST_TEXT } from "./courses-texts.ts";

type Open = { id?: number } | null;

/**
 * The Courses section of the admin portal (decision 134): the course list with enrolments
 * and completion rates, and one course's editor in its place (it holds too much for a dialog).
 */
export default function CoursesSection() {
  const t = COURSE_LIST_TEXT;
  const [open, setOpen] = useState<Open>(null);
  const courses = useAdminCourses();

  if (open)
    return (
      <CourseEditor
        key={open.id ?? "new"}
        id={open.id}
        onBack={() => setOpen(null)}
        onCreated={(id) => setOpen({ id })}
      />
    );
  return (
    <>
      <SectionHeader
        title={SECTION_LABELS.courses}
        description={t.intro}
        actions={
          <Button onClick={() => setOpen({})}>
            <Plus aria-hidden="true" className="size-4" />
            {t.add}
          </Button>
        }
      />
      {courses.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-96 w-full" />
        </LoadingRegion>
      ) : courses.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void courses.refetch()}
          retrying={courses.isFetching}
          retryLabel={t.retry}
        />
      ) : courses.data.length === 0 ? (
        <EmptyState title={t.empty} description={t.emptyNote} />
      ) : (
        <CourseList courses={courses.data} onEdit={(course) => setOpen({ id: course.id })} />
      )}
    </>
  );
}
