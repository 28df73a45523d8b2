import type { Translation } from "@heritage/domain/i18n/translation";
import type { AddressTextsSource } from "./address-texts.ts";

/** Kinyarwanda texts of ./address-texts.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<AddressTextsSource> = {
  title: "Aderesi zanjye",
  intro: "Mu kwishyura, aderesi yawe y’ibanze yuzuzwa ubwayo; ushobora kuyihindura aho.",
  empty: "Nta aderesi urabika.",
  add: "Ongeraho aderesi",
  edit: "Hindura",
  editNamed: (label: string) => `Hindura ${label}`,
  remove: "Siba",
  removeNamed: (label: string) => `Siba ${label}`,
  removeTitle: (label: string) => `Usibe aderesi “${label}”?`,
  removing: "Birimo gusibwa...",
  makeDefault: "Yigire iy’ibanze",
  makeDefaultNamed: (label: string) => `Gira ${label} aderesi y’ibanze`,
  isDefault: "Iy’ibanze",
  label: "Izina rya aderesi",
  labelHint: "Urugero: Mu rugo cyangwa Ku kazi.",
  phone: "Nimero ya telefoni",
  address: "Umuhanda, inzu, ikimenyetso cy’aho uri",
  country: "Igihugu",
  rwanda: "U Rwanda",
  district: "Akarere",
  chooseDistrict: "Hitamo akarere",
  setDefault: "Yikoreshe nka aderesi yanjye y’ibanze",
  save: "Bika aderesi",
  saving: "Birimo kubikwa...",
  cancel: "Reka",
  saved: "Aderesi yabitswe",
  deleted: "Aderesi yasibwe",
  failed: "Ntibyashobotse kubika aderesi. Ongera ugerageze.",
  limitReached: (max: number) => `Ufite aderesi ${max}, ari zo nyinshi zishoboka.`,
  loadFailed: "Ntibyashobotse kuzana aderesi zawe. Ongera ugerageze.",
  loading: "Aderesi zawe zirimo kuza",
};
export default rw;
