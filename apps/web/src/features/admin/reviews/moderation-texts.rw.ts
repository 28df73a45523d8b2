import { plural } from "@heritage/domain/i18n/plural";
import type { Translation } from "@heritage/domain/i18n/translation";
import type { ModerationTextsSource } from "./moderation-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<ModerationTextsSource> = {
  intro: "Ibitekerezo byanditswe n'abaguzi. Hisha ikirenga amategeko; uwacyanditse abona impamvu yawe.",
  filter: "Erekana",
  filters: { all: "Ibitekerezo byose", published: "Byatangajwe", hidden: "Byahishwe" },
  loading: "Ibitekerezo birimo kuza",
  loadFailed: "Ibitekerezo ntibyashoboye kuboneka.",
  retry: "Ongera ugerageze",
  empty: "Nta bitekerezo biri hano.",
  results: (n: number) => plural("rw", n, { one: "Igitekerezo #", other: "Ibitekerezo #" }),
  pages: "Impapuro z'ibitekerezo",
  product: "Igicuruzwa",
  by: (author: string) => `cya ${author}`,
  stars: (n: number) => `${n}/5`,
  noText: "(amanota gusa)",
  hiddenBecause: (reason: string) => `Cyahishwe: ${reason}`,
  hide: "Hisha",
  hideTitle: "Hisha iki gitekerezo",
  reason: "Impamvu (uwacyanditse arayisoma)",
  confirmHide: "Hisha igitekerezo",
  hiding: "Kirahishwa...",
  publish: "Ongera ugitangaze",
  hidden: "Igitekerezo cyahishwe",
  published: "Igitekerezo cyatangajwe",
  failed: "Igitekerezo ntigishoboye guhindurwa.",
  cancel: "Reka",
};
export default rw;
