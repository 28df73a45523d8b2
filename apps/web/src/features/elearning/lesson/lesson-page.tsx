import type { CourseOutline, Lesson, LessonCompletion } from "@heritage/domain/learning";
import { ArrowLeft, ArrowRight, CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Markdown } from "../../../components/ui/markdown.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { useCompleteLesson, useCourseOutline, useLesson } from "../api/learning.ts";
import { BackToCourse } from "../course/back-to-course.tsx";
import { ProgressBar } from "../course/progress-bar.tsx";
import { courseTexts, lessonTexts as t } from "../course-texts.ts";
import { LearningLoadState } from "../learning-load-state.tsx";
import { LessonMedia } from "./lesson-media.tsx";

/**
 * /elearning/lessons/:id: the lesson, 'Mark as done' once it was read (its end scrolled into view,
 * or its recording or film played to the end: decision 253), and the way on (next lesson or the
 * module's quiz).
 */
export default function LessonPage() {
  const id = Number(useParams().id);
  const lesson = useLesson(id);
  if (!lesson.isSuccess) return <LearningLoadState query={lesson} texts={t} backToList />;
  return <LessonView lesson={lesson.data} />;
}

/** The lesson after this one, or the quiz that closes its module. */
function nextStep(course: CourseOutline | undefined, lesson: Lesson) {
  const module = course?.modules.find((m) => m.id === lesson.module_id);
  const isLast = module?.lessons.at(-1)?.id === lesson.id;
  const quiz = isLast ? (module?.quizzes.find((q) => !q.passed) ?? module?.quizzes[0]) : undefined;
  if (quiz) return { to: `/elearning/quizzes/${quiz.id}`, label: t.takeQuiz(quiz.title) };
  if (lesson.next_lesson_id !== null)
    return { to: `/elearning/lessons/${lesson.next_lesson_id}`, label: t.next };
  return null;
}

/** How the lesson was seen read, once it was: its end came into view, or a medium played out. */
function useReadEvidence(lessonId: number) {
  const end = useRef<HTMLDivElement>(null);
  const [evidence, setEvidence] = useState<{ lesson: number; how: LessonCompletion["evidence"] } | null>(
    null,
  );
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setEvidence((current) =>
          current?.lesson === lessonId ? current : { lesson: lessonId, how: "end_reached" },
        );
        observer.disconnect();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [lessonId]);
  const played = () => setEvidence({ lesson: lessonId, how: "media_ended" });
  // Evidence from the lesson before (the page is kept when Next opens another) does not count.
  return { end, evidence: evidence?.lesson === lessonId ? evidence.how : null, played };
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const course = useCourseOutline(lesson.course_id).data;
  const complete = useCompleteLesson(lesson.id);
  const { end, evidence, played } = useReadEvidence(lesson.id);
  const hintId = `lesson-${lesson.id}-read-hint`;
  const enrolled = Boolean(course?.enrolment);
  const next = enrolled ? nextStep(course, lesson) : null;
  const module = course?.modules.find((m) => m.id === lesson.module_id);
  return (
    <article className="container-page max-w-3xl py-8 sm:py-12" aria-labelledby="lesson-title">
      <title>{t.docTitle(lesson.title)}</title>
      <BackToCourse courseId={lesson.course_id}>{course ? course.title : t.backToCourse}</BackToCourse>
      {module && <p className="text-xs font-medium tracking-wide text-muted uppercase">{module.title}</p>}
      <h1 id="lesson-title" lang={lesson.language} className="mt-1 text-3xl font-semibold sm:text-4xl">
        {lesson.title}
      </h1>
      <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-muted">
        {courseTexts.minutes(lesson.minutes)}
        <UntranslatedNote record={lesson} />
      </p>
      {course?.enrolment && (
        <ProgressBar
          className="mt-4"
          done={course.enrolment.progress.done}
          total={course.enrolment.progress.total}
          label={courseTexts.courseProgress(course.enrolment.progress.done, course.enrolment.progress.total)}
        />
      )}
      {!enrolled && course && <p className="mt-4 rounded-md bg-sand p-3 text-sm">{t.previewNote}</p>}
      <div className="mt-6">
        <Markdown source={lesson.body} lang={lesson.language} />
      </div>
      {lesson.media.map((item) => (
        <LessonMedia key={item.src} media={item} onEnded={played} />
      ))}
      <div ref={end} aria-hidden="true" className="h-px" />
      <div className="mt-8 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        {enrolled &&
          (lesson.completed ? (
            <p className="inline-flex min-h-11 items-center gap-2 font-semibold text-leaf">
              <CheckCircle2 aria-hidden="true" className="size-5" />
              {t.doneNote}
            </p>
          ) : (
            <div className="flex flex-col gap-1">
              <Button
                variant="secondary"
                size="lg"
                disabled={!evidence || !lesson.read_token}
                aria-describedby={evidence ? undefined : hintId}
                onClick={() =>
                  evidence &&
                  lesson.read_token &&
                  complete.mutate({ read_token: lesson.read_token, evidence })
                }
                loading={complete.isPending}
                loadingText={t.marking}
              >
                {t.markDone}
              </Button>
              {!evidence && (
                <p id={hintId} className="text-sm text-muted">
                  {lesson.media.some((m) => m.kind !== "image") ? t.readOrPlayFirst : t.readFirst}
                </p>
              )}
            </div>
          ))}
        {!enrolled && (
          <Link to={`/elearning/courses/${lesson.course_id}`} className={buttonClass("primary", "lg")}>
            {t.toCourse}
          </Link>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {enrolled && lesson.previous_lesson_id !== null && (
            <Link
              to={`/elearning/lessons/${lesson.previous_lesson_id}`}
              className={buttonClass("ghost", "lg")}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t.previous}
            </Link>
          )}
          {next && (
            <Link to={next.to} className={buttonClass("primary", "lg")}>
              {next.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      </div>
      {complete.isError && (
        <p role="alert" className="mt-2 text-sm text-ember">
          {courseTexts.actionFailed}
        </p>
      )}
    </article>
  );
}
