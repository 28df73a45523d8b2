import type { Translation } from "@heritage/domain/i18n/translation";
import type { StewardTextsSource } from "./steward-texts.ts";

/** Kinyarwanda texts of ./steward-texts.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<StewardTextsSource> = {
  title: (name: string) => `Umurinzi wa ${name}`,
  intro:
    "Nk'umurinzi, ni wowe ufata icyemezo cy'uwinjira mu muryango wawe, n'ibirango by'Ubumenyi gakondo n'iby'Ibinyabuzima n'umuco biri ku bintu byawo. Ushobora kubona ikintu agenwa n'umuyobozi.",
  back: "Subira ku mwirondoro wanjye",
  loading: "Turimo gufungura umuryango",
  loadFailed: "Ntitwashoboye gufungura uyu muryango. Ongera ugerageze.",
  retry: "Ongera ugerageze",
  notSteward: "Nturi umurinzi w'uyu muryango.",
  notStewardHint:
    "Abarinzi bawo n'abayobozi ni bo bonyine bafata ibyemezo hano. Imiryango yawe iri ku mwirondoro wawe.",
  unknown: "Nta muryango nk'uyu uhari.",
  requests: "Abasaba kwinjira",
  requestsEmpty: "Nta muntu utegereje icyemezo.",
  members: "Abanyamuryango",
  membersEmpty: "Umuryango nta banyamuryango urabona.",
  askedOn: (date: string) => `Yasabye ku wa ${date}`,
  memberSince: (date: string) => `Umunyamuryango kuva ku wa ${date}`,
  roles: { member: "Umunyamuryango", steward: "Umurinzi" },
  approve: "Emeza",
  decline: "Hakana",
  remove: "Kuramo",
  actionLabel: (action: string, username: string) => `${action} ${username}`,
  stewardsByAdmins: "Abarinzi batorwa n'abayobozi.",
  decided: "Icyemezo cyabitswe",
  decideFailed: "Icyemezo nticyashoboye kubikwa. Ongera ugerageze.",
  declineTitle: (username: string) => `Hakana ${username}`,
  removeTitle: (username: string) => `Kuramo ${username}`,
  declineNote: "Uwo muntu asoma impamvu yawe ku mwirondoro we. Si ngombwa kuyandika.",
  reason: "Impamvu (si ngombwa)",
  cancel: "Reka",
  confirmDecline: "Hakana",
  confirmRemove: "Kuramo",
  declining: "Turimo kubika…",
  items: "Ibintu by'umuryango",
  itemsIntro:
    "Ibirango bibwira abasura uko umuryango ushaka ko ubumenyi bwawo bukoreshwa. Bigaragara ku rupapuro rwa buri kintu.",
  itemsEmpty: "Nta kintu cy'ububiko kiraba icy'uyu muryango.",
  access: { public: "Rusange", community: "Abanyamuryango gusa", restricted: "Bigenewe bamwe" },
  draft: "Ntibiratangazwa",
  sacred: "Ibyera cyangwa ibanga",
  noLabels: "Nta kirango kiriho",
  editLabels: "Hindura ibirango",
  editLabelsOf: (title: string) => `Hindura ibirango bya ${title}`,
  labelsTitle: (title: string) => `Ibirango bya ${title}`,
  labelsNote:
    "Hitamo ibirango umuryango wawe uha iki kintu. Kugira ubumenyi ibyera cyangwa ibanga bihindura abashobora kububona: bisabe umuyobozi.",
  tk: "Ibirango by'Ubumenyi gakondo",
  bc: "Ibirango by'Ibinyabuzima n'umuco",
  save: "Bika ibirango",
  saving: "Turimo kubika…",
  saved: "Ibirango byabitswe",
  saveFailed: "Ibirango ntibyashoboye kubikwa. Ongera ugerageze.",
  labelsLoading: "Turimo gufungura ibirango by'iki kintu",
};

export default rw;
