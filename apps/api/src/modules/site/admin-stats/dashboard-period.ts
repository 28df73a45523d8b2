import type { DashboardPeriod } from "@heritage/domain/admin-dashboard";
import { kigaliDayStart, kigaliMidnight } from "../../shop/orders/shop-time.ts";

const DAY_MS = 86_400_000;
const KIGALI_OFFSET_MS = 2 * 3_600_000;

/** The dates and instants one period of the dashboard covers, in Kigali days (shop-time.ts). */
export interface PeriodBounds {
  bucket: "day" | "month";
  /** First bucket, last bucket, and the first bucket of the period before (YYYY-MM-DD). */
  from: string;
  last: string;
  previousFrom: string;
  /** How far back the comparison bucket lies, as a PostgreSQL interval. */
  shift: string;
  /** Orders from previousStart (inclusive) to end (exclusive) are read. */
  previousStart: Date;
  start: Date;
  end: Date;
}

const isoDate = (kigaliMidnightInstant: Date) =>
  new Date(kigaliMidnightInstant.getTime() + KIGALI_OFFSET_MS).toISOString().slice(0, 10);

function monthsBefore(isoMonthStart: string, months: number): string {
  const [year, month] = isoMonthStart.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
}

/** 7d and 30d end with today (included); 12m are the current month and the eleven before it. */
export function periodBounds(period: DashboardPeriod, now: Date): PeriodBounds {
  const today = isoDate(kigaliDayStart(now));
  const end = kigaliMidnight(today, 1);
  if (period === "12m") {
    const last = `${today.slice(0, 7)}-01`;
    const from = monthsBefore(last, 11);
    const previousFrom = monthsBefore(from, 12);
    return {
      bucket: "month",
      from,
      last,
      previousFrom,
      shift: "12 months",
      previousStart: kigaliMidnight(previousFrom),
      start: kigaliMidnight(from),
      end,
    };
  }
  const days = period === "7d" ? 7 : 30;
  const start = kigaliMidnight(today, 1 - days);
  const previousStart = new Date(start.getTime() - days * DAY_MS);
  return {
    bucket: "day",
    from: isoDate(start),
    last: today,
    previousFrom: isoDate(previousStart),
    shift: `${days} days`,
    previousStart,
    start,
    end,
  };
}
