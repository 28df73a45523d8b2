import type { Translation } from "@heritage/domain/i18n/translation";
import type { ElearningTextsSource } from "./elearning-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<ElearningTextsSource> = {
  docTitle: "Amasomo · Amasomo ku muco w’u Rwanda n’uwa Afurika",
  hero: {
    eyebrow: "Amasomo",
    title: "Menya byose ku muco w’u Rwanda n’uwa Afurika",
    lead: "Amasomo ku rurimi, amateka, umuziki, imbyino n’ubukorikori, yigishwa n’abafite ubwo bumenyi.",
    browse: "Reba amasomo",
    join: "Ba umunyeshuri",
    vocabulary: "Itoze amagambo y’Ikinyarwanda",
  },
  categories: {
    title: "Ibyiciro by’umuco",
    count: (n: number) => `Amasomo ${n}`,
  },
  frequent: {
    title: "Akunzwe cyane",
    filtered: (name: string) => `Akunzwe cyane muri ${name}`,
    showAll: "Erekana ibyiciro byose",
    loadMore: "Erekana andi",
    loadingMore: "Biraza…",
    followers: (n: string) => `Abayakurikira ${n}`,
    empty: "Nta masomo arajya muri iki cyiciro.",
    count: (shown: number, total: number) => `Amasomo ${shown} kuri ${total}`,
  },
  latest: { title: "Aheruka kongerwaho", added: "Rishya" },
  student: {
    title: "Ba umunyeshuri",
    lead: "Intambwe enye kuva ku matsiko kugeza ku isomo ryawe rya mbere.",
    steps: [
      { title: "Fungura konti", text: "Iyandikishe ukoresheje izina ryawe na imeri; bimara umunota umwe." },
      { title: "Hitamo isomo", text: "Hitamo icyiciro cyangwa rimwe mu masomo akurikirwa cyane." },
      { title: "Iga ku muvuduko wawe", text: "Amasomo magufi afite amajwi, amafoto n’inkuru." },
      { title: "Sangiza abandi ibyo wize", text: "Jya mu muryango w’abiga, uhererekanye ubumenyi." },
    ],
    cta: "Iyandikishe",
  },
  instructors: { title: "Umwarimu w’indashyikirwa w’ukwezi" },
  loadError: "Ntitwashoboye gufungura amasomo. Ongera ugerageze.",
  retry: "Ongera ugerageze",
};
export default rw;
