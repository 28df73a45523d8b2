/**
 * Kinyarwanda month names (CLDR rw). Chromium has no rw locale data and Node's ICU none either, so
 * the web app's dates and the certificate PDF print them from here.
 */
export const RW_MONTHS = [
  "Mutarama",
  "Gashyantare",
  "Werurwe",
  "Mata",
  "Gicurasi",
  "Kamena",
  "Nyakanga",
  "Kanama",
  "Nzeri",
  "Ukwakira",
  "Ugushyingo",
  "Ukuboza",
] as const;
