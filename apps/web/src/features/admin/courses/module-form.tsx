import type { AdminCourse, AdminModule } from "@heritage/domain/learning-admin";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { FormDialogActions } from "../shared/form-dialog-actions.tsx";
import { useSaveModule } from "./api/admin-courses.ts";
import { MODULE_FORM_TEXT } from "./courses-texts.ts";
import { optionalTexts, type TextsValue, textPath, textsInput, textsValue } from "./form-kit.tsx";
import { CoursePartForm, partDialogTexts, useCoursePartForm } from "./part-form.tsx";

type ModuleValues = { title: TextsValue; summary: TextsValue };
const moduleValues = (module?: AdminModule): ModuleValues => ({
  title: textsValue(module?.title),
  summary: textsValue(module?.summary),
});
const shows = (path: string) => textPath("title").test(path) || textPath("summary").test(path);

/** A module's title and summary in three languages: added to `courseId`, or `module` replaced. */
export function ModuleForm({
  courseId,
  module,
  onDone,
}: {
  courseId: number;
  module?: AdminModule;
  onDone: () => void;
}) {
  const t = MODULE_FORM_TEXT;
  const save = useSaveModule();
  const part = useCoursePartForm({
    part: module,
    pick: (course: AdminCourse) => course.modules.find((m) => m.id === module?.id),
    toValues: moduleValues,
    shows,
    saveFailed: t.saveFailed,
  });
  const { field } = part.form;

  const submit = part.saveWith(async (values, version) => {
    const summary = optionalTexts(values.summary);
    const input = {
      title: textsInput(values.title),
      ...(summary ? { summary } : {}),
      ...(version ? { version } : {}),
    };
    await save.mutateAsync({ courseId, id: module?.id, input });
    onDone();
  });

  return (
    <CoursePartForm
      part={part}
      onSubmit={submit}
      titleLabel={t.title}
      texts={(language) => (
        <>
          <Textarea label={t.summary} lang={language} rows={3} {...field(`summary.${language}`)} />
        </>
      )}
      actions={
        <FormDialogActions {...partDialogTexts(t, !module)} sending={part.form.formState.isSubmitting} />
      }
    />
  );
}
