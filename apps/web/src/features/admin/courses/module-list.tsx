import type { AdminCourse, AdminLesson, AdminModule, AdminQuiz } from "@heritage/domain/learning-admin";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { RowActions } from "../shared/row-actions.tsx";
import { useDeleteLesson, useReorderLessons, useReorderModules } from "./api/admin-courses.ts";
import { COURSE_EDITOR_TEXT, LESSON_FORM_TEXT, MODULE_FORM_TEXT, QUIZ_FORM_TEXT } from "./courses-texts.ts";
import { shownText } from "./form-kit.tsx";
import { LessonForm } from "./lesson-form.tsx";
import { ModuleForm } from "./module-form.tsx";
import { MoveButtons } from "./move-buttons.tsx";
import { QuizForm } from "./quiz-form.tsx";

type Open =
  | { kind: "module"; module?: AdminModule }
  | { kind: "lesson"; moduleId: number; lesson?: AdminLesson }
  | { kind: "quiz"; moduleId: number; quiz?: AdminQuiz }
  | null;

/** A course's modules in order (moved by buttons), each with its lessons (moved too) and its quizzes. */
export function ModuleList({ course }: { course: AdminCourse }) {
  const t = COURSE_EDITOR_TEXT;
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<AdminLesson | null>(null);
  const reorder = useReorderLessons();
  const reorderModules = useReorderModules();
  const remove = useDeleteLesson();
  const close = () => setOpen(null);

  async function move(module: AdminModule, from: number, to: number) {
    const ids = module.lessons.map((lesson) => lesson.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved as number);
    try {
      await reorder.mutateAsync({ moduleId: module.id, lessons: ids });
      toast({ title: t.moved, tone: "success" });
    } catch (error) {
      toast({ title: (isApiError(error) && error.detail) || t.moveFailed, tone: "error" });
    }
  }

  async function moveModule(from: number, to: number) {
    const ids = course.modules.map((module) => module.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved as number);
    try {
      await reorderModules.mutateAsync({ courseId: course.id, modules: ids });
      toast({ title: t.moved, tone: "success" });
    } catch (error) {
      toast({ title: (isApiError(error) && error.detail) || t.moveFailed, tone: "error" });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch (error) {
      toast({ title: (isApiError(error) && error.detail) || t.moveFailed, tone: "error" });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section aria-labelledby="course-modules" className="mt-8 flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="course-modules" className="font-display text-xl font-semibold">
          {t.modules}
        </h2>
        <Button onClick={() => setOpen({ kind: "module" })}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addModule}
        </Button>
      </div>
      {course.modules.length === 0 && <p className="text-muted">{t.noModules}</p>}
      {course.modules.map((module, m) => (
        <article
          key={module.id}
          aria-labelledby={`module-${module.id}`}
          className="rounded-lg border border-line bg-surface p-3 shadow-card sm:p-4"
        >
          <div className="flex items-start justify-between gap-2">
            <h3 id={`module-${module.id}`} className="min-w-0 font-semibold break-words">
              {t.module(m + 1, shownText(module.title))}
            </h3>
            <div className="flex gap-1">
              <MoveButtons
                index={m}
                count={course.modules.length}
                busy={reorder.isPending || reorderModules.isPending}
                upLabel={t.moveUp(shownText(module.title))}
                downLabel={t.moveDown(shownText(module.title))}
                onMove={(to) => moveModule(m, to)}
              />
              <RowActions
                edit={{
                  label: `${t.editModule}: ${shownText(module.title)}`,
                  onClick: () => setOpen({ kind: "module", module }),
                }}
              />
            </div>
          </div>
          <h4 className="mt-3 text-sm font-medium text-muted">{t.lessons}</h4>
          {module.lessons.length === 0 && <p className="text-sm text-muted">{t.noLessons}</p>}
          <ol className="mt-1 flex flex-col divide-y divide-line">
            {module.lessons.map((lesson, l) => (
              <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                <span className="min-w-0 flex-1 break-words">
                  {l + 1}. {shownText(lesson.title)}{" "}
                  <span className="text-sm text-muted">{t.minutes(lesson.minutes)}</span>
                </span>
                <div className="flex gap-1">
                  <MoveButtons
                    index={l}
                    count={module.lessons.length}
                    busy={reorder.isPending || reorderModules.isPending}
                    upLabel={t.moveUp(shownText(lesson.title))}
                    downLabel={t.moveDown(shownText(lesson.title))}
                    onMove={(to) => move(module, l, to)}
                  />
                  <RowActions
                    edit={{
                      label: t.editLesson(shownText(lesson.title)),
                      onClick: () => setOpen({ kind: "lesson", moduleId: module.id, lesson }),
                    }}
                    remove={{
                      label: t.deleteLesson(shownText(lesson.title)),
                      onClick: () => setDeleting(lesson),
                    }}
                  />
                </div>
              </li>
            ))}
          </ol>
          <h4 className="mt-3 text-sm font-medium text-muted">{t.quizzes}</h4>
          {module.quizzes.length === 0 && <p className="text-sm text-muted">{t.noQuizzes}</p>}
          <ul className="mt-1 flex flex-col divide-y divide-line">
            {module.quizzes.map((quiz) => (
              <li key={quiz.id} className="flex items-center justify-between gap-2 py-1">
                <span className="min-w-0 break-words">
                  {shownText(quiz.title)}{" "}
                  <span className="text-sm text-muted">{t.questionCount(quiz.questions.length)}</span>
                </span>
                <RowActions
                  edit={{
                    label: t.editQuiz(shownText(quiz.title)),
                    onClick: () => setOpen({ kind: "quiz", moduleId: module.id, quiz }),
                  }}
                />
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setOpen({ kind: "lesson", moduleId: module.id })}>
              <Plus aria-hidden="true" className="size-4" />
              {t.addLesson}
            </Button>
            <Button variant="secondary" onClick={() => setOpen({ kind: "quiz", moduleId: module.id })}>
              <Plus aria-hidden="true" className="size-4" />
              {t.addQuiz}
            </Button>
          </div>
        </article>
      ))}
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && close()}>
        {open?.kind === "module" && (
          <DialogContent title={open.module ? t.editModule : MODULE_FORM_TEXT.create}>
            <ModuleForm courseId={course.id} module={open.module} onDone={close} />
          </DialogContent>
        )}
        {open?.kind === "lesson" && (
          <DialogContent
            title={open.lesson ? LESSON_FORM_TEXT.editTitle : LESSON_FORM_TEXT.addTitle}
            size="xl"
          >
            <LessonForm moduleId={open.moduleId} lesson={open.lesson} onDone={close} />
          </DialogContent>
        )}
        {open?.kind === "quiz" && (
          <DialogContent title={open.quiz ? QUIZ_FORM_TEXT.editTitle : QUIZ_FORM_TEXT.addTitle} size="xl">
            <QuizForm moduleId={open.moduleId} quiz={open.quiz} onDone={close} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t.deleteConfirm}
        description={deleting ? t.deleteNote(shownText(deleting.title)) : undefined}
        confirmLabel={t.confirmDelete}
        pending={remove.isPending}
        pendingLabel={t.deleting}
        onConfirm={() => void confirmDelete()}
        destructive
      />
    </section>
  );
}
