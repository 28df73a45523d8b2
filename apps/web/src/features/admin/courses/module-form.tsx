import type { Language } from "@heritage/domain/languages";
import type { AdminCourse, AdminModule } from "@heritage/domain/learning-admin";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DialogActions, DialogClose } from "../../../components/ui/dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { useSaveModule } from "./api/admin-courses.ts";
import { MODULE_FORM_TEXT } from "./courses-texts.ts";
import {
  LanguageTabs,
  languagesWithErrors,
  optionalTexts,
  shownPaths,
  type TextsValue,
  textPath,
  textsInput,
  textsValue,
  useStalePart,
} from "./form-kit.tsx";
import { PartFormNotices, showSaveFailure } from "./part-form-notices.tsx";

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
  const stale = useStalePart(
    module,
    (course: AdminCourse) => course.modules.find((m) => m.id === module?.id),
    moduleValues,
  );
  const [tab, setTab] = useState<Language>("en");
  const form = useZodForm<ModuleValues>(null, {
    serverFields: shownPaths(shows),
    defaultValues: moduleValues(module),
    shouldFocusError: false,
  });
  const { register, handleSubmit, clearErrors, reset, getValues, formState, formError, setFormError } = form;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    clearErrors();
    const summary = optionalTexts(values.summary);
    const input = {
      title: textsInput(values.title),
      ...(summary ? { summary } : {}),
      ...(stale.version ? { version: stale.version } : {}),
    };
    try {
      await save.mutateAsync({ courseId, id: module?.id, input });
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
            <Textarea
              label={t.summary}
              lang={language}
              rows={3}
              error={errors.summary?.[language]?.message}
              disabled={isSubmitting}
              {...register(`summary.${language}`)}
            />
          </>
        )}
      </LanguageTabs>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={isSubmitting}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting} loadingText={t.saving}>
          {module ? t.save : t.create}
        </Button>
      </DialogActions>
    </form>
  );
}
