import { LANGUAGES, type Language } from "@heritage/domain/languages";
import type { AdminTexts } from "@heritage/domain/learning-admin";
import { AlertCircle } from "lucide-react";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import type { FieldErrors } from "react-hook-form";
import { cn } from "../../../lib/cn.ts";
import { activeLanguage } from "../../../lib/i18n/language.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { LANGUAGE_TABS_TEXT } from "./courses-texts.ts";

/** A text as its form holds it: every language a string ("" = not written). */
export type TextsValue = { en: string; rw: string; fr: string };

export const textsValue = (texts?: Partial<AdminTexts>): TextsValue => ({
  en: texts?.en ?? "",
  rw: texts?.rw ?? "",
  fr: texts?.fr ?? "",
});

/** Blank languages are not sent (the server treats a blank translation as none). */
export const textsInput = ({ en, rw, fr }: TextsValue): AdminTexts => ({
  en,
  ...(rw.trim() ? { rw } : {}),
  ...(fr.trim() ? { fr } : {}),
});

/** An optional text (a module's summary, an image's transcript): nothing written, nothing sent. */
export const optionalTexts = (value: TextsValue): AdminTexts | undefined =>
  value.en.trim() || value.rw.trim() || value.fr.trim() ? textsInput(value) : undefined;

/** The languages whose fields hold an error anywhere in the form (a key `en`, `rw` or `fr` on the path). */
export function languagesWithErrors(errors: FieldErrors): Language[] {
  const found = new Set<Language>();
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== "object" || depth > 8) return;
    for (const [key, inner] of Object.entries(node)) {
      if (key === "ref") continue;
      if ((LANGUAGES as readonly string[]).includes(key) && inner && typeof inner === "object")
        found.add(key as Language);
      walk(inner, depth + 1);
    }
  };
  walk(errors, 0);
  return LANGUAGES.filter((language) => found.has(language));
}

/** The server's keys a course form shows at its fields (the others join its message), by `shows`. */
export const shownPaths = (shows: (path: string) => boolean) => (key: string) => (shows(key) ? key : null);

/** A text path the course forms show: `<field>.<language>` at the end of `prefix`. */
export const textPath = (prefix: string) => new RegExp(`^${prefix}\\.(en|rw|fr)$`);

/**
 * One tab per language over a form's texts (the WAI-ARIA tabs pattern through Radix, as the
 * product form's, decision 106). English is the courses' original (decision 134), so it is the
 * required one. Only the chosen language's fields are mounted; the form keeps the others.
 */
export function LanguageTabs({
  active,
  onActiveChange,
  invalid,
  children,
}: {
  active: Language;
  onActiveChange: (language: Language) => void;
  invalid: readonly Language[];
  children: (language: Language) => ReactNode;
}) {
  const t = LANGUAGE_TABS_TEXT;
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
                "max-w-full text-xs leading-tight font-normal",
                language === "en" ? "text-clay-dark" : "text-muted",
              )}
            >
              {language === "en" ? t.required : t.optional}
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

/** After a refused save: the tab of the first language in error, unless the chosen one has one. */
export function tabAfterErrors(active: Language, invalid: readonly Language[]): Language {
  return invalid.length === 0 || invalid.includes(active) ? active : (invalid[0] as Language);
}

/** A record's text in the admin's language, English when it has none there. */
export const shownText = (texts: AdminTexts) => texts[activeLanguage()] || texts.en;
