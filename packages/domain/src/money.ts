import { formatWholeNumber } from "./i18n/numbers.ts";
import type { Language } from "./languages.ts";

// The currency code written out: symbols for RWF differ between ICU builds ("RF", "FRw", "RWF"),
// and a price must read the same in every browser and in the API's texts.

/** Whole francs from the API's decimal string ("15000.00") or a number. */
export function toFrancs(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === "") return 0;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n) : 0;
}

/**
 * The one price format of the product (market, cart, admin): always RWF, no decimals; "RWF 15,000" in
 * English, "15 000 RWF" in French, "RWF 15.000" in Kinyarwanda.
 */
export function formatRwf(value: string | number | null | undefined, language: Language = "en"): string {
  const amount = formatWholeNumber(toFrancs(value), language);
  return language === "fr" ? `${amount} RWF` : `RWF ${amount}`;
}

/** The API serves money as a decimal string, as product §3 shows prices. */
export function francsToDecimal(francs: number): string {
  return `${Math.round(francs)}.00`;
}

/** round((original − price) / original × 100), or null when there is no discount. */
export function discountPercent(
  price: string | number | null | undefined,
  original: string | number | null | undefined,
): number | null {
  const p = toFrancs(price);
  const o = toFrancs(original);
  if (!o || o <= p) return null;
  const percent = Math.round(((o - p) / o) * 100);
  return percent > 0 ? percent : null;
}
