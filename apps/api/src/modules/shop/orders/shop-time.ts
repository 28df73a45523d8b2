/**
 * The shop counts days and months in Kigali time (UTC+2 all year: Rwanda has no daylight
 * saving), so 'orders today' means the shopkeeper's today, not the server's.
 */
const KIGALI_OFFSET_MS = 2 * 3_600_000;
const DAY_MS = 86_400_000;

export function kigaliDayStart(at: Date): Date {
  const local = at.getTime() + KIGALI_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - KIGALI_OFFSET_MS);
}

export function kigaliMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + KIGALI_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - KIGALI_OFFSET_MS);
}

/** The first moment of the next Kigali month. */
export function kigaliNextMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + KIGALI_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - KIGALI_OFFSET_MS);
}

export function kigaliYear(at: Date): number {
  return new Date(at.getTime() + KIGALI_OFFSET_MS).getUTCFullYear();
}

/** Midnight in Kigali at the start of a YYYY-MM-DD date; `plusDays` moves to later days. */
export function kigaliMidnight(isoDate: string, plusDays = 0): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + plusDays * DAY_MS - KIGALI_OFFSET_MS);
}
