import { LANGUAGES, type Language } from "@heritage/domain/languages";
import { AlertCircle } from "lucide-react";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";
import { messages } from "../../../lib/i18n/messages.ts";

/** What the tabs say: their list's name, a tab's error mark, and which language must be written. */
export type LanguageTabsTexts = { tabs: string; hasError: string; required: string; optional: string };

/**
 * A record's texts in Kinyarwanda, English and French, one tab each (the WAI-ARIA tabs pattern
 * through Radix: arrow keys, Home and End move between tabs, Tab goes into the panel, decision 106).
 * The `required` language's tab is marked so, the others optional; a tab whose fields hold an error
 * says so. Only the chosen tab's fields are mounted: the form keeps the others' values.
 */
export function LanguageTabs({
  active,
  onActiveChange,
  invalid,
  required,
  texts: t,
  children,
}: {
  active: Language;
  onActiveChange: (language: Language) => void;
  /** The languages whose fields hold an error. */
  invalid: readonly Language[];
  required: Language;
  texts: LanguageTabsTexts;
  /** The fields of a language's tab. */
  children: (language: Language) => ReactNode;
}) {
  const names = messages.content.languageNames;
  return (
    <Tabs.Root value={active} onValueChange={(value) => onActiveChange(value as Language)}>
      <Tabs.List aria-label={t.tabs} className="flex gap-1 rounded-lg bg-sand p-1">
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
                <AlertCircle aria-hidden="true" className="absolute top-0.5 right-0.5 size-3.5 text-ember" />
                <span className="sr-only">{t.hasError}</span>
              </>
            )}
            <span
              className={cn(
                "max-w-full text-xs leading-tight font-normal break-words",
                language === required ? "text-clay-dark" : "text-muted",
              )}
            >
              {language === required ? t.required : t.optional}
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
  );
}
