import { countryNames } from "./country-names.ts";
import { activeLanguage } from "./i18n/localized.ts";

// ISO 3166-1 alpha-2 codes but Rwanda.
const COUNTRIES = Object.keys(countryNames) as (keyof typeof countryNames)[];

/**
 * A country's name in the reader's language: the browser's for English and French, the catalog's for
 * Kinyarwanda (Chromium has no Kinyarwanda region names).
 */
function namer(): (code: string) => string {
  const language = activeLanguage();
  if (language === "rw") return (code) => countryNames[code as keyof typeof countryNames] ?? code;
  const names = new Intl.DisplayNames([language], { type: "region" });
  return (code) => names.of(code) ?? code;
}

/**
 * Rwanda (named by the caller's catalog) first, then every other country by name in the reader's
 * language, for the checkout's and the saved addresses' country choice.
 */
export function countryOptions(rwandaLabel: string): { value: string; label: string }[] {
  const name = namer();
  const abroad = COUNTRIES.map((code) => ({ value: code, label: name(code) }));
  abroad.sort((a, b) => a.label.localeCompare(b.label, activeLanguage()));
  return [{ value: "RW", label: rwandaLabel }, ...abroad];
}

/** A country's name in the reader's language (an address's summary line). */
export function countryName(code: string): string {
  return namer()(code);
}
