import type { Translation } from "@heritage/domain/i18n/translation";
import type { OutboxTextsSource } from "./outbox-texts.ts";

/** Kinyarwanda texts of ./outbox-texts.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<OutboxTextsSource> = {
  intro:
    "Imeri urubuga rwanditse igihe nta seriveri y’imeri yashyizweho, iza vuba mbere. Umurongo wo guhindura ijambo ry’ibanga uwuhe nyirawo gusa.",
  smtpNote: "Seriveri y’imeri (SMTP) irahari: imeri zihita zigenda, ntizibikwa hano.",
  empty: "Nta meri irahari",
  emptyNote: "Imeri zo guhindura ijambo ry’ibanga zigaragara hano iyo hari uzisabye.",
  to: "Kuri",
  language: "Ururimi",
  loadFailed: "Ntibyashobotse kuzana imeri. Ongera ugerageze.",
  retry: "Ongera ugerageze",
  loading: "Imeri zirimo kuza",
  pages: "Amapaji y’imeri",
};
export default rw;
