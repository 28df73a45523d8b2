import type { MyCourse } from "@heritage/domain/learning";
import { BookOpen, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useMyCourses } from "../api/learning.ts";
import { courseTexts as t } from "../course-texts.ts";
import { ProgressBar } from "./progress-bar.tsx";

/** The /profile section "My courses": each joined course, how far along, and a link to go on. */
export function MyCourses({ className }: { className?: string }) {
  const courses = useMyCourses();
  return (
    <section aria-labelledby="my-courses-title" className={className}>
      <h2 id="my-courses-title" className="inline-flex items-center gap-2 text-2xl font-semibold">
        <BookOpen aria-hidden="true" className="size-6 text-clay" />
        {t.myCourses}
      </h2>
      {courses.isError && <p className="mt-2 text-ember">{t.myCoursesLoadError}</p>}
      {courses.data && courses.data.length === 0 && (
        <p className="mt-2 text-muted">
          {t.myCoursesNone}{" "}
          <Link to="/elearning" className="text-clay underline underline-offset-2">
            {t.findCourses}
          </Link>
        </p>
      )}
      <ul className="mt-4 flex flex-col gap-3">
        {courses.data?.map((course) => (
          <MyCourseRow key={course.id} course={course} />
        ))}
      </ul>
    </section>
  );
}

function MyCourseRow({ course }: { course: MyCourse }) {
  const { progress, resume_lesson_id: resume, completed } = course.enrolment;
  const progressText = t.courseProgress(progress.done, progress.total);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-line p-3">
      <Link to={`/elearning/courses/${course.id}`} className="font-semibold hover:text-clay">
        {course.title}
      </Link>
      <ProgressBar done={progress.done} total={progress.total} label={progressText} />
      <p className="text-sm text-muted">{completed ? t.completed : progressText}</p>
      {resume !== null && !completed && (
        <Link
          to={`/elearning/lessons/${resume}`}
          aria-label={progress.done > 0 ? t.continueCourse(course.title) : t.startCourse(course.title)}
          className={buttonClass("primary", "md", "self-start")}
        >
          <PlayCircle aria-hidden="true" className="size-5" />
          {progress.done > 0 ? t.continue : t.start}
        </Link>
      )}
    </li>
  );
}
