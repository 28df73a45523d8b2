import type { Course } from "@heritage/domain/content";
import { Clock, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import { ContentImage } from "../../components/ui/content-image.tsx";
import { UntranslatedNote } from "../../components/ui/untranslated-note.tsx";
import { formatCount } from "../../lib/format.ts";
import { courseDuration } from "./course-duration.ts";
import { courseTexts, filterTexts } from "./course-texts.ts";
import { T } from "./elearning-texts.ts";

/** product §3 course-style card: category, title, description, duration, followers, image. */
export function CourseCard({ course, eager }: { course: Course; eager?: boolean }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card">
      <ContentImage src={course.thumbnail} alt="" width={400} height={250} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="flex flex-wrap gap-1">
          <Badge tone="clay">{course.category}</Badge>
          {course.lesson_count > 0 && (
            <Badge tone="leaf">{filterTexts.withLessons(course.lesson_count)}</Badge>
          )}
          {course.lesson_count > 0 && <Badge tone="neutral">{courseTexts.levels[course.level]}</Badge>}
          {course.lesson_count === 0 && <Badge tone="ochre">{courseTexts.openingSoon}</Badge>}
        </span>
        <h3 lang={course.language} className="font-sans text-base leading-snug font-semibold">
          {course.lesson_count > 0 ? (
            // The whole card is the link's target area (after:), the heading its name.
            <Link
              to={`/elearning/courses/${course.id}`}
              className="after:absolute after:inset-0 hover:text-clay"
            >
              {course.title}
            </Link>
          ) : (
            course.title
          )}
        </h3>
        <UntranslatedNote record={course} />
        <p lang={course.language} className="text-sm text-ink-soft">
          {course.description}
        </p>
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {courseDuration(course.duration)}
          </span>
          {/* A course nobody can join yet has no learners to count (decision 223). */}
          {course.lesson_count > 0 && (
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-3.5" />
              {T.frequent.followers(formatCount(course.followers))}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
