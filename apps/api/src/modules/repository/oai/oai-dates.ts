/**
 * OAI-PMH datestamps (§3.3): UTC, "YYYY-MM-DDThh:mm:ssZ" at this repository's granularity;
 * `from`/`until` may also be given as "YYYY-MM-DD".
 */
export const GRANULARITY = "YYYY-MM-DDThh:mm:ssZ";

/** A datestamp as the protocol writes it: seconds, no fraction, Z. */
export function formatDatestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export type DateArgument = { start: Date; granularity: "day" | "second" };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/**
 * The dates a from/until may name: years 0001 to 9998. Within them, the instant and the end of the
 * span an until covers (untilExclusive) keep four-digit years, which the database reads back exactly;
 * 9999-12-31T23:59:59Z would end in the year 10000, which toISOString writes as "+010000-…".
 */
export const FIRST_YEAR = 1;
export const LAST_YEAR = 9998;

/**
 * A from/until value: the date, "invalid" when it is no date in either granularity, "out-of-range"
 * when it is one outside FIRST_YEAR–LAST_YEAR.
 */
export function parseDateArgument(value: string): DateArgument | "invalid" | "out-of-range" {
  const day = DAY.exec(value);
  const second = day ? null : SECOND.exec(value);
  const parts = day ?? second;
  if (!parts) return "invalid";
  const [year, month, date, hour = 0, minute = 0, sec = 0] = parts.slice(1).map(Number) as number[];
  const start = new Date(Date.UTC(2000, month! - 1, date!, hour, minute, sec));
  // Date.UTC reads the years 0–99 as 1900–1999: the year is set on its own.
  start.setUTCFullYear(year!, month! - 1, date!);
  // Date.UTC rolls 2024-02-30 over to March: a date that does not come back unchanged is invalid.
  const roundTrip = day ? start.toISOString().slice(0, 10) : formatDatestamp(start);
  if (roundTrip !== value) return "invalid";
  if (year! < FIRST_YEAR || year! > LAST_YEAR) return "out-of-range";
  return { start, granularity: day ? "day" : "second" };
}

/**
 * The first instant after what `until` covers: a datestamp is written to the second (and a day to
 * the day), so until=…T10:00:00Z includes a change made at 10:00:00.400.
 */
export function untilExclusive(until: DateArgument): Date {
  const span = until.granularity === "day" ? 86_400_000 : 1_000;
  return new Date(until.start.getTime() + span);
}
