import type { Translation } from "@heritage/domain/i18n/translation";
import type { CommunitiesAdminTextsSource } from "./communities-admin-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<CommunitiesAdminTextsSource> = {
  tab: "Imiryango",
  intro:
    "Abanyamuryango babona ibyo umuryango usangiza abanyamuryango bawo. Emeza cyangwa wange buri busabe; abarinzi bashobora gufata icyemezo ku busabe no gushyira ibirango ku bintu by’umuryango.",
  loading: "Biraza",
  loadFailed: "Ntitwabashije kubona uru rutonde. Ongera ugerageze.",
  none: "Nta muryango urashyirwaho. Ongeraho uwa mbere hepfo.",
  listLabel: "Imiryango",
  counts: (pending: number, members: number, stewards: number) =>
    `${pending} bategereje · abanyamuryango ${members} · abarinzi ${stewards}`,
  manage: "Abanyamuryango",
  manageLabel: (name: string) => `Abanyamuryango ba ${name}`,
  back: "Subira ku miryango",
  addTitle: "Ongeraho umuryango",
  names: { rw: "Izina mu Kinyarwanda", en: "Izina mu Cyongereza", fr: "Izina mu Gifaransa" },
  namesHint: "Andika izina nibura mu rurimi rumwe; usoma aribona mu rurimi rwe iyo ryatanzwe.",
  slug: "Izina rigufi (riri muri aderesi yawo)",
  slugHint: "Inyuguti nto, imibare n’udukoni, urugero: ababumbyi-ba-nyakarambi",
  description: "Ibisobanuro (si ngombwa)",
  add: "Ongeraho umuryango",
  adding: "Birongerwaho…",
  added: "Umuryango wongeweho",
  addFailed: "Umuryango ntiwabashije kongerwaho.",
  groups: { pending: "Bategereje", approved: "Abanyamuryango", declined: "Abanzwe" },
  emptyGroup: {
    pending: "Nta utegereje.",
    approved: "Nta munyamuryango uraza.",
    declined: "Nta busabe bwanzwe.",
  },
  roles: { member: "Umunyamuryango", steward: "Umurinzi" },
  askedOn: (date: string) => `Yasabye ku wa ${date}`,
  decidedOn: (date: string) => `Byemejwe ku wa ${date}`,
  reasonGiven: "Impamvu yatanzwe",
  approve: "Emeza",
  approveSteward: "Emeza nk’umurinzi",
  makeSteward: "Mugire umurinzi",
  makeMember: "Mugire umunyamuryango",
  decline: "Anga",
  remove: "Kuramo",
  approveLabel: (action: string, username: string) => `${action}: ${username}`,
  decided: "Icyemezo cyabitswe",
  decideFailed: "Icyemezo nticyabashije kubikwa. Ongera ugerageze.",
  declineTitle: (username: string) => `Anga ${username}`,
  declineNote: "Uwasabye asoma iyi mpamvu kuri konti ye.",
  reason: "Impamvu (si ngombwa)",
  confirmDecline: "Anga ubusabe",
  declining: "Biranga…",
  cancel: "Hagarika",
};
export default rw;
