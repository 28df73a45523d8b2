import type { Translation } from "../i18n/translation.ts";
import type { adminMessages } from "./admin.ts";

/** Kinyarwanda texts of ./admin.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof adminMessages> = {
  customer: {
    usernameRequired: "Andika izina ukoresha",
    emailRequired: "Andika imeri yawe",
    emailInvalid: "Andika imeri yemewe",
    loadFailed: "Ntibyashobotse kubona abakiriya. Ongera ugerageze nyuma.",
    deleteFailed: "Ntibyashobotse gusiba umukiriya. Ongera ugerageze.",
    updateFailed: "Ntibyashobotse guhindura umukiriya. Ongera ugerageze.",
    deleteConfirm: "Urashaka koko gusiba uyu mukiriya?",
    cannotDeleteSelf: "Ntushobora gusiba konti yawe bwite hano.",
    cannotDeleteLastAdmin: "Umuyobozi wa nyuma ntashobora gusibwa.",
    changed: "Uyu mukiriya yahinduwe kuva wamufungura",
  },
  staleEdit: {
    versionRequired: "Verisiyo wafunguye ntiboneka. Ongera ufungure, ubike bundi bushya.",
    changedFields: "Ibyahindutse kuva wabifungura:",
    fieldChange: (label: string, before: string, after: string) => `${label}: ${before} → ${after}`,
    reload: "Fungura amakuru aheruka",
    reloadNote: "Ibyo wanditse mu byo wahinduye biragumaho.",
    reloaded: "Amakuru aheruka yafunguwe. Yarebe, hanyuma wongere ubike.",
    empty: "(ubusa)",
    yes: "yego",
    no: "oya",
    imageCount: (n: number) => `Amafoto ${n}`,
  },
  dashboard: {
    periodInvalid: "Hitamo igihe cy'iminsi 7, iminsi 30 cyangwa amezi 12",
  },
  jobs: {
    notFound: "Nta gikorwa cyo mu nyuma kimeze gityo gihari.",
    notFailed:
      "Igikorwa cyananiranye burundu ni cyo cyonyine gishobora kongera gutangizwa; iki kiracyategereje cyangwa cyarangiye.",
  },
};
export default rw;
