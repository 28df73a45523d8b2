import type { Language } from "@heritage/domain/languages";
import type { AdminCourse, AdminQuiz } from "@heritage/domain/learning-admin";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { DialogActions, DialogClose } from "../../../components/ui/dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { useSaveQuiz } from "./api/admin-courses.ts";
import { QUIZ_FORM_TEXT } from "./courses-texts.ts";
import { LanguageTabs, languagesWithErrors, shownPaths, useStalePart } from "./form-kit.tsx";
import { PartFormNotices, showSaveFailure } from "./part-form-notices.tsx";
import { QuestionEditor } from "./question-editor.tsx";
import { blankQuestion, type QuizValues, quizInput, quizShows, quizValues } from "./quiz-values.ts";

/**
 * A module's quiz: title and pass mark, and questions of every kind (one or several right choices,
 * matching pairs, typed answers with accepted variants per language). The answers stay on the
 * server; learners never receive them before answering (decision 130).
 */
export function QuizForm({
  moduleId,
  quiz,
  onDone,
}: {
  moduleId: number;
  quiz?: AdminQuiz;
  onDone: () => void;
}) {
  const t = QUIZ_FORM_TEXT;
  const save = useSaveQuiz();
  const stale = useStalePart(
    quiz,
    (course: AdminCourse) => course.modules.flatMap((m) => m.quizzes).find((q) => q.id === quiz?.id),
    quizValues,
  );
  const [tab, setTab] = useState<Language>("en");
  const form = useZodForm<QuizValues>(null, {
    serverFields: shownPaths(quizShows),
    defaultValues: quizValues(quiz),
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, clearErrors, reset, getValues, formError, setFormError } = form;
  const { errors, isSubmitting } = form.formState;
  const questions = useFieldArray({ control, name: "questions" });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    clearErrors();
    try {
      await save.mutateAsync({ moduleId, id: quiz?.id, input: quizInput(values, stale.version) });
      onDone();
    } catch (error) {
      showSaveFailure(error, { stale, form, setTab, fallback: t.saveFailed });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PartFormNotices
        formError={formError}
        stale={stale}
        onReload={() => reset(stale.reload(getValues()))}
      />
      <LanguageTabs active={tab} onActiveChange={setTab} invalid={languagesWithErrors(errors)}>
        {(language) => (
          <>
            <Input
              label={t.title}
              lang={language}
              error={errors.title?.[language]?.message}
              disabled={isSubmitting}
              {...register(`title.${language}`)}
            />
            <h3 className="text-base font-semibold">{t.questions}</h3>
            {questions.fields.map((field, index) => (
              <QuestionEditor
                key={field.id}
                form={form}
                index={index}
                count={questions.fields.length}
                language={language}
                disabled={isSubmitting}
                onMove={(to) => questions.move(index, to)}
                onRemove={() => questions.remove(index)}
              />
            ))}
            <Button
              type="button"
              variant="secondary"
              className="w-fit"
              disabled={isSubmitting || questions.fields.length >= 50}
              onClick={() => questions.append(blankQuestion(getValues("questions").map((q) => q.id)))}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t.addQuestion}
            </Button>
          </>
        )}
      </LanguageTabs>
      <Input
        label={t.passMark}
        inputMode="numeric"
        className="max-w-40"
        error={errors.pass_mark?.message}
        disabled={isSubmitting}
        {...register("pass_mark")}
      />
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={isSubmitting}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting} loadingText={t.saving}>
          {quiz ? t.save : t.create}
        </Button>
      </DialogActions>
    </form>
  );
}
