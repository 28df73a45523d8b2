import type { Language } from "@heritage/domain/languages";
import type { AdminCourse, AdminModule } from "@heritage/domain/learning-admin";
import { type Dispatch, type FormEvent, type ReactNode, type SetStateAction, useState } from "react";
import type { DefaultValues, FieldErrors, FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { Input } from "../../../components/ui/input.tsx";
import { type FieldProps, useZodForm } from "../../../lib/use-zod-form.ts";
import { LanguageTabs } from "../shared/language-tabs.tsx";
import { EditNotices, useStaleEdit } from "../shared/stale-edit.tsx";
import { LANGUAGE_TABS_TEXT } from "./courses-texts.ts";
import { languagesWithErrors, shownPaths, type TextsValue, tabAfterErrors } from "./form-kit.tsx";

/**
 * What every course part's form (the course, a module, a lesson, a quiz) is built on: the values
 * of the part as the server has it, the stale-edit watch (decision 075), the language tab, and a
 * save that places the server's refusal the same way. The server alone checks these values
 * (`null` schema); the fields sit in tabs, so the form moves to the first problem itself.
 */
export function useCoursePartForm<
  P extends { version: number },
  C,
  V extends { title: TextsValue } & Record<string, unknown>,
>({
  part,
  pick,
  toValues,
  shows,
  saveFailed,
}: {
  part: P | undefined;
  /** The part within the whole course a 409 answers with. */
  pick: (course: C) => P | undefined;
  toValues: (part?: P) => V;
  /** The server's keys the form shows at its fields (the others join its message). */
  shows: (path: string) => boolean;
  saveFailed: string;
}) {
  const stale = useStaleEdit(part, toValues, pick);
  const [tab, setTab] = useState<Language>("en");
  const form = useZodForm<V>(null, {
    serverFields: shownPaths(shows),
    defaultValues: toValues(part) as DefaultValues<V>,
    shouldFocusError: false,
    disableWhileSending: true,
  });
  /** `send` saves the values at the version the form holds; a refusal is shown, not thrown. */
  const saveWith = (send: (values: V, version: number | undefined) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      form.setFormError(null);
      form.clearErrors();
      try {
        await send(values, stale.version);
      } catch (error) {
        showSaveFailure(error, { stale, form, setTab, fallback: saveFailed });
      }
    });
  /** Every part has a title in each language; the frame shows it first in its tab. */
  const titleField = (language: Language) => form.field(`title.${language}` as FieldPath<V>);
  return { form, stale, tab, setTab, saveWith, titleField };
}

/** A module's, lesson's or quiz's dialog buttons (FormDialogActions): create, or save the part. */
export const partDialogTexts = (
  t: { cancel: string; save: string; create: string; saving: string },
  isNew: boolean,
) => ({ cancel: t.cancel, submit: isNew ? t.create : t.save, sendingText: t.saving });

/** A lesson's or quiz's form: in the module `moduleId`; `onDone` closes it once saved. */
export type ModulePartProps = { moduleId: number; onDone: () => void };

/**
 * A part's place in its course (a lesson or quiz of some module): what `pick` finds in the whole
 * course a 409 answers with.
 */
export const inModules =
  <K extends "lessons" | "quizzes">(kind: K, id: number | undefined) =>
  (course: AdminCourse) =>
    course.modules.flatMap((m) => m[kind] as AdminModule[K][number][]).find((p) => p.id === id);

/** What the frame reads of `useCoursePartForm`'s answer. */
type CoursePart<V extends FieldValues> = {
  form: Pick<UseFormReturn<V, unknown, V>, "formState" | "reset" | "getValues"> & {
    formError: string | null;
  };
  stale: { stale: { detail: string } | null; reloaded: boolean; reload: (typed: V) => V };
  tab: Language;
  setTab: (language: Language) => void;
  titleField: (language: Language) => FieldProps<string>;
};

/**
 * The frame of a course part's form: its notices, the title (`titleLabel`) and the other texts in
 * one tab per language, the fields every language shares (`shared`), then the buttons (`actions`).
 */
export function CoursePartForm<V extends FieldValues>({
  part,
  onSubmit,
  titleLabel,
  texts,
  shared,
  actions,
}: {
  part: CoursePart<V>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  titleLabel: string;
  texts: (language: Language) => ReactNode;
  shared?: ReactNode;
  actions: ReactNode;
}) {
  const { form, stale } = part;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EditNotices
        formError={form.formError}
        stale={stale}
        onReload={() => form.reset(stale.reload(form.getValues()))}
      />
      <LanguageTabs
        active={part.tab}
        onActiveChange={part.setTab}
        invalid={languagesWithErrors(form.formState.errors)}
        // English is the courses' original (decision 134), so it is the one that must be written.
        required="en"
        texts={LANGUAGE_TABS_TEXT}
      >
        {(language) => (
          <>
            <Input label={titleLabel} lang={language} {...part.titleField(language)} />
            {texts(language)}
          </>
        )}
      </LanguageTabs>
      {shared}
      {actions}
    </form>
  );
}

/**
 * A failed save of a course part: a stale edit is the notice's to say; otherwise the server's
 * messages go to their fields and the tabs move to the first language that has one.
 */
export function showSaveFailure(
  error: unknown,
  {
    stale,
    form,
    setTab,
    fallback,
  }: {
    stale: { caught: (error: unknown) => boolean };
    form: {
      showServerError: (error: unknown, fallback: string) => unknown;
      formState: { errors: FieldErrors };
    };
    setTab: Dispatch<SetStateAction<Language>>;
    fallback: string;
  },
) {
  if (stale.caught(error)) return;
  form.showServerError(error, fallback);
  setTab((active) => tabAfterErrors(active, languagesWithErrors(form.formState.errors)));
}
