import { LANGUAGES, type Language } from "@heritage/domain/languages";
import type { AdminTexts } from "@heritage/domain/learning-admin";
import type { FieldErrors } from "react-hook-form";
import { activeLanguage } from "../../../lib/i18n/language.ts";

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

/** After a refused save: the tab of the first language in error, unless the chosen one has one. */
export function tabAfterErrors(active: Language, invalid: readonly Language[]): Language {
  return invalid.length === 0 || invalid.includes(active) ? active : (invalid[0] as Language);
}

/** A record's text in the admin's language, English when it has none there. */
/**
 * A number field's text as the API takes it: a whole number, or, when it is not one, the text as
 * typed, so that the server says why at the field (in the product's words) instead of the form
 * guessing.
 */
export function typedWholeNumber(typed: string): number {
  const trimmed = typed.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : (trimmed as unknown as number);
}

export const shownText = (texts: AdminTexts) => texts[activeLanguage()] || texts.en;
