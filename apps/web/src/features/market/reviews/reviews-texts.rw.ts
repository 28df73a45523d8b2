import { plural } from "@heritage/domain/i18n/plural";
import type { Translation } from "@heritage/domain/i18n/translation";
import type { ReviewsTextsSource } from "./reviews-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<ReviewsTextsSource> = {
  title: "Ibitekerezo by'abaguzi",
  count: (n: number) => plural("rw", n, { one: "Igitekerezo #", other: "Ibitekerezo #" }),
  loading: "Ibitekerezo birimo kuza",
  loadFailed: "Ibitekerezo ntibyashoboye kuboneka.",
  retry: "Ongera ugerageze",
  none: "Nta bitekerezo birahari.",
  sort: "Tondeka ibitekerezo",
  sorts: { newest: "Ibishya", helpful: "Ibyafashije benshi" },
  pages: "Impapuro z'ibitekerezo",
  verified: "Yaguze koko",
  edited: "Byahinduwe",
  stars: (n: number) => `Inyenyeri ${n} kuri 5`,
  writtenIn: {
    rw: "Cyanditswe mu Kinyarwanda",
    en: "Cyanditswe mu Cyongereza",
    fr: "Cyanditswe mu Gifaransa",
  },
  helpful: (n: number) => `Cyafashije (${n})`,
  markedHelpful: (n: number) => `Wavuze ko cyagufashije (${n})`,
  yours: "Igitekerezo cyawe",
  rateIt: "Ha amanota iki gicuruzwa",
  rating: "Amanota yawe",
  body: "Igitekerezo cyawe (si ngombwa)",
  bodyHint: "Ni iki cyagushimishije, cyangwa kitagushimishije? Inyuguti 2.000 gusa; nta HTML.",
  submit: "Tangaza igitekerezo",
  submitting: "Biratangazwa...",
  update: "Bika impinduka",
  updating: "Birabikwa...",
  edit: "Hindura igitekerezo cyawe",
  cancel: "Reka",
  editableUntil: (date: string) => `Ushobora kugihindura kugeza ${date}.`,
  hidden: "Umugenzuzi yahishe igitekerezo cyawe. Ni wowe wenyine ukibona.",
  hiddenReason: (reason: string) => `Impamvu: ${reason}`,
  saved: "Murakoze! Igitekerezo cyanyu cyatangajwe.",
  notEligible: "Abaguzi bagejejweho iki gicuruzwa bonyine ni bo bashobora kugitangaho igitekerezo.",
};
export default rw;
