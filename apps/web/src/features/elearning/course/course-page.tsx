import type { CourseOutline } from "@heritage/domain/learning";
import { ArrowLeft, CheckCircle2, Clock, GraduationCap, Languages, Lock, UserRound } from "lucide-react";
import { Link, useParams } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { useCourseOutline } from "../api/learning.ts";
import { courseDuration } from "../course-duration.ts";
import { courseTexts as t } from "../course-texts.ts";
import { CourseActions } from "./course-actions.tsx";
import { ProgressBar } from "./progress-bar.tsx";

/** /elearning/courses/:id: the outline anyone can read, the first lesson as a preview, enrolment and progress. */
export default function CoursePage() {
  const id = Number(useParams().id);
  const outline = useCourseOutline(id);
  if (outline.isPending) {
    return (
      <LoadingRegion>
        <Skeleton className="container-page my-10 h-96" />
      </LoadingRegion>
    );
  }
  if (outline.isError) {
    const missing = outline.error instanceof ApiError && outline.error.status === 404;
    return (
      <div className="container-page py-12">
        <ErrorState
          message={missing ? t.notFound : t.loadError}
          retryLabel={t.retry}
          onRetry={missing ? undefined : () => outline.refetch()}
        />
      </div>
    );
  }
  return <CourseView course={outline.data} />;
}

function CourseView({ course }: { course: CourseOutline }) {
  const enrolled = course.enrolment !== null;
  return (
    <>
      <title>{t.docTitle(course.title)}</title>
      <section className="bg-ink text-paper">
        <div className="container-page grid gap-6 py-8 sm:py-12 lg:grid-cols-[2fr_1fr] lg:items-center">
          <div>
            <Link
              to="/elearning#frequent"
              className="inline-flex min-h-11 items-center gap-1 text-sm text-line hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t.back}
            </Link>
            <Badge tone="ochre" className="mt-2">
              {course.category}
            </Badge>
            <h1 lang={course.language} className="mt-3 text-3xl font-semibold text-paper sm:text-4xl">
              {course.title}
            </h1>
            <UntranslatedNote record={course} className="mt-1 text-line" />
            <p lang={course.language} className="mt-3 max-w-2xl text-lg text-line">
              {course.description}
            </p>
            <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-line">
              <li className="inline-flex items-center gap-1">
                <GraduationCap aria-hidden="true" className="size-4" />
                {t.levelLabel}: {t.levels[course.level]}
              </li>
              <li className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {t.durationLabel}: {courseDuration(course.duration)}
              </li>
              <li className="inline-flex items-center gap-1">
                <Languages aria-hidden="true" className="size-4" />
                {t.taughtIn}: {t.languageNames[course.teaching_language]}
              </li>
              {course.instructor_name && (
                <li className="inline-flex items-center gap-1">
                  <UserRound aria-hidden="true" className="size-4" />
                  {t.instructor}:{" "}
                  {course.instructor_slug ? (
                    // A creator teaches it: their maker page says who they are (decision 136).
                    <Link
                      to={`/makers/${course.instructor_slug}`}
                      className="font-semibold text-clay underline"
                    >
                      {course.instructor_name}
                    </Link>
                  ) : (
                    course.instructor_name
                  )}
                </li>
              )}
            </ul>
          </div>
          <ContentImage
            src={course.image}
            alt=""
            width={480}
            height={300}
            eager
            className="hidden rounded-lg lg:block"
          />
        </div>
      </section>

      <div className="container-page grid gap-8 py-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="outline-title" className="order-2 lg:order-1">
          <h2 id="outline-title" className="text-2xl font-semibold">
            {t.outline}
          </h2>
          {course.modules.length === 0 && <p className="mt-4 text-muted">{t.noLessons}</p>}
          <ol className="mt-4 flex flex-col gap-4">
            {course.modules.map((module, index) => (
              <li key={module.id} className="rounded-lg border border-line bg-surface p-4 shadow-card sm:p-5">
                <p className="text-xs font-medium tracking-wide text-clay uppercase">{t.module(index + 1)}</p>
                <h3 className="mt-1 font-sans text-lg font-semibold">{module.title}</h3>
                <p className="mt-1 text-sm text-ink-soft">{module.summary}</p>
                {enrolled && (
                  <ProgressBar
                    className="mt-3"
                    done={module.progress.done}
                    total={module.progress.total}
                    label={t.moduleProgress(module.title, module.progress.done, module.progress.total)}
                  />
                )}
                <ul className="mt-3 divide-y divide-line">
                  {module.lessons.map((lesson) => {
                    const open = enrolled || lesson.id === course.first_lesson_id;
                    return (
                      <li key={lesson.id} className="flex min-h-11 items-center justify-between gap-3 py-2">
                        {open ? (
                          <Link
                            to={`/elearning/lessons/${lesson.id}`}
                            className="font-medium text-ink hover:text-clay hover:underline"
                          >
                            {lesson.title}
                          </Link>
                        ) : (
                          <span className="inline-flex items-center gap-2 text-ink-soft">
                            <Lock aria-hidden="true" className="size-4 shrink-0" />
                            {lesson.title}
                            <span className="sr-only">({t.locked})</span>
                          </span>
                        )}
                        <span className="flex shrink-0 items-center gap-2 text-xs text-muted">
                          {!enrolled && lesson.id === course.first_lesson_id && (
                            <Badge tone="leaf">{t.preview}</Badge>
                          )}
                          {lesson.completed ? (
                            <span className="inline-flex items-center gap-1 text-leaf">
                              <CheckCircle2 aria-hidden="true" className="size-4" />
                              {t.done}
                            </span>
                          ) : (
                            t.minutes(lesson.minutes)
                          )}
                        </span>
                      </li>
                    );
                  })}
                  {module.quizzes.map((quiz) => (
                    <li key={quiz.id} className="flex min-h-11 items-center justify-between gap-3 py-2">
                      {enrolled ? (
                        <Link
                          to={`/elearning/quizzes/${quiz.id}`}
                          className="font-medium text-ink hover:text-clay hover:underline"
                        >
                          {quiz.title}
                        </Link>
                      ) : (
                        <span className="inline-flex items-center gap-2 text-ink-soft">
                          <Lock aria-hidden="true" className="size-4 shrink-0" />
                          {quiz.title}
                        </span>
                      )}
                      {quiz.passed ? (
                        <span className="inline-flex items-center gap-1 text-xs text-leaf">
                          <CheckCircle2 aria-hidden="true" className="size-4" />
                          {t.passed}
                        </span>
                      ) : (
                        <Badge tone="sky">{t.quiz}</Badge>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
        <aside className="order-1 lg:order-2">
          <CourseActions course={course} />
        </aside>
      </div>
    </>
  );
}
