import { RW_MONTHS } from "@heritage/domain/i18n/rw-months";
import type { Language } from "@heritage/domain/languages";

const KIGALI = "Africa/Kigali";
const numericParts = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: KIGALI,
});

const formats = (timeZone?: string, withTime = false) => ({
  en: new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
    timeZone,
  }),
  fr: new Intl.DateTimeFormat("fr-FR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
    timeZone,
  }),
});
const dateFormats = formats();
const dateTimeFormats = formats(KIGALI, true);

/** "14 Werurwe 2026" (Kinyarwanda), from the date's parts in Kigali time or the browser's zone. */
function kinyarwandaDate(d: Date, withTime: boolean): string {
  if (!withTime) return `${d.getDate()} ${RW_MONTHS[d.getMonth()]} ${d.getFullYear()}`;
  const part = (type: string) => numericParts.formatToParts(d).find((p) => p.type === type)?.value ?? "";
  return `${Number(part("day"))} ${RW_MONTHS[Number(part("month")) - 1]} ${part("year")}, ${part("hour")}:${part("minute")}`;
}

export function formatDateIn(d: Date, language: Language, withTime: boolean): string {
  if (language === "rw") return kinyarwandaDate(d, withTime);
  return (withTime ? dateTimeFormats : dateFormats)[language].format(d);
}
