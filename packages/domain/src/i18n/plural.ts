import type { Language } from "../languages.ts";

export type PluralForms = { one: string; other: string; few?: string; many?: string; zero?: string };

/**
 * CLDR plural categories through Intl.PluralRules. Browsers carry no Kinyarwanda plural data, so rw
 * uses the one/other rule CLDR gives the neighbouring Bantu languages (1 → one, everything else → other)
 * instead of whatever the browser's default locale would say.
 */
const rules: Record<Language, Intl.PluralRules> = {
  rw: new Intl.PluralRules("en"),
  en: new Intl.PluralRules("en"),
  fr: new Intl.PluralRules("fr"),
};

/** The form for `count` in `language`; `#` in it becomes the count. */
export function plural(language: Language, count: number, forms: PluralForms): string {
  const category = rules[language].select(count) as keyof PluralForms;
  const form = forms[category] ?? forms.other;
  return form.replaceAll("#", String(count));
}
