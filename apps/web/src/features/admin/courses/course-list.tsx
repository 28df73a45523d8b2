import type { AdminCourseRow } from "@heritage/domain/learning-admin";
import { Badge } from "../../../components/ui/badge.tsx";
import { messages } from "../../../lib/i18n/messages.ts";
import { ResponsiveTable } from "../shared/responsive-table.tsx";
import { RowActions } from "../shared/row-actions.tsx";
import { COURSE_FORM_TEXT, COURSE_LIST_TEXT } from "./courses-texts.ts";

/** The courses with their enrolments and completion rates (certificates over enrolments, decision 134). */
export function CourseList({
  courses,
  onEdit,
}: {
  courses: AdminCourseRow[];
  onEdit: (course: AdminCourseRow) => void;
}) {
  const t = COURSE_LIST_TEXT;
  const levels = COURSE_FORM_TEXT.levels;
  const names = messages.content.languageNames;
  const status = (course: AdminCourseRow) => (
    <Badge tone={course.published ? "leaf" : "neutral"}>{course.published ? t.published : t.draft}</Badge>
  );
  const edit = (course: AdminCourseRow) => (
    <RowActions edit={{ label: t.edit(course.title), onClick: () => onEdit(course) }} />
  );
  return (
    <ResponsiveTable
      label={t.tableLabel}
      columns={[
        { heading: t.title },
        { heading: t.level },
        { heading: t.language },
        { heading: t.status },
        { heading: t.lessons, alignRight: true },
        { heading: t.enrolments, alignRight: true },
        { heading: t.completion },
        { heading: t.actions, alignRight: true },
      ]}
      items={courses}
      card={(course) => (
        <div className="flex flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="min-w-0 font-semibold break-words">{course.title}</h2>
            {edit(course)}
          </div>
          <p className="text-sm text-muted">
            {levels[course.level]} · {names[course.teaching_language]} · {t.lessons}: {course.lessons}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {status(course)}
            <span>
              {t.completion}: {t.rate(course.completions, course.enrolments)}
            </span>
          </div>
        </div>
      )}
      row={(course) => (
        <>
          <td className="px-3 py-3 font-medium">{course.title}</td>
          <td className="px-3 py-3">{levels[course.level]}</td>
          <td className="px-3 py-3">{names[course.teaching_language]}</td>
          <td className="px-3 py-3">{status(course)}</td>
          <td className="px-3 py-3 text-right">{course.lessons}</td>
          <td className="px-3 py-3 text-right">{course.enrolments}</td>
          <td className="px-3 py-3">{t.rate(course.completions, course.enrolments)}</td>
          <td className="px-3 py-3">{edit(course)}</td>
        </>
      )}
    />
  );
}
