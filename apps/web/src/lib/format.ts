import { discountPercent, formatRwf } from "@heritage/domain/money";
import { type StockTier, stockLabel, stockTier } from "@heritage/domain/stock";

/** The one place screens format prices, counts and dates; rules come from packages/domain. */
export const formatPrice = formatRwf;
export { discountPercent };

export function stockInfo(stock: number): { tier: StockTier; label: string } {
  return { tier: stockTier(stock), label: stockLabel(stock) };
}

const count = new Intl.NumberFormat("en");
export function formatCount(value: number): string {
  return count.format(value);
}

const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
export function formatDate(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? "" : date.format(d);
}

/** "4.5" from the API's decimal string; null when there is no rating. */
export function ratingValue(rating: string | number | null | undefined): number | null {
  if (rating === null || rating === undefined || rating === "") return null;
  const n = Number(rating);
  return Number.isFinite(n) ? Math.min(5, Math.max(0, n)) : null;
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Africa/Kigali",
});
/** "14 Mar 2026, 10:30" in Kigali time: order dates and stock-hold deadlines. */
export function formatDateTime(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? "" : dateTime.format(d);
}
