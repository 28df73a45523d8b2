import type { Language } from "../languages.ts";

const english = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const french = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

/**
 * A whole number grouped as each language writes it: 12,500 / 12 500 / 12.500. Browsers carry no
 * Kinyarwanda number data (Chromium falls back to en-US), so its grouping (a dot, as CLDR's rw has
 * it) is written out here.
 */
export function formatWholeNumber(value: number, language: Language): string {
  const n = Math.round(value);
  if (language === "fr") return french.format(n);
  if (language === "rw") {
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
    return n < 0 ? `-${digits}` : digits;
  }
  return english.format(n);
}
