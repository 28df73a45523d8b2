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

/** A from/until value, or null when it is not a valid date in either granularity. */
export function parseDateArgument(value: string): DateArgument | null {
  const day = DAY.exec(value);
  const second = day ? null : SECOND.exec(value);
  const parts = day ?? second;
  if (!parts) return null;
  const [year, month, date, hour = "0", minute = "0", sec = "0"] = parts.slice(1).map(Number) as number[];
  const start = new Date(Date.UTC(year!, month! - 1, date!, Number(hour), Number(minute), Number(sec)));
  // Date.UTC rolls 2024-02-30 over to March: a date that does not come back unchanged is invalid.
  const roundTrip = day ? start.toISOString().slice(0, 10) : formatDatestamp(start);
  if (roundTrip !== value) return null;
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
