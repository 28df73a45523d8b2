import type { Language } from "@heritage/domain/languages";
import { useEffect, useState } from "react";
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
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    texts.setFocus(focusTarget as "name");
    setFocusTarget(null);
  }, [focusTarget, texts]);

  const errors = texts.formState.errors as FieldErrors<RecordTextValues>;
  const invalid = LANGUAGES.filter((language) =>
    language === original
      ? errors.name || errors.description
      : (errors.translations as Partial<Record<Language, unknown>> | undefined)?.[language],
  );

  return {
    original,
    tab,
    setTab,
    invalid,
    changeOriginal(next: Language) {
      const values = withOriginalLanguage(texts.getValues(), next);
      texts.setValue("name", values.name);
      texts.setValue("description", values.description);
      texts.setValue("original_language", next);
      texts.setValue("translations", values.translations);
      texts.clearErrors(["name", "description", "translations"]);
      setTab(next);
    },
    /** handleSubmit's second callback: shows the tab of the first problem in the texts. */
    showFirstProblem(problems: FieldErrors<T>) {
      const found = problems as FieldErrors<RecordTextValues>;
      const language = languageWithError(
        { ...found, translations: found.translations as Partial<Record<Language, unknown>> | undefined },
        original,
      );
      if (!language) return;
      setTab(language);
      setFocusTarget(
        language === original ? (found.name ? "name" : "description") : textField(language, original, "name"),
      );
    },
  };
}
