import { formatWholeNumber } from "@heritage/domain/i18n/numbers";
import { discountPercent, formatRwf } from "@heritage/domain/money";
import { type StockTier, stockLabel, stockTier } from "@heritage/domain/stock";
import { marketMessages } from "./i18n/areas/market.ts";
import { formatDateIn } from "./i18n/dates.ts";
import { activeLanguage } from "./i18n/language.ts";

/** The one place screens format prices, counts and dates, in the active language; rules come from packages/domain. */
export function formatPrice(value: string | number | null | undefined): string {
  return formatRwf(value, activeLanguage());
}
export { discountPercent };

export function stockInfo(stock: number): { tier: StockTier; label: string } {
  return { tier: stockTier(stock), label: stockLabel(stock, marketMessages) };
}

export function formatCount(value: number): string {
  return formatWholeNumber(value, activeLanguage());
}

function toDate(value: string | Date): Date | null {
  const d = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "14 Mar 2026" / "14 mars 2026" / "14 Werurwe 2026". */
export function formatDate(value: string | Date): string {
  const d = toDate(value);
  return d ? formatDateIn(d, activeLanguage(), false) : "";
}

/** "4.5" from the API's decimal string; null when there is no rating. */
export function ratingValue(rating: string | number | null | undefined): number | null {
  if (rating === null || rating === undefined || rating === "") return null;
  const n = Number(rating);
  return Number.isFinite(n) ? Math.min(5, Math.max(0, n)) : null;
}

/** "14 Mar 2026, 10:30" in Kigali time: order dates and stock-hold deadlines. */
export function formatDateTime(value: string | Date): string {
  const d = toDate(value);
  return d ? formatDateIn(d, activeLanguage(), true) : "";
}
