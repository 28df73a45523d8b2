import type { Language } from "@heritage/domain/languages";
import type { AdminCourse, AdminLesson, LessonInput } from "@heritage/domain/learning-admin";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DialogActions, DialogClose } from "../../../components/ui/dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Markdown } from "../../../components/ui/markdown.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { useSaveLesson } from "./api/admin-courses.ts";
import { LESSON_FORM_TEXT } from "./courses-texts.ts";
import {
  LanguageTabs,
  languagesWithErrors,
  optionalTexts,
  shownPaths,
  textsInput,
  textsValue,
  useStalePart,
} from "./form-kit.tsx";
import { LessonMediaFields, type LessonValues } from "./lesson-media-fields.tsx";
import { PartFormNotices, showSaveFailure } from "./part-form-notices.tsx";

const lessonValues = (lesson?: AdminLesson): LessonValues => ({
  title: textsValue(lesson?.title),
  body: textsValue(lesson?.body),
  minutes: String(lesson?.minutes ?? 10),
  media: (lesson?.media ?? []).map((m) => ({
    kind: m.kind,
    src: m.src,
    caption: textsValue(m.caption),
    transcript: textsValue(m.transcript),
    captions: m.captions ?? "",
  })),
});

function lessonInput(values: LessonValues, version?: number): LessonInput {
  const minutes = values.minutes.trim();
  return {
    title: textsInput(values.title),
    body: textsInput(values.body),
    // Not a whole number: sent as typed, so the server says why at the field.
    minutes: /^\d+$/.test(minutes) ? Number(minutes) : (minutes as unknown as number),
    media: values.media.map((m) => {
      const transcript = optionalTexts(m.transcript);
      return {
        kind: m.kind,
        src: m.src.trim(),
        caption: textsInput(m.caption),
        ...(transcript && m.kind !== "image" ? { transcript } : {}),
        ...(m.captions && m.kind !== "image" ? { captions: m.captions } : {}),
      };
    }),
    ...(version ? { version } : {}),
  };
}

const shows = (path: string) =>
  /^(title|body)\.(en|rw|fr)$/.test(path) ||
  path === "minutes" ||
  /^media\.\d+\.(kind|src|transcript|captions)$/.test(path) ||
  /^media\.\d+\.(caption|transcript)\.(en|rw|fr)$/.test(path);

/**
 * A lesson: title and Markdown text in three languages with a live preview rendered by the
 * learner's own safe renderer (decision 131), the reading time and the media.
 */
export function LessonForm({
  moduleId,
  lesson,
  onDone,
}: {
  moduleId: number;
  lesson?: AdminLesson;
  onDone: () => void;
}) {
  const t = LESSON_FORM_TEXT;
  const save = useSaveLesson();
  const stale = useStalePart(
    lesson,
    (course: AdminCourse) => course.modules.flatMap((m) => m.lessons).find((l) => l.id === lesson?.id),
    lessonValues,
  );
  const [tab, setTab] = useState<Language>("en");
  const form = useZodForm<LessonValues>(null, {
    serverFields: shownPaths(shows),
    defaultValues: lessonValues(lesson),
    shouldFocusError: false,
  });
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    reset,
    getValues,
    setValue,
    watch,
    formError,
    setFormError,
  } = form;
  const { errors, isSubmitting } = form.formState;
  const body = watch(`body.${tab}`);
  const kinds = (watch("media") ?? []).map((m) => m.kind);
  const captions = (watch("media") ?? []).map((m) => m.captions);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    clearErrors();
    try {
      await save.mutateAsync({ moduleId, id: lesson?.id, input: lessonInput(values, stale.version) });
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
            <div className="grid gap-4 lg:grid-cols-2">
              <Textarea
                label={t.body}
                hint={t.bodyHint}
                lang={language}
                rows={14}
                className="font-mono text-sm"
                error={errors.body?.[language]?.message}
                disabled={isSubmitting}
                {...register(`body.${language}`)}
              />
              <section
                aria-label={t.preview}
                className="min-w-0 rounded-lg border border-line bg-surface p-3"
              >
                <h3 className="mb-2 text-sm font-medium text-muted">{t.preview}</h3>
                {body?.trim() ? (
                  <Markdown source={body} lang={language} />
                ) : (
                  <p className="text-sm text-muted">{t.emptyPreview}</p>
                )}
              </section>
            </div>
            <LessonMediaFields
              control={control}
              register={register}
              errors={errors}
              language={language}
              disabled={isSubmitting}
              kinds={kinds}
              captions={captions}
              onFile={(index, stored) => {
                // A caption file goes to the track; a recording or film is the medium itself, of its kind.
                if (stored.kind === "captions") {
                  setValue(`media.${index}.captions`, stored.src, { shouldDirty: true });
                  clearErrors(`media.${index}.captions`);
                  return;
                }
                setValue(`media.${index}.kind`, stored.kind, { shouldDirty: true });
                setValue(`media.${index}.src`, stored.src, { shouldDirty: true });
                clearErrors(`media.${index}.src`);
              }}
              onPicture={(index, url) => {
                setValue(`media.${index}.src`, url, { shouldDirty: true });
                clearErrors(`media.${index}.src`);
              }}
            />
          </>
        )}
      </LanguageTabs>
      <Input
        label={t.minutes}
        inputMode="numeric"
        className="max-w-40"
        error={errors.minutes?.message}
        disabled={isSubmitting}
        {...register("minutes")}
      />
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={isSubmitting}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting} loadingText={t.saving}>
          {lesson ? t.save : t.create}
        </Button>
      </DialogActions>
    </form>
  );
}
