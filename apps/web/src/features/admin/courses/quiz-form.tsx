import type { AdminQuiz } from "@heritage/domain/learning-admin";
import { Plus } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { FormDialogActions } from "../shared/form-dialog-actions.tsx";
import { useSaveQuiz } from "./api/admin-courses.ts";
import { QUIZ_FORM_TEXT } from "./courses-texts.ts";
import {
  CoursePartForm,
  inModules,
  type ModulePartProps,
  partDialogTexts,
  useCoursePartForm,
} from "./part-form.tsx";
import { QuestionEditor } from "./question-editor.tsx";
import { blankQuestion, quizInput, quizShows, quizValues } from "./quiz-values.ts";

/**
 * A module's quiz: title and pass mark, and questions of every kind (one or several right choices,
 * matching pairs, typed answers with accepted variants per language). The answers stay on the
 * server; learners never receive them before answering (decision 130).
 */
export function QuizForm({ moduleId, quiz, onDone }: ModulePartProps & { quiz?: AdminQuiz }) {
  const t = QUIZ_FORM_TEXT;
  const save = useSaveQuiz();
  const part = useCoursePartForm({
    part: quiz,
    pick: inModules("quizzes", quiz?.id),
    toValues: quizValues,
    shows: quizShows,
    saveFailed: t.saveFailed,
  });
  const { form } = part;
  const { field, control, getValues } = form;
  const { isSubmitting } = form.formState;
  const questions = useFieldArray({ control, name: "questions" });

  const submit = part.saveWith(async (values, version) => {
    await save.mutateAsync({ moduleId, id: quiz?.id, input: quizInput(values, version) });
    onDone();
  });

  return (
    <CoursePartForm
      part={part}
      onSubmit={submit}
      titleLabel={t.title}
      texts={(language) => (
        <>
          <h3 className="text-base font-semibold">{t.questions}</h3>
          {questions.fields.map((item, index) => (
            <QuestionEditor
              key={item.id}
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
      shared={<Input label={t.passMark} inputMode="numeric" className="max-w-40" {...field("pass_mark")} />}
      actions={<FormDialogActions {...partDialogTexts(t, !quiz)} sending={isSubmitting} />}
    />
  );
}
