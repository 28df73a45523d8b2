import { activeLanguage } from "./i18n/localized.ts";

// ISO 3166-1 alpha-2 codes but Rwanda; names come from the browser in the reader's language.
const COUNTRIES =
  "AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FR GA GB GD GE GH GM GN GQ GR GT GW GY HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KM KN KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MK ML MM MN MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NZ OM PA PE PG PH PK PL PT PY QA RO RS RU SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TZ UA UG US UY UZ VC VE VN VU WS YE ZA ZM ZW".split(
    " ",
  );

/**
 * Rwanda (named by the caller's catalog) first, then every other country by name in the reader's
 * language, for the checkout's and the saved addresses' country choice.
 */
export function countryOptions(rwandaLabel: string): { value: string; label: string }[] {
  // Chromium has no Kinyarwanda region names: English ones then (decision 100's fallback).
  const language = activeLanguage() === "rw" ? "en" : activeLanguage();
  const names = new Intl.DisplayNames([language], { type: "region" });
  const abroad = COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  abroad.sort((a, b) => a.label.localeCompare(b.label, language));
  return [{ value: "RW", label: rwandaLabel }, ...abroad];
}

/** A country's name in the reader's language (an address's summary line). */
export function countryName(code: string): string {
  const language = activeLanguage() === "rw" ? "en" : activeLanguage();
  return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
}
