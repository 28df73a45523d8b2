import type { Language } from "@heritage/domain/languages";
import { useEffect, useRef, useState } from "react";
import type { FieldErrors, FieldValues, UseFormReturn } from "react-hook-form";
import { activeLanguage, LANGUAGES } from "../../../lib/i18n/language.ts";
import { languageWithError, type RecordTextValues, withOriginalLanguage } from "./record-texts.ts";

/** Where a language's name or description lives in the form: the plain fields for the original. */
export function textField(language: Language, original: Language, field: "name" | "description") {
  return language === original ? field : (`translations.${language}.${field}` as const);
}

/**
 * The state of a form's language tabs (record-texts-tabs.tsx): the chosen tab (the original language's
 * at first), a change of original language that keeps every text in its language, the tabs holding an
 * error, and after a refused submit the tab of the first problem, its field focused.
 */
export function useRecordTexts<T extends FieldValues>(form: UseFormReturn<T>) {
  // The product and category forms both hold RecordTextValues' fields beside their own.
  const texts = form as unknown as UseFormReturn<RecordTextValues>;
  const original = texts.watch("original_language") ?? activeLanguage();
  const [tab, setTab] = useState<Language>(original);
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const [, setRefused] = useState(0);

  // After a refused submit (and the tab switch it may bring), the first field in error as the page
  // reads, once the errors are on screen (they render after the submit callback). The forms turn
  // react-hook-form's own focus off: it goes by the order the fields registered in, which tabs change.
  useEffect(() => {
    if (!focusPending.current) return;
    // A turn later: a tab's fields mount in the tabs' own render, after this form's effects.
    const timer = window.setTimeout(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      // A field still disabled while the submit settles takes no focus: the next render tries again.
      if (first && document.activeElement === first) focusPending.current = false;
    });
    return () => window.clearTimeout(timer);
  });

  const errors = texts.formState.errors as FieldErrors<RecordTextValues>;
  const invalid = LANGUAGES.filter((language) =>
    language === original
      ? errors.name || errors.description
      : (errors.translations as Partial<Record<Language, unknown>> | undefined)?.[language],
  );

  function changeOriginal(next: Language) {
    const values = withOriginalLanguage(texts.getValues(), next);
    texts.setValue("name", values.name);
    texts.setValue("description", values.description);
    texts.setValue("original_language", next);
    texts.setValue("translations", values.translations);
    texts.clearErrors(["name", "description", "translations"]);
    setTab(next);
  }

  return {
    original,
    /** What RecordTextsTabs takes from here (a form with more texts passes its own `invalid`). */
    tabs: { original, onOriginalChange: changeOriginal, active: tab, onActiveChange: setTab, invalid },
    /**
     * A language's name or description as its input takes it: where it lives in the form (the plain
     * field for the original, its translation otherwise), its message, and what editing it does
     * (`clearOnEdit`: the field's message goes; `onChange`: the form's own follow-up).
     */
    field(
      language: Language,
      name: "name" | "description",
      {
        clearOnEdit = false,
        onChange,
      }: { clearOnEdit?: boolean; onChange?: (event: { target: { value: unknown } }) => void } = {},
    ) {
      const at = textField(language, original, name);
      const registered = texts.register(
        at,
        clearOnEdit || onChange
          ? {
              onChange: (event) => {
                if (clearOnEdit) texts.clearErrors(at);
                onChange?.(event);
              },
            }
          : undefined,
      );
      return { ...registered, error: texts.getFieldState(at, texts.formState).error?.message };
    },
    tab,
    setTab,
    invalid,
    changeOriginal,
    /** The form element, for the focus after a refused submit. */
    formRef,
    /** handleSubmit's second callback: shows the tab of the first problem in the texts, focuses the first. */
    showFirstProblem(problems: FieldErrors<T>) {
      const found = problems as FieldErrors<RecordTextValues>;
      const language = languageWithError(
        { ...found, translations: found.translations as Partial<Record<Language, unknown>> | undefined },
        original,
      );
      if (language) setTab(language);
      focusPending.current = true;
      setRefused((count) => count + 1);
    },
  };
}
