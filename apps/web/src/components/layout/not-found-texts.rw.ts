import type { Translation } from "@heritage/domain/i18n/translation";
import type { NotFoundTextsSource } from "./not-found-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<NotFoundTextsSource> = {
  title: "Urupapuro ntirwabonetse · Digital Heritage Platform",
  message: "Ihangane! Urupapuro ushaka ntirubaho cyangwa rwimuriwe ahandi.",
  home: "Subira ahabanza",
};

export default rw;
