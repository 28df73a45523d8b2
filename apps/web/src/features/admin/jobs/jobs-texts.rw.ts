import type { Translation } from "@heritage/domain/i18n/translation";
import type { JobsTextsSource } from "./jobs-texts.ts";

const rw: Translation<JobsTextsSource> = {
  jobs: {
    intro:
      "Imirimo seriveri ikora mu nyuma: kugenzura ubwishyu, gucamo amafoto ngo yegerezwe, kwinjiza amadosiye ya CSV. Buri gerageza ryananiranye riri hano; igikorwa cyongera kugeragezwa ubwacyo inshuro nke, hanyuma kikagutegereza.",
    loading: "Birimo gufungura ibyananiranye",
    loadFailed: "Ntibyashobotse gufungura ibyananiranye. Ongera ugerageze nyuma.",
    tryAgain: "Ongera ugerageze",
    empty: "Nta cyananiranye",
    emptyNote: "Ibikorwa byose byo mu nyuma byakozwe nta kosa.",
    listLabel: "Amagerageza yananiranye",
    results: (n: number) => `Amagerageza ${n} yananiranye`,
    pages: "Impapuro z’ibyananiranye",
    attempt: (n: number, of: number) => `Igerageza rya ${n} muri ${of}`,
    failedAt: "Byananiranye",
    error: "Ikosa uko ryanditswe",
    kinds: {
      "payment-reconciliation": "Igenzura ry’ubwishyu",
      "iiif-tiles": "Uduce tw’ifoto (kwegereza)",
      "iiif-backfill": "Uduce tw’amafoto tubura",
      "csv-import": "Kwinjiza CSV",
    },
    status: {
      queued: (when: string) => `Igerageza rikurikira: ${when}`,
      running: "Biri kongera kugeragezwa ubu",
      done: "Byakunze mu igerageza ryakurikiyeho",
      failed: "Byarekewe aho",
    },
    retry: "Ongera utangize",
    retryLabel: (kind: string) => `Ongera utangize igikorwa: ${kind}`,
    retried: "Igikorwa cyongeye gushyirwa ku murongo.",
    retryFailed: "Igikorwa nticyashoboye kongera gushyirwa ku murongo.",
  },
};
export default rw;
