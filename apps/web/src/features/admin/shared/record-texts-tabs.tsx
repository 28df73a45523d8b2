import { LANGUAGES, type Language } from "@heritage/domain/languages";
import type { ReactNode } from "react";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { messages } from "../../../lib/i18n/messages.ts";
import type { FieldProps } from "../../../lib/use-zod-form.ts";
import { RECORD_TEXTS } from "../admin-texts.ts";
import { LanguageTabs } from "./language-tabs.tsx";

/**
 * A record's name and description in its three languages (language-tabs.tsx), under the choice of
 * the language it was first written in: that one's tab is the required one.
 */
export function RecordTextsTabs({
  original,
  onOriginalChange,
  active,
  onActiveChange,
  invalid,
  disabled,
  children,
}: {
  original: Language;
  onOriginalChange: (language: Language) => void;
  active: Language;
  onActiveChange: (language: Language) => void;
  /** The languages whose fields hold an error. */
  invalid: readonly Language[];
  disabled?: boolean;
  /** The fields of a language's tab. */
  children: (language: Language) => ReactNode;
}) {
  const names = messages.content.languageNames;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-paper/60 p-3 sm:p-4">
      <Select
        label={RECORD_TEXTS.originalLanguage}
        hint={RECORD_TEXTS.originalHint}
        options={LANGUAGES.map((language) => ({ value: language, label: names[language] }))}
        value={original}
        disabled={disabled}
        onChange={(event) => {
          const next = LANGUAGES.find((language) => language === event.target.value);
          if (next) onOriginalChange(next);
        }}
      />
      <LanguageTabs
        active={active}
        onActiveChange={onActiveChange}
        invalid={invalid}
        required={original}
        texts={RECORD_TEXTS}
      >
        {children}
      </LanguageTabs>
    </div>
  );
}

/**
 * The two texts every record has, in one language's tab: its name (or title) and its description.
 * The form gives each its field (`useRecordTexts().field`), so each says what editing it does.
 */
export function RecordTextInputs({
  language,
  labels,
  name,
  description,
  disabled,
}: {
  language: Language;
  labels: { name: string; description: string };
  name: FieldProps<string>;
  description: FieldProps<string>;
  disabled: boolean;
}) {
  return (
    <>
      <Input label={labels.name} lang={language} disabled={disabled} {...name} />
      <Textarea label={labels.description} lang={language} disabled={disabled} rows={3} {...description} />
    </>
  );
}
