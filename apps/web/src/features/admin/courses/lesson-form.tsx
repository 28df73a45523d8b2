import type { AdminLesson, LessonInput } from "@heritage/domain/learning-admin";
import { Input } from "../../../components/ui/input.tsx";
import { Markdown } from "../../../components/ui/markdown.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { FormDialogActions } from "../shared/form-dialog-actions.tsx";
import { useSaveLesson } from "./api/admin-courses.ts";
import { LESSON_FORM_TEXT } from "./courses-texts.ts";
import { optionalTexts, textsInput, textsValue, typedWholeNumber } from "./form-kit.tsx";
import { LessonMediaFields, type LessonValues } from "./lesson-media-fields.tsx";
import {
  CoursePartForm,
  inModules,
  type ModulePartProps,
  partDialogTexts,
  useCoursePartForm,
} from "./part-form.tsx";

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
  return {
    title: textsInput(values.title),
    body: textsInput(values.body),
    minutes: typedWholeNumber(values.minutes),
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
export function LessonForm({ moduleId, lesson, onDone }: ModulePartProps & { lesson?: AdminLesson }) {
  const t = LESSON_FORM_TEXT;
  const save = useSaveLesson();
  const part = useCoursePartForm({
    part: lesson,
    pick: inModules("lessons", lesson?.id),
    toValues: lessonValues,
    shows,
    saveFailed: t.saveFailed,
  });
  const { field, register, control, clearErrors, setValue, watch, formState } = part.form;
  const { errors, isSubmitting } = formState;
  const body = watch(`body.${part.tab}`);
  const kinds = (watch("media") ?? []).map((m) => m.kind);
  const captions = (watch("media") ?? []).map((m) => m.captions);

  const submit = part.saveWith(async (values, version) => {
    await save.mutateAsync({ moduleId, id: lesson?.id, input: lessonInput(values, version) });
    onDone();
  });

  return (
    <CoursePartForm
      part={part}
      onSubmit={submit}
      titleLabel={t.title}
      texts={(language) => (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <Textarea
              label={t.body}
              hint={t.bodyHint}
              lang={language}
              rows={14}
              className="font-mono text-sm"
              {...field(`body.${language}`)}
            />
            <section aria-label={t.preview} className="min-w-0 rounded-lg border border-line bg-surface p-3">
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
      shared={<Input label={t.minutes} inputMode="numeric" className="max-w-40" {...field("minutes")} />}
      actions={<FormDialogActions {...partDialogTexts(t, !lesson)} sending={isSubmitting} />}
    />
  );
}
