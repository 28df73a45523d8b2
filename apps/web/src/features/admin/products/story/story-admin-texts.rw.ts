import type { Translation } from "@heritage/domain/i18n/translation";
import type { StoryAdminTextsSource } from "./story-admin-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<StoryAdminTextsSource> = {
  title: "Inkuru y’iki gihangano",
  intro:
    "Uwagikoze n’ibintu byo mu bubiko by’umuco gikomokamo. Ibintu bitagatifu n’ibifite ikirango cyo kutacuruzwa ntibishobora guhuzwa nacyo: seriveri ivuga impamvu.",
  loading: "Inkuru y’iki gicuruzwa iraza",
  loadFailed: "Inkuru y’iki gicuruzwa ntiyabashije kuboneka.",
  retry: "Ongera ugerageze",
  maker: "Uwagikoze",
  noMaker: "Nta wagikoze uvuzwe",
  items: "Ibintu byo mu bubiko bihujwe nacyo",
  noItems: "Nta kintu kirahuzwa nacyo.",
  remove: (title: string) => `Kuraho ${title}`,
  search: "Shaka ikintu cyo guhuza nacyo",
  add: (title: string) => `Huza ${title}`,
  save: "Bika inkuru",
  saving: "Birabikwa…",
  saved: "Inkuru yabitswe",
  saveFailed: "Inkuru ntiyabashije kubikwa.",
};
export default rw;
