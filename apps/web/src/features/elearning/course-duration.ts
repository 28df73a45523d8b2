import { courseTexts } from "./course-texts.ts";

const UNITS = { hour: "hours", day: "days", week: "weeks", month: "months" } as const;

/**
 * A course's duration as the reader reads it: the demo and most admins write it in
 * English ("2 weeks"), which a Kinyarwanda or French page showed as is. "N hours/days/weeks/months"
 * goes through the catalogs; any other text (already translated, or "Self-paced") stays as written.
 */
export function courseDuration(text: string): string {
  const match = /^\s*(\d{1,4})\s*(hour|day|week|month)s?\s*$/i.exec(text);
  if (!match) return text;
  const unit = UNITS[match[2]!.toLowerCase() as keyof typeof UNITS];
  return courseTexts.durationIn[unit](Number(match[1]));
}
