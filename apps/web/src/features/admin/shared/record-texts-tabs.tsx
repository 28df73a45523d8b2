import { LANGUAGES, type Language } from "@heritage/domain/languages";
import { AlertCircle } from "lucide-react";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Select } from "../../../components/ui/select.tsx";
import { cn } from "../../../lib/cn.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { RECORD_TEXTS } from "../admin-texts.ts";

/**
 * A record's name and description in Kinyarwanda, English and French, one tab each (the WAI-ARIA tabs
 * pattern through Radix: arrow keys, Home and End move between tabs, Tab goes into the panel). The
 * original language's tab is marked required, the others optional; a tab whose fields hold an error
 * says so. Only the chosen tab's fields are mounted: the form keeps the others' values.
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
      <Tabs.Root value={active} onValueChange={(value) => onActiveChange(value as Language)}>
        <Tabs.List aria-label={RECORD_TEXTS.tabs} className="flex gap-1 rounded-lg bg-sand p-1">
          {LANGUAGES.map((language) => (
            <Tabs.Trigger
              key={language}
              value={language}
              className={cn(
                "relative flex min-h-12 min-w-0 flex-auto flex-col items-center justify-center rounded-md px-1.5 py-1 text-center text-xs font-semibold text-ink-soft sm:text-sm",
                "hover:bg-surface/70 data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card",
              )}
            >
              {/* Whole names on a 375 px phone (each tab as wide as its name needs), the error mark in the corner. */}
              <span lang={language} className="max-w-full [overflow-wrap:anywhere]">
                {names[language]}
              </span>
              {invalid.includes(language) && (
                <>
                  <AlertCircle
                    aria-hidden="true"
                    className="absolute top-0.5 right-0.5 size-3.5 text-ember"
                  />
                  <span className="sr-only">{RECORD_TEXTS.hasError}</span>
                </>
              )}
              <span
                className={cn(
                  "max-w-full text-xs leading-tight font-normal break-words",
                  language === original ? "text-clay-dark" : "text-muted",
                )}
              >
                {language === original ? RECORD_TEXTS.required : RECORD_TEXTS.optional}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LANGUAGES.map((language) => (
          <Tabs.Content key={language} value={language} className="mt-3 flex flex-col gap-4">
            {active === language && children(language)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
